import { daysFrom, LIMITS, MSG, todayIso } from '../common.js';
import {
  earlierVisaRecord,
  FIXTURE_TIME,
  validApplicationMeta,
  validMarriedVisaApplication,
  validVisaApplication,
  visaSpouseDetails,
} from '#fixtures/applications';
import { firstIssues, issuesOf, without } from '#unit/schemaIssues';
import {
  normalizeVisaRecord,
  VISA_RELATIVE_FIELDS,
  VISA_SPOUSE_FIELDS,
  visaSchema,
  visaStoredSchema,
} from './visa.js';
import { visaFormSchema } from '../visaForm.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('visa application schema', () => {
  it('accepts the fixture and gives it back unchanged', () => {
    expect(visaSchema.parse(validVisaApplication())).toEqual(validVisaApplication());
    expect(visaSchema.parse(validMarriedVisaApplication())).toEqual(validMarriedVisaApplication());
  });

  it('reports a missing required field', () => {
    expect(issuesOf(visaSchema, without(validVisaApplication(), 'firstName'))).toEqual({
      firstName: [MSG.required],
    });
    expect(firstIssues(visaSchema, { ...validVisaApplication(), emrgencyPhone: '' })).toEqual({
      emrgencyPhone: MSG.required,
    });
  });

  it('accepts only the option values of the spec', () => {
    expect(firstIssues(visaSchema, { ...validVisaApplication(), gender: 'male' })).toEqual({
      gender: MSG.option,
    });
    expect(firstIssues(visaSchema, { ...validVisaApplication(), visaType: 'Transit' })).toEqual({
      visaType: MSG.option,
    });
    for (const education of ['Primary', 'High school', 'Certificate', 'Diploma', 'Degree', 'PHD']) {
      expect(visaSchema.safeParse({ ...validVisaApplication(), education }).success).toBe(true);
    }
  });

  it('refuses oversize strings', () => {
    expect(firstIssues(visaSchema, { ...validVisaApplication(), lastName: 'x'.repeat(101) })).toEqual({
      lastName: MSG.tooLong,
    });
    expect(firstIssues(visaSchema, { ...validVisaApplication(), residance: 'x'.repeat(201) })).toEqual({
      residance: MSG.tooLong,
    });
  });

  it('requires the spouse’s name and nationality when married, and no more', () => {
    const married = { ...validVisaApplication(), marital: 'Married' };
    expect(firstIssues(visaSchema, married)).toEqual({
      spouseName: MSG.required,
      spouseNationality: MSG.required,
    });
    expect(firstIssues(visaSchema, { ...validMarriedVisaApplication(), spouseName: ' ' })).toEqual({
      spouseName: MSG.required,
    });
  });

  it('ignores spouse fields when single and leaves them out of the record', () => {
    const parsed = visaSchema.parse({ ...validVisaApplication(), ...visaSpouseDetails() });
    for (const field of VISA_SPOUSE_FIELDS) expect(parsed).not.toHaveProperty(field);
  });

  it('asks for relative details only when there is a relative', () => {
    const withRelative = { ...validVisaApplication(), relativeAvailable: 'Yes' };
    expect(Object.keys(firstIssues(visaSchema, withRelative)).sort()).toEqual(
      [...VISA_RELATIVE_FIELDS].sort(),
    );
    const relative = {
      relativeName: 'Zawadi Otieno',
      relativeRelationship: 'Cousin',
      relativePhone: '0765111222',
    };
    expect(visaSchema.parse({ ...withRelative, ...relative })).toMatchObject(relative);
    const parsed = visaSchema.parse({ ...validVisaApplication(), ...relative });
    expect(parsed).not.toHaveProperty('relativeName');
  });

  it('needs at least one itinerary row, each leaving after it arrives', () => {
    expect(firstIssues(visaSchema, { ...validVisaApplication(), itinerary: [] })).toEqual({
      itinerary: MSG.itineraryEmpty,
    });
    const { dateOfArrival: arrival } = validVisaApplication();
    const backwards = [
      { city: 'Mwanza', arrivalDate: daysFrom(2, arrival), departureDate: daysFrom(1, arrival) },
    ];
    expect(firstIssues(visaSchema, { ...validVisaApplication(), itinerary: backwards })).toEqual({
      'itinerary.0.departureDate': MSG.dateOrder,
    });
    const missingCity = [{ arrivalDate: arrival, departureDate: daysFrom(1, arrival) }];
    expect(firstIssues(visaSchema, { ...validVisaApplication(), itinerary: missingCity })).toEqual({
      'itinerary.0.city': MSG.required,
    });
  });

  it(`takes up to ${LIMITS.itineraryRows} itinerary rows`, () => {
    const { dateOfArrival } = validVisaApplication();
    const stops = (count: number) =>
      Array.from({ length: count }, () => ({
        city: 'Arusha',
        arrivalDate: dateOfArrival,
        departureDate: dateOfArrival,
      }));
    expect(LIMITS.itineraryRows).toBe(20);
    const atLimit = { ...validVisaApplication(), itinerary: stops(LIMITS.itineraryRows) };
    expect(visaSchema.parse(atLimit).itinerary).toHaveLength(LIMITS.itineraryRows);
    expect(
      firstIssues(visaSchema, { ...validVisaApplication(), itinerary: stops(LIMITS.itineraryRows + 1) }),
    ).toEqual({ itinerary: MSG.tooMany });
  });

  it('refuses an exit before the arrival', () => {
    const { dateOfArrival } = validVisaApplication();
    expect(
      firstIssues(visaSchema, { ...validVisaApplication(), exitDate: daysFrom(-1, dateOfArrival) }),
    ).toMatchObject({ exitDate: MSG.dateOrder });
  });

  it('takes a trip only in the future: arrival, stops and exit after today', () => {
    const yesterday = daysFrom(-1);
    const today = todayIso();
    expect(firstIssues(visaSchema, validVisaApplication({ dateOfArrival: today }))).toMatchObject({
      dateOfArrival: MSG.futureDate,
    });
    const past = validVisaApplication({
      dateOfArrival: yesterday,
      itinerary: [{ city: 'Moshi', arrivalDate: yesterday, departureDate: today }],
      exitDate: today,
    });
    expect(firstIssues(visaSchema, past)).toEqual({
      dateOfArrival: MSG.futureDate,
      'itinerary.0.arrivalDate': MSG.futureDate,
      'itinerary.0.departureDate': MSG.futureDate,
      exitDate: MSG.futureDate,
    });
  });

  it('keeps every stop within the trip and after the one before', () => {
    const trip = validVisaApplication();
    const day = (offset: number) => daysFrom(offset, trip.dateOfArrival);
    const stops = (...dates: [number, number][]) =>
      dates.map(([arrival, departure]) => ({
        city: 'Moshi',
        arrivalDate: day(arrival),
        departureDate: day(departure),
      }));
    expect(visaSchema.safeParse({ ...trip, itinerary: stops([0, 2], [2, 8]) }).success).toBe(true);
    expect(firstIssues(visaSchema, { ...trip, itinerary: stops([-1, 2]) })).toEqual({
      'itinerary.0.arrivalDate': MSG.stopOutsideTrip,
    });
    expect(firstIssues(visaSchema, { ...trip, itinerary: stops([0, 9]) })).toEqual({
      'itinerary.0.departureDate': MSG.stopOutsideTrip,
    });
    expect(firstIssues(visaSchema, { ...trip, itinerary: stops([0, 4], [3, 6]) })).toEqual({
      'itinerary.1.arrivalDate': MSG.stopOrder,
    });
  });

  it('needs a passport valid six months after the arrival, to the day', () => {
    const arrival = '2031-08-31';
    const trip = {
      dateOfArrival: arrival,
      itinerary: [{ city: 'Arusha', arrivalDate: arrival, departureDate: '2031-09-05' }],
      exitDate: '2031-09-05',
    };
    // Six months after 31 August is the last day of February.
    const leap = validVisaApplication({ ...trip, passportExpiryDate: '2032-02-29' });
    expect(visaSchema.safeParse(leap).success).toBe(true);
    expect(firstIssues(visaSchema, { ...leap, passportExpiryDate: '2032-02-28' })).toEqual({
      passportExpiryDate: MSG.passportExpiry,
    });
  });

  it('names a passport too short for any arrival in the same round as a missing or past arrival date', () => {
    const inMonths = (count: number) => daysFrom(Math.round(count * 30.5));
    for (const dateOfArrival of ['', daysFrom(-3)]) {
      const early = { ...validVisaApplication(), dateOfArrival, passportExpiryDate: inMonths(3) };
      expect(firstIssues(visaSchema, early)).toMatchObject({
        dateOfArrival: expect.any(String),
        passportExpiryDate: MSG.passportExpiry,
      });
      // Long enough for an arrival tomorrow: only the arrival date is wrong.
      const later = { ...early, passportExpiryDate: inMonths(7) };
      expect(firstIssues(visaSchema, later)).not.toHaveProperty('passportExpiryDate');
    }
  });

  it('asks for the passport, nationality, email and both documents', () => {
    const fields = [
      'passportNumber',
      'passportCountry',
      'passportIssueDate',
      'passportExpiryDate',
      'nationality',
      'email',
      'passportBioPage',
      'passportPhoto',
      'durationUnit',
    ] as const;
    expect(Object.keys(firstIssues(visaSchema, without(validVisaApplication(), ...fields))).sort()).toEqual(
      [...fields].sort(),
    );
    expect(firstIssues(visaSchema, validVisaApplication({ passportPhoto: '' }))).toEqual({
      passportPhoto: MSG.required,
    });
    expect(firstIssues(visaSchema, validVisaApplication({ email: 'grace@' }))).toEqual({ email: MSG.email });
    expect(firstIssues(visaSchema, validVisaApplication({ passportIssueDate: daysFrom(1) }))).toEqual({
      passportIssueDate: MSG.pastDate,
    });
    expect(firstIssues(visaSchema, validVisaApplication({ nationality: 'Kenyan' }))).toEqual({
      nationality: MSG.country,
    });
  });

  it('keeps the passport number as printed, in capitals without spaces', () => {
    expect(visaSchema.parse(validVisaApplication({ passportNumber: ' ak 048 2913 ' })).passportNumber).toBe(
      'AK0482913',
    );
    expect(firstIssues(visaSchema, validVisaApplication({ passportNumber: 'AK-0482913' }))).toEqual({
      passportNumber: MSG.passportNumber,
    });
    expect(firstIssues(visaSchema, validVisaApplication({ passportNumber: 'A12' }))).toEqual({
      passportNumber: MSG.passportNumber,
    });
  });

  it('takes a photo only as a photo, and the bio page as a photo or a PDF', () => {
    expect(firstIssues(visaSchema, validVisaApplication({ passportPhoto: `visa-photos/${ID}.pdf` }))).toEqual(
      { passportPhoto: MSG.file },
    );
    expect(
      firstIssues(visaSchema, validVisaApplication({ passportPhoto: `visa-passports/${ID}.jpg` })),
    ).toEqual({ passportPhoto: MSG.file });
    expect(
      visaSchema.safeParse(validVisaApplication({ passportBioPage: `visa-passports/${ID}.pdf` })).success,
    ).toBe(true);
  });

  it('says a stay in days, weeks or months', () => {
    for (const durationUnit of ['Days', 'Weeks', 'Months'] as const) {
      expect(visaSchema.safeParse(validVisaApplication({ durationUnit })).success).toBe(true);
    }
    expect(firstIssues(visaSchema, { ...validVisaApplication(), durationUnit: 'Years' })).toEqual({
      durationUnit: MSG.option,
    });
  });

  it('no longer needs a national id, education or the spouse’s parents, but takes them', () => {
    const parsed = visaSchema.parse(
      validVisaApplication({
        nationId: '28456123',
        education: 'Degree',
        institution: 'University of Nairobi',
      }),
    );
    expect(parsed).toMatchObject({ nationId: '28456123', education: 'Degree' });
  });

  it('checks dates, country codes and month counts', () => {
    const base = validVisaApplication();
    expect(firstIssues(visaSchema, { ...base, dob: '2999-01-01' })).toEqual({ dob: MSG.pastDate });
    expect(firstIssues(visaSchema, { ...base, dateOfArrival: '10/03/2026' })).toMatchObject({
      dateOfArrival: MSG.date,
    });
    expect(firstIssues(visaSchema, { ...base, countryOfBirth: 'Kenya' })).toEqual({
      countryOfBirth: MSG.country,
    });
    expect(firstIssues(visaSchema, { ...base, countryOfBirth: 'ke' })).toEqual({
      countryOfBirth: MSG.country,
    });
    expect(firstIssues(visaSchema, { ...base, validity: Number.NaN })).toEqual({ validity: MSG.required });
    expect(firstIssues(visaSchema, { ...base, experience: -1 })).toEqual({ experience: MSG.numberRange });
  });

  it('keeps the optional agent number out of the record when empty', () => {
    expect(visaSchema.parse({ ...validVisaApplication(), AAN: '' })).not.toHaveProperty('AAN');
    expect(visaSchema.parse({ ...validVisaApplication(), AAN: ' AGT-7 ' })).toMatchObject({ AAN: 'AGT-7' });
  });

  it('drops keys it does not know', () => {
    expect(visaSchema.parse({ ...validVisaApplication(), role: 'admin' })).not.toHaveProperty('role');
  });
});

describe('stored visa application', () => {
  it('adds our own fields to the form fields', () => {
    const stored = { ...validVisaApplication(), ...validApplicationMeta('visa') };
    expect(visaStoredSchema.parse(stored)).toEqual(stored);
    expect(issuesOf(visaStoredSchema, without(stored, 'reference'))).toHaveProperty('reference');
    expect(issuesOf(visaStoredSchema, { ...stored, status: 'paid' })).toHaveProperty('status');
    expect(issuesOf(visaStoredSchema, { ...stored, createdAt: '2026-01-15' })).toHaveProperty('createdAt');
    expect(visaStoredSchema.safeParse({ ...stored, createdAt: { toMillis: () => 1 } }).success).toBe(true);
    expect(FIXTURE_TIME).toBeInstanceOf(Date);
  });

  it('is not what a form submits: the form schema strips our own fields', () => {
    const submitted = { ...validVisaApplication(), ...validApplicationMeta('visa') };
    expect(visaSchema.parse(submitted)).toEqual(validVisaApplication());
  });

  it('reads the earlier spelling instituition as institution', () => {
    const stored: Record<string, unknown> = { ...earlierVisaRecord(), ...validApplicationMeta('visa') };
    const { institution, ...rest } = stored;
    const normalized = normalizeVisaRecord({ ...rest, instituition: institution });
    expect(visaStoredSchema.parse(normalized)).toMatchObject({ institution: 'University of Nairobi' });
  });

  it('reads a record of the earlier form: no passport, a national id, a trip long past', () => {
    const stored = { ...earlierVisaRecord(), ...validApplicationMeta('visa') };
    expect(visaStoredSchema.parse(stored)).toEqual(stored);
    // The API would refuse it as a new application.
    expect(visaSchema.safeParse(earlierVisaRecord()).success).toBe(false);
    // A trip in the wrong order is still one.
    expect(issuesOf(visaStoredSchema, { ...stored, exitDate: '2025-03-01' })).toEqual({
      exitDate: [MSG.dateOrder],
    });
  });
});

describe('visa form schema', () => {
  const { passportBioPage: _page, passportPhoto: _photo, ...answers } = validVisaApplication();
  const photo = { name: 'me.jpg' };

  it('takes a chosen file for each document, and leaves the files out of what it gives', () => {
    const parsed = visaFormSchema.parse({
      ...answers,
      files: { passportBioPage: photo, passportPhoto: photo },
    });
    expect(parsed).toEqual(answers);
  });

  it('names each document that has no file, with every other problem at once', () => {
    expect(
      firstIssues(visaFormSchema, { ...answers, firstName: '', files: { passportBioPage: photo } }),
    ).toEqual({ firstName: MSG.required, 'files.passportPhoto': MSG.required });
    expect(firstIssues(visaFormSchema, answers)).toEqual({
      'files.passportBioPage': MSG.required,
      'files.passportPhoto': MSG.required,
    });
  });
});
