import { LIMITS, MSG } from './common.js';
import {
  FIXTURE_TIME,
  validApplicationMeta,
  validMarriedVisaApplication,
  validVisaApplication,
  visaSpouseDetails,
} from './fixtures.js';
import { firstIssues, issuesOf, without } from './testing.js';
import {
  normalizeVisaRecord,
  VISA_RELATIVE_FIELDS,
  VISA_SPOUSE_FIELDS,
  visaSchema,
  visaStoredSchema,
} from './visa.js';

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

  it('requires every spouse field when married', () => {
    const married = { ...validVisaApplication(), marital: 'Married' };
    expect(Object.keys(firstIssues(visaSchema, married)).sort()).toEqual([...VISA_SPOUSE_FIELDS].sort());
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
    const backwards = [{ city: 'Mwanza', arrivalDate: '2026-03-12', departureDate: '2026-03-11' }];
    expect(firstIssues(visaSchema, { ...validVisaApplication(), itinerary: backwards })).toEqual({
      'itinerary.0.departureDate': MSG.dateOrder,
    });
    const missingCity = [{ arrivalDate: '2026-03-12', departureDate: '2026-03-13' }];
    expect(firstIssues(visaSchema, { ...validVisaApplication(), itinerary: missingCity })).toEqual({
      'itinerary.0.city': MSG.required,
    });
  });

  it(`takes up to ${LIMITS.itineraryRows} itinerary rows`, () => {
    const stops = (count: number) =>
      Array.from({ length: count }, () => ({
        city: 'Arusha',
        arrivalDate: '2026-03-10',
        departureDate: '2026-03-12',
      }));
    expect(LIMITS.itineraryRows).toBe(20);
    const atLimit = { ...validVisaApplication(), itinerary: stops(LIMITS.itineraryRows) };
    expect(visaSchema.parse(atLimit).itinerary).toHaveLength(LIMITS.itineraryRows);
    expect(
      firstIssues(visaSchema, { ...validVisaApplication(), itinerary: stops(LIMITS.itineraryRows + 1) }),
    ).toEqual({ itinerary: MSG.tooMany });
  });

  it('refuses an exit before the arrival', () => {
    expect(firstIssues(visaSchema, { ...validVisaApplication(), exitDate: '2026-03-01' })).toEqual({
      exitDate: MSG.dateOrder,
    });
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
    const { institution, ...rest } = validVisaApplication();
    const normalized = normalizeVisaRecord({ ...rest, instituition: institution });
    expect(visaSchema.parse(normalized)).toEqual(validVisaApplication());
  });
});
