import * as z from 'zod/mini';
import type { Identity } from './identity.js';
import {
  address,
  code,
  countryCode,
  isoDate,
  LIMITS,
  months,
  MSG,
  name,
  option,
  optionListsOf,
  pastDate,
  phone,
  wholeNumber,
} from './common.js';
import {
  block,
  fieldLabelsFor,
  issue,
  renameVariants,
  withBlocks,
  type Block,
  type CrossCheck,
} from './form.js';
import { storedApplicationShape } from './processing.js';
import {
  educationOptions,
  genderOptions,
  maritalOptions,
  passportTypeOptions,
  serviceOptions,
  visaTypeOptions,
  workOptions,
  yesNoOptions,
} from './options.js';

const itineraryStop = z.object({ city: name(), arrivalDate: isoDate(), departureDate: isoDate() });

// The spec names some fields loosely ("passport type", "visa type"); those become passportType
// and visaType. Everything else keeps the spec's spelling, typos included (residance, emrgency…),
// because existing records and the admin views use them.
const visaObject = z.object({
  AAN: code({ optional: true }),
  firstName: name(),
  middleName: name({ optional: true }),
  lastName: name(),
  dob: pastDate(),
  gender: option(genderOptions),
  placeOfBirth: name(),
  countryOfBirth: countryCode(),
  phone: phone(),
  nationId: code(),
  passportType: option(passportTypeOptions),
  marital: option(maritalOptions),
  residance: address(),
  visaType: option(visaTypeOptions),
  service: option(serviceOptions),
  validity: wholeNumber(1, 120),
  work: option(workOptions),
  experience: months(),
  duration: wholeNumber(1, 120),
  company: name({ optional: true }),
  position: name({ optional: true }),
  education: option(educationOptions),
  institution: name(),
  spouseName: name({ optional: true }),
  spouseNationality: name({ optional: true }),
  spouseOccupation: name({ optional: true }),
  spouseDateofbirth: pastDate({ optional: true }),
  spousecityOfBirth: name({ optional: true }),
  spousefatherName: name({ optional: true }),
  spousefatherNationality: name({ optional: true }),
  spousefatherDateOfBirth: pastDate({ optional: true }),
  spousemotherName: name({ optional: true }),
  spousemotherNationality: name({ optional: true }),
  relativeAvailable: option(yesNoOptions),
  relativeName: name({ optional: true }),
  relativeRelationship: name({ optional: true }),
  relativePhone: phone({ optional: true }),
  dateOfArrival: isoDate(),
  flightNumber: code({ optional: true }),
  cityOfArrival: name(),
  itinerary: z
    .array(itineraryStop, { error: () => MSG.itineraryEmpty })
    .check(z.minLength(1, MSG.itineraryEmpty), z.maxLength(LIMITS.itineraryRows, MSG.tooMany)),
  exitDate: isoDate(),
  exitFlightNumber: code({ optional: true }),
  exitCity: name(),
  inviteName: name({ optional: true }),
  inviteRelation: name({ optional: true }),
  inviteCity: name({ optional: true }),
  invitePhone: phone({ optional: true }),
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

export const VISA_RELATIVE_FIELDS = [
  'relativeName',
  'relativeRelationship',
  'relativePhone',
] as const satisfies readonly (keyof VisaFields)[];

export const visaBlocks: Block<VisaFields>[] = [
  block('spouse', { marital: 'Married' }, VISA_SPOUSE_FIELDS),
  block('relative', { relativeAvailable: 'Yes' }, VISA_RELATIVE_FIELDS),
];

// Dates are 'YYYY-MM-DD', so string order is date order; a malformed one is reported elsewhere.
const tripDatesInOrder: CrossCheck<VisaFields> = (v, ctx) => {
  if (v.exitDate < v.dateOfArrival) issue(ctx, ['exitDate'], MSG.dateOrder);
  v.itinerary.forEach((stop, index) => {
    if (stop.departureDate < stop.arrivalDate)
      issue(ctx, ['itinerary', index, 'departureDate'], MSG.dateOrder);
  });
};

export const visaSchema = withBlocks(visaObject, visaBlocks, [tripDatesInOrder]);
export const visaStoredSchema = withBlocks(z.extend(visaObject, storedApplicationShape), visaBlocks, [
  tripDatesInOrder,
]);

export type VisaApplicationInput = z.input<typeof visaSchema>;
export type VisaApplication = z.output<typeof visaSchema>;
export type StoredVisaApplication = z.output<typeof visaStoredSchema>;
export type ItineraryStop = z.output<typeof itineraryStop>;

export const visaFieldLabels = fieldLabelsFor('visa', visaObject.shape);
export const visaFieldOptions = optionListsOf(visaObject.shape);
export const itineraryFieldLabels = fieldLabelsFor('visaItinerary', itineraryStop.shape);

export const visaIdentity: Identity = {
  names: [['firstName', 'middleName', 'lastName']],
  contacts: ['phone', 'nationId'],
  emails: [],
  search: {
    firstName: 'firstName',
    lastName: 'lastName',
    wholeNames: [],
    phones: ['phone'],
    ids: ['nationId'],
  },
};

/** Spellings of the earlier public form (spec §3). */
export const VISA_FIELD_VARIANTS = { instituition: 'institution' } as const;

export function normalizeVisaRecord(raw: Record<string, unknown>): Record<string, unknown> {
  return renameVariants(raw, VISA_FIELD_VARIANTS);
}
