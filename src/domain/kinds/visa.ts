import * as z from 'zod/mini';
import { defineApplication, storedSchemaOf } from '../defineApplication.js';
import type { Identity } from '../identity.js';
import {
  addMonths,
  address,
  code,
  countryCode,
  daysFrom,
  email,
  futureDate,
  isIsoDate,
  isoDate,
  LIMITS,
  months,
  MSG,
  name,
  option,
  pastDate,
  phone,
  wholeNumber,
} from '../common.js';
import {
  block,
  fieldLabelsFor,
  issue,
  renameVariants,
  unlessFailed,
  withBlocks,
  type Block,
  type CrossCheck,
} from '../form.js';
import { storedApplicationShape } from '../processing.js';
import {
  durationUnitOptions,
  educationOptions,
  genderOptions,
  maritalOptions,
  passportTypeOptions,
  serviceOptions,
  visaTypeOptions,
  workOptions,
  yesNoOptions,
} from '../options.js';
import { requiredUploadPath, storedUploadShape } from '../uploads.js';

const optional = { optional: true } as const;

/** How long a passport must still be valid after the arrival date (Tanzania's entry rule). */
export const PASSPORT_VALID_MONTHS_AFTER_ARRIVAL = 6;

/** As printed, spaces left out and in capitals: letters and digits, 5 to 20 of them. */
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;
const passportNumber = () =>
  z.pipe(
    code().check(
      z.refine((value) => value === '' || PASSPORT_NUMBER.test(compactPassport(value)), MSG.passportNumber),
    ),
    z.transform(compactPassport),
  );
function compactPassport(value: string) {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Trip days of a new application are after today; a stored one's may be long past. */
const tripDay = { new: futureDate, stored: isoDate };
const stopOf = (day: () => z.ZodMiniType<string, string>) =>
  z.object({ city: name(), arrivalDate: day(), departureDate: day() });
const itineraryOf = (stop: ReturnType<typeof stopOf>) =>
  z
    .array(stop, { error: () => MSG.itineraryEmpty })
    .check(z.minLength(1, MSG.itineraryEmpty), z.maxLength(LIMITS.itineraryRows, MSG.tooMany));
const itineraryStop = stopOf(tripDay.new);

// The spec names some fields loosely ("passport type", "visa type"); those become passportType
// and visaType. Everything else keeps the spec's spelling, typos included (residance, emrgency…),
// because existing records and the admin views use them.
//
// What a visa does not need is optional and no longer asked
// (docs/architecture/spec-departures.md): the national id, education, and the spouse's city of birth and parents.
// Records that hold them still show them. What a visa does need, and the spec's form did not
// ask, is required of a new application and optional in a record stored before (newlyRequired).
export const visaObject = z.object({
  AAN: code(optional),
  firstName: name(),
  middleName: name(optional),
  lastName: name(),
  dob: pastDate(),
  gender: option(genderOptions),
  placeOfBirth: name(),
  countryOfBirth: countryCode(),
  nationality: countryCode(),
  phone: phone(),
  email: email(),
  nationId: code(optional),
  passportType: option(passportTypeOptions),
  passportNumber: passportNumber(),
  passportCountry: countryCode(),
  passportIssueDate: pastDate(),
  passportExpiryDate: isoDate(),
  /** The passport's photo page: a scan (PDF) or a photo. */
  passportBioPage: requiredUploadPath('visaPassport'),
  /** A passport-style photo of the applicant: a photo, never a PDF. */
  passportPhoto: requiredUploadPath('visaPhoto'),
  marital: option(maritalOptions),
  residance: address(),
  visaType: option(visaTypeOptions),
  service: option(serviceOptions),
  validity: wholeNumber(1, 120),
  work: option(workOptions),
  experience: months(),
  duration: wholeNumber(1, 120),
  durationUnit: option(durationUnitOptions),
  company: name(optional),
  position: name(optional),
  education: z.optional(option(educationOptions)),
  institution: name(optional),
  spouseName: name(optional),
  spouseNationality: name(optional),
  spouseOccupation: name(optional),
  spouseDateofbirth: pastDate(optional),
  spousecityOfBirth: name(optional),
  spousefatherName: name(optional),
  spousefatherNationality: name(optional),
  spousefatherDateOfBirth: pastDate(optional),
  spousemotherName: name(optional),
  spousemotherNationality: name(optional),
  relativeAvailable: option(yesNoOptions),
  relativeName: name(optional),
  relativeRelationship: name(optional),
  relativePhone: phone(optional),
  dateOfArrival: tripDay.new(),
  flightNumber: code(optional),
  cityOfArrival: name(),
  itinerary: itineraryOf(itineraryStop),
  exitDate: tripDay.new(),
  exitFlightNumber: code(optional),
  exitCity: name(),
  inviteName: name(optional),
  inviteRelation: name(optional),
  inviteCity: name(optional),
  invitePhone: phone(optional),
  emrgencyName: name(),
  emrgencyPhone: phone(),
  emrgencyRelation: name(),
});

type VisaFields = z.output<typeof visaObject>;

export const VISA_SPOUSE_FIELDS = [
  'spouseName',
  'spouseNationality',
  'spouseOccupation',
  'spouseDateofbirth',
  'spousecityOfBirth',
  'spousefatherName',
  'spousefatherNationality',
  'spousefatherDateOfBirth',
  'spousemotherName',
  'spousemotherNationality',
] as const satisfies readonly (keyof VisaFields)[];

/** What the form asks of a married applicant; the name and nationality are required. */
export const VISA_SPOUSE_ASKED = [
  'spouseName',
  'spouseNationality',
  'spouseOccupation',
  'spouseDateofbirth',
] as const satisfies readonly (typeof VISA_SPOUSE_FIELDS)[number][];

export const VISA_RELATIVE_FIELDS = [
  'relativeName',
  'relativeRelationship',
  'relativePhone',
] as const satisfies readonly (keyof VisaFields)[];

/**
 * Fields the form no longer asks for, which only records made before hold: staff views show them
 * only when they have a value.
 */
export const VISA_RETIRED_FIELDS = [
  'nationId',
  'education',
  'institution',
  ...VISA_SPOUSE_FIELDS.filter((field) => !(VISA_SPOUSE_ASKED as readonly string[]).includes(field)),
] as const satisfies readonly (keyof VisaFields)[];

/** What the blocks read and hold: the same in a new application, the form and a stored record. */
type BlockAnswers = Pick<
  VisaFields,
  | 'marital'
  | 'relativeAvailable'
  | (typeof VISA_SPOUSE_FIELDS)[number]
  | (typeof VISA_RELATIVE_FIELDS)[number]
>;
/** What the checks of dates read. */
type TripAnswers = Pick<VisaFields, 'dateOfArrival' | 'itinerary' | 'exitDate'>;

export const visaBlocks: Block<BlockAnswers>[] = [
  block('spouse', { marital: 'Married' }, VISA_SPOUSE_FIELDS, ['spouseName', 'spouseNationality']),
  block('relative', { relativeAvailable: 'Yes' }, VISA_RELATIVE_FIELDS),
];

// Dates are 'YYYY-MM-DD', so string order is date order. A check may run while other fields are
// still wrong, so it compares only real dates: a malformed or missing one has its own message.
const before = (earlier: unknown, later: unknown) =>
  typeof earlier === 'string' && typeof later === 'string' && isIsoDate(earlier) && isIsoDate(later)
    ? earlier < later
    : false;
const stopsOf = (v: TripAnswers) => (Array.isArray(v.itinerary) ? v.itinerary : []);

const tripDatesInOrder: CrossCheck<TripAnswers> = (v, ctx) => {
  if (before(v.exitDate, v.dateOfArrival)) issue(ctx, ['exitDate'], MSG.dateOrder);
  stopsOf(v).forEach((stop, index) => {
    if (before(stop?.departureDate, stop?.arrivalDate))
      issue(ctx, ['itinerary', index, 'departureDate'], MSG.dateOrder);
  });
};

/** Each stop lies within the trip, arrival ≤ stop ≤ exit, and begins once the one before it ends. */
const stopsWithinTrip: CrossCheck<TripAnswers> = (v, ctx) => {
  stopsOf(v).forEach((stop, index) => {
    const at = (field: string) => ['itinerary', index, field];
    const previous = stopsOf(v)[index - 1];
    if (before(stop?.arrivalDate, v.dateOfArrival) || before(v.exitDate, stop?.arrivalDate)) {
      issue(ctx, at('arrivalDate'), MSG.stopOutsideTrip);
    } else if (before(stop?.arrivalDate, previous?.departureDate)) {
      issue(ctx, at('arrivalDate'), MSG.stopOrder);
    }
    if (before(v.exitDate, stop?.departureDate)) issue(ctx, at('departureDate'), MSG.stopOutsideTrip);
  });
};

/**
 * The passport is valid six months after the arrival. Without an arrival date that can stand (none
 * yet, or not after today), the earliest one that could is taken: a passport too short for any
 * arrival is named in the same round as the arrival date, not after it is put right.
 */
const passportValidLongEnough: CrossCheck<TripAnswers & Pick<VisaFields, 'passportExpiryDate'>> = (
  v,
  ctx,
) => {
  const earliest = daysFrom(1);
  const given = unlessFailed(() => v.dateOfArrival);
  const arrival = before(earliest, given) ? (given as string) : earliest;
  const needed = addMonths(arrival, PASSPORT_VALID_MONTHS_AFTER_ARRIVAL);
  if (before(v.passportExpiryDate, needed)) issue(ctx, ['passportExpiryDate'], MSG.passportExpiry);
};

export const visaChecks = [tripDatesInOrder, stopsWithinTrip, passportValidLongEnough];

/** What the API accepts of a new application. */
export const visaSchema = withBlocks(visaObject, visaBlocks, visaChecks);

/** A stored application: its trip may be over, and it may predate some fields. */
export const visaStoredSchema = storedSchemaOf(() =>
  withBlocks(
    z.extend(visaObject, {
      ...storedApplicationShape,
      ...storedUploadShape(visaObject.shape),
      // Asked since the visa form asks what a visa needs: a record stored before may lack them.
      nationality: z.optional(countryCode()),
      email: z.optional(email()),
      passportNumber: z.optional(passportNumber()),
      passportCountry: z.optional(countryCode()),
      passportIssueDate: z.optional(pastDate()),
      passportExpiryDate: z.optional(isoDate()),
      durationUnit: z.optional(option(durationUnitOptions)),
      // Its trip may be over: its dates are checked for order, not for lying ahead.
      dateOfArrival: tripDay.stored(),
      itinerary: itineraryOf(stopOf(tripDay.stored)),
      exitDate: tripDay.stored(),
    }),
    visaBlocks,
    [tripDatesInOrder],
  ),
);

export type VisaApplicationInput = z.input<typeof visaSchema>;
export type VisaApplication = z.output<typeof visaSchema>;
export type ItineraryStop = z.output<typeof itineraryStop>;

export const itineraryFieldLabels = fieldLabelsFor('visaItinerary', itineraryStop.shape);

export const visaIdentity: Identity = {
  names: [['firstName', 'middleName', 'lastName']],
  contacts: ['phone', 'passportNumber', 'nationId'],
  emails: ['email'],
  search: {
    firstName: 'firstName',
    lastName: 'lastName',
    wholeNames: [],
    phones: ['phone'],
    ids: ['passportNumber', 'nationId'],
  },
};

/** Spellings of the earlier public form. */
export const VISA_FIELD_VARIANTS = { instituition: 'institution' } as const;

/**
 * A stored record as today's readers want it: the earlier spellings mapped, and a length of stay
 * without its unit counted in months, as the earlier form asked for it ("duration (months)").
 */
export function normalizeVisaRecord(raw: Record<string, unknown>): Record<string, unknown> {
  const record = renameVariants(raw, VISA_FIELD_VARIANTS);
  const unitless = record.duration !== undefined && record.durationUnit === undefined;
  return unitless ? { ...record, durationUnit: 'Months' } : record;
}

/** The visa as the app, the API and the tests know it (see defineApplication). */
export const visaApplication = defineApplication('visa', {
  fields: visaObject,
  schema: visaSchema,
  storedSchema: visaStoredSchema,
  normalize: normalizeVisaRecord,
  identity: visaIdentity,
  blocks: visaBlocks,
  retiredFields: VISA_RETIRED_FIELDS,
  countryFields: ['countryOfBirth', 'nationality', 'passportCountry'],
  // The form's sections in order, which the staff detail page follows so staff read a record
  // the way it was written.
  sections: [
    {
      name: 'personal',
      fields: [
        'AAN',
        'firstName',
        'middleName',
        'lastName',
        'dob',
        'gender',
        'placeOfBirth',
        'countryOfBirth',
        'nationality',
        'phone',
        'email',
        'nationId',
        'residance',
      ],
    },
    {
      name: 'passport',
      fields: [
        'passportType',
        'passportNumber',
        'passportCountry',
        'passportIssueDate',
        'passportExpiryDate',
        'passportBioPage',
        'passportPhoto',
      ],
    },
    { name: 'visa', fields: ['visaType', 'service', 'validity', 'duration', 'durationUnit'] },
    { name: 'work', fields: ['work', 'experience', 'company', 'position'] },
    { name: 'education', fields: ['education', 'institution'] },
    { name: 'family', fields: ['marital'] },
    {
      name: 'spouse',
      fields: [...VISA_SPOUSE_FIELDS],
    },
    {
      name: 'relatives',
      fields: ['relativeAvailable', 'relativeName', 'relativeRelationship', 'relativePhone'],
    },
    {
      name: 'trip',
      fields: [
        'dateOfArrival',
        'flightNumber',
        'cityOfArrival',
        'itinerary',
        'exitDate',
        'exitFlightNumber',
        'exitCity',
      ],
    },
    { name: 'inviting', fields: ['inviteName', 'inviteRelation', 'inviteCity', 'invitePhone'] },
    { name: 'emergency', fields: ['emrgencyName', 'emrgencyPhone', 'emrgencyRelation'] },
  ],
});
