// What each field of each application may hold, in the domain's own terms (LIMITS, option lists,
// upload areas). The tables are keyed by the schemas' field labels, so a field added to a schema
// does not compile here until it says how the rules should treat it.
import { brelaFieldLabels } from '../../src/domain/brela.ts';
import { businessFieldLabels } from '../../src/domain/business.ts';
import { LIMITS } from '../../src/domain/common.ts';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import {
  businessOwnershipOptions,
  educationOptions,
  genderOptions,
  passportTypeOptions,
  serviceOptions,
  soleBusinessInfoOptions,
  visaTypeOptions,
  workOptions,
  yesNoOptions,
} from '../../src/domain/options.ts';
import { tinFieldLabels } from '../../src/domain/tin.ts';
import { UPLOAD_PREFIXES, type UploadArea } from '../../src/domain/uploads.ts';
import { visaFieldLabels } from '../../src/domain/visa.ts';
import type { BaseName, Fields } from './fixtures.ts';

export type FieldSpec =
  | { type: 'text'; max: number }
  | { type: 'email' }
  | { type: 'pattern'; valid: readonly string[]; invalid: readonly string[] }
  | { type: 'option'; values: readonly string[] }
  | { type: 'whole'; min: number; max: number }
  | { type: 'upload'; area: UploadArea }
  /** Decides which block is shown; its cases are in the service's own table. */
  | { type: 'gate' }
  | { type: 'itinerary' };

export type FieldRule<K extends ApplicationKind> = FieldSpec & {
  optional?: boolean;
  /** The record the field is tampered in (default: `full`). */
  base?: BaseName<K>;
  /** Other fields every case of this one needs (salaries stay in order). */
  with?: Fields;
};

const text = (max: number) => ({ type: 'text', max }) as const;
const NAME = text(LIMITS.name);
const ADDRESS = text(LIMITS.address);
const LONG_TEXT = text(LIMITS.text);
const CODE = text(LIMITS.code);
const EMAIL = { type: 'email' } as const;
const GATE = { type: 'gate' } as const;
const option = (list: { values: readonly string[] }) => ({ type: 'option', values: list.values }) as const;
const whole = (min: number, max: number) => ({ type: 'whole', min, max }) as const;
const upload = (area: UploadArea) => ({ type: 'upload', area }) as const;
const pattern = (valid: readonly string[], invalid: readonly string[]) =>
  ({ type: 'pattern', valid, invalid }) as const;

// Stored forms (src/domain/common.ts PATTERNS): the forms normalise what people type, so a
// typed-looking value ("0754 123 456") is not what a form saves.
const DATE = pattern([], ['2026-3-10', '10/03/2026', '2026-03-10T08:00']);
const YEAR = pattern(['1900'], ['95', '1995 ', 'MCMXCV']);
const PHONE = pattern(['123456789', '+123456789012345'], ['12345678', '+1234567890123456', '0754 123 456']);
const NIDA = pattern(['00000000000000000000'], ['1990041514123000012', '19900415-14123-00001-25']);
const TIN = pattern(['000000000'], ['12345678', '123-456-789']);
const COUNTRY = pattern(['TZ'], ['tz', 'TZA']);
const optional = <S extends FieldSpec>(spec: S) => ({ ...spec, optional: true });

export const VISA_FIELDS = {
  AAN: optional(CODE),
  firstName: NAME,
  middleName: optional(NAME),
  lastName: NAME,
  dob: DATE,
  gender: option(genderOptions),
  placeOfBirth: NAME,
  countryOfBirth: COUNTRY,
  phone: PHONE,
  nationId: CODE,
  passportType: option(passportTypeOptions),
  marital: GATE,
  residance: ADDRESS,
  visaType: option(visaTypeOptions),
  service: option(serviceOptions),
  validity: whole(1, 120),
  work: option(workOptions),
  experience: whole(0, LIMITS.months),
  duration: whole(1, 120),
  company: optional(NAME),
  position: optional(NAME),
  education: option(educationOptions),
  institution: NAME,
  spouseName: NAME,
  spouseNationality: NAME,
  spouseOccupation: NAME,
  spouseDateofbirth: DATE,
  spousecityOfBirth: NAME,
  spousefatherName: NAME,
  spousefatherNationality: NAME,
  spousefatherDateOfBirth: DATE,
  spousemotherName: NAME,
  spousemotherNationality: NAME,
  relativeAvailable: GATE,
  relativeName: NAME,
  relativeRelationship: NAME,
  relativePhone: PHONE,
  dateOfArrival: DATE,
  flightNumber: optional(CODE),
  cityOfArrival: NAME,
  itinerary: { type: 'itinerary' },
  exitDate: DATE,
  exitFlightNumber: optional(CODE),
  exitCity: NAME,
  inviteName: optional(NAME),
  inviteRelation: optional(NAME),
  inviteCity: optional(NAME),
  invitePhone: optional(PHONE),
  emrgencyName: NAME,
  emrgencyPhone: PHONE,
  emrgencyRelation: NAME,
} satisfies Record<keyof typeof visaFieldLabels, FieldRule<'visa'>>;

const existingTin = <S extends FieldSpec>(spec: S) => ({ ...spec, base: 'existing' as const });
const MONEY = whole(0, LIMITS.amount);

export const TIN_FIELDS = {
  AAN: optional(CODE),
  hasTin: GATE,
  fullName: existingTin(NAME),
  tin: existingTin(TIN),
  phone: existingTin(PHONE),
  nida: NIDA,
  bornDistrict: NAME,
  pSchool: NAME,
  districtLive: NAME,
  mamasName: NAME,
  regionBorn: NAME,
  residentAddress: ADDRESS,
  fName: NAME,
  mName: optional(NAME),
  lName: NAME,
  doBirth: DATE,
  mobile: PHONE,
  reasonForTin: GATE,
  bType: GATE,
  soleFname: NAME,
  soleMname: optional(NAME),
  soleLname: NAME,
  soleDob: DATE,
  solePhone: PHONE,
  soleBinfo: option(soleBusinessInfoOptions),
  soleSpouse: GATE,
  spouseFname: NAME,
  spouseTin: TIN,
  regNumber: CODE,
  certDate: DATE,
  tradeName: NAME,
  regCert: optional(upload('tin')),
  consForm: optional(upload('tin')),
  bRegion: NAME,
  bDistrict: NAME,
  bWard: NAME,
  bStreet: ADDRESS,
  proName: optional(NAME),
  rented: GATE,
  landTin: TIN,
  leeseAgree: optional(upload('tin')),
  bEmployee: whole(0, LIMITS.employees),
  minSalary: { ...MONEY, with: { maxSalary: LIMITS.amount } },
  maxSalary: { ...MONEY, with: { minSalary: 0 } },
  estAnnualTurn: MONEY,
  commenceDate: DATE,
  ecoActivity: NAME,
} satisfies Record<keyof typeof tinFieldLabels, FieldRule<'tin'>>;

export const BRELA_FIELDS = {
  AAN: optional(CODE),
  Bname: NAME,
  businessOwnership: option(businessOwnershipOptions),
  localAddressType: GATE,
  region: optional(NAME),
  district: optional(NAME),
  ward: optional(NAME),
  unsurveyedAddress: ADDRESS,
  poBox: CODE,
  email: EMAIL,
  phone: PHONE,
  businessActivities: LONG_TEXT,
  ownershipType: GATE,
  Ownerfname: NAME,
  OwnerMname: optional(NAME),
  OwnerLname: NAME,
  OwnerDoB: DATE,
  OwnerNIDA: NIDA,
  OwnerEmail: EMAIL,
  OwnerPhone: PHONE,
  AddressType: GATE,
  Region: NAME,
  District: NAME,
  Ward: NAME,
  UnsurveyedAddress: ADDRESS,
  POBox: CODE,
  AddressEmail: EMAIL,
  BankOperator: option(yesNoOptions),
} satisfies Record<keyof typeof brelaFieldLabels, FieldRule<'brela'>>;

export const BUSINESS_FIELDS = {
  AAN: optional(CODE),
  Nida: NIDA,
  Phone: PHONE,
  Fname: NAME,
  Mname: optional(NAME),
  Lname: NAME,
  pSchool: NAME,
  pDistrict: NAME,
  MFname: NAME,
  MMname: optional(NAME),
  MLname: NAME,
  MPhone: optional(PHONE),
  wardNida: NAME,
  wardBirth: NAME,
  pSchoolYear: YEAR,
  bName: NAME,
  bActivity: NAME,
  bRegion: NAME,
  bCouncil: NAME,
  bWard: NAME,
  bStreet: ADDRESS,
  blockNo: optional(CODE),
  plotNo: optional(CODE),
  lordAttach: optional(upload('business')),
} satisfies Record<keyof typeof businessFieldLabels, FieldRule<'business'>>;

export const FIELDS: { [K in ApplicationKind]: Record<string, FieldRule<K>> } = {
  visa: VISA_FIELDS,
  tin: TIN_FIELDS,
  brela: BRELA_FIELDS,
  business: BUSINESS_FIELDS,
};

export type Expectation = 'allow' | 'deny';
export type FieldCase = { title: string; value: unknown; expect: Expectation };

const OTHER_AREA: Record<UploadArea, UploadArea> = { tin: 'business', business: 'tin' };

/** The values to try in a field, with what the rules must do with each. */
export function valuesToTry(spec: FieldSpec): FieldCase[] {
  const deny = (title: string, value: unknown): FieldCase => ({ title, value, expect: 'deny' });
  const allow = (title: string, value: unknown): FieldCase => ({ title, value, expect: 'allow' });
  switch (spec.type) {
    case 'text':
      return [
        deny('a number', 42),
        deny('blank text', '  \u00a0 '),
        deny(`text over ${spec.max} characters`, 'x'.repeat(spec.max + 1)),
        allow(`text of exactly ${spec.max} characters`, 'x'.repeat(spec.max)),
      ];
    case 'email': {
      const domain = '@example.tz';
      return [
        deny('a number', 42),
        deny('a malformed email', 'asha.example.co.tz'),
        deny(
          `an email over ${LIMITS.email} characters`,
          'a'.repeat(LIMITS.email + 1 - domain.length) + domain,
        ),
        allow(
          `an email of exactly ${LIMITS.email} characters`,
          'a'.repeat(LIMITS.email - domain.length) + domain,
        ),
      ];
    }
    case 'pattern':
      return [
        deny('a number', 42),
        ...spec.invalid.map((value) => deny(`'${value}'`, value)),
        ...spec.valid.map((value) => allow(`'${value}'`, value)),
      ];
    case 'option':
      return [
        deny('a number', 42),
        deny('a value not on the list', 'Other'),
        deny('a value in the wrong case', spec.values[0]!.toLowerCase()),
        ...spec.values.map((value) => allow(`'${value}'`, value)),
      ];
    case 'whole':
      return [
        deny('text', String(spec.min + 1)),
        deny('a fraction', spec.min + 1.5),
        deny(`less than ${spec.min}`, spec.min - 1),
        deny(`more than ${spec.max}`, spec.max + 1),
        allow(`${spec.min}`, spec.min),
        allow(`${spec.max}`, spec.max),
        ...(spec.min === 0 ? [allow('-0 (a number box gives it for "-0")', -0)] : []),
      ];
    case 'upload': {
      const prefix = UPLOAD_PREFIXES[spec.area];
      const id = '0123456789abcdef0123456789abcdef';
      return [
        deny('a number', 42),
        deny("another area's path", `${UPLOAD_PREFIXES[OTHER_AREA[spec.area]]}${id}.pdf`),
        deny('a path climbing out', `${prefix}../${id}.pdf`),
        deny('a name the API did not choose', `${prefix}1767225600000_a.pdf`),
        deny('an id in capitals', `${prefix}${id.toUpperCase()}.pdf`),
        deny('an id one digit short', `${prefix}${id.slice(1)}.pdf`),
        deny('another extension', `${prefix}${id}.pdf.html`),
        deny('a public URL', `https://storage.example.com/${prefix}${id}.pdf`),
        allow('a name the API chose', `${prefix}${id}.pdf`),
      ];
    }
    case 'gate':
    case 'itinerary':
      return [];
  }
}

/** Every text of a record at its limit, in a two-byte letter: lengths count characters. */
export function atLimits<K extends ApplicationKind>(kind: K, fields: Fields): Fields {
  const rules = FIELDS[kind] as Record<string, FieldRule<K>>;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const rule = rules[key];
      return [key, rule?.type === 'text' ? 'é'.repeat(rule.max) : value];
    }),
  );
}
