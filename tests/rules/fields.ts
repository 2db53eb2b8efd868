// What each field of each application may hold, and so which values the rules suite tries in it.
// Read from the domain (src/test/rulesDomain/): text limits, option lists, number ranges, upload
// areas, which fields are optional and which answers open blocks all come from the schemas, so a
// new plain field needs nothing here. Only what a schema cannot say is written here: the values to
// try in a field with a format of its own (a date, a phone number…), keyed by the schemas' field
// labels, and the fields a case needs beside the one it tries.
import { brelaFieldLabels } from '../../src/domain/brela.ts';
import { businessFieldLabels } from '../../src/domain/business.ts';
import { LIMITS } from '../../src/domain/common.ts';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { tinFieldLabels } from '../../src/domain/tin.ts';
import { UPLOAD_PREFIXES, type UploadArea } from '../../src/domain/uploads.ts';
import { visaFieldLabels } from '../../src/domain/visa.ts';
import { baseFor, domainFields, requirementOf, type DomainField } from '../../src/test/rulesDomain/index.ts';
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

const EMAIL = { type: 'email' } as const;
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

type Labels = {
  visa: typeof visaFieldLabels;
  tin: typeof tinFieldLabels;
  brela: typeof brelaFieldLabels;
  business: typeof businessFieldLabels;
};

/** The fields whose schema checks a format of its own, with the values to try in each. */
const FORMATS: { [K in ApplicationKind]: Partial<Record<keyof Labels[K], FieldSpec>> } = {
  visa: {
    dob: DATE,
    countryOfBirth: COUNTRY,
    phone: PHONE,
    spouseDateofbirth: DATE,
    spousefatherDateOfBirth: DATE,
    relativePhone: PHONE,
    dateOfArrival: DATE,
    exitDate: DATE,
    invitePhone: PHONE,
    emrgencyPhone: PHONE,
  },
  tin: {
    tin: TIN,
    phone: PHONE,
    nida: NIDA,
    doBirth: DATE,
    mobile: PHONE,
    soleDob: DATE,
    solePhone: PHONE,
    spouseTin: TIN,
    certDate: DATE,
    landTin: TIN,
    commenceDate: DATE,
  },
  brela: {
    email: EMAIL,
    phone: PHONE,
    OwnerDoB: DATE,
    OwnerNIDA: NIDA,
    OwnerEmail: EMAIL,
    OwnerPhone: PHONE,
    AddressEmail: EMAIL,
  },
  business: { Nida: NIDA, Phone: PHONE, MPhone: PHONE, pSchoolYear: YEAR },
};

/** Fields every case of a field needs beside it. */
const WITH: { [K in ApplicationKind]?: Partial<Record<keyof Labels[K], Fields>> } = {
  tin: { minSalary: { maxSalary: LIMITS.amount }, maxSalary: { minSalary: 0 } },
};

function specOf(kind: ApplicationKind, field: DomainField): FieldSpec {
  const format = (FORMATS[kind] as Record<string, FieldSpec | undefined>)[field.name];
  const where = `tests/rules/fields.ts: ${kind} field \`${field.name}\``;
  if (format && field.shape.type !== 'format')
    throw new Error(`${where} is in FORMATS, but its schema checks no format of its own`);
  if (field.gate) return { type: 'gate' };
  switch (field.shape.type) {
    case 'text':
      return { type: 'text', max: field.shape.max };
    case 'format':
      if (!format) throw new Error(`${where} checks a format of its own: say in FORMATS which values to try`);
      return format;
    case 'option':
      return { type: 'option', values: field.shape.values };
    case 'whole':
      return { type: 'whole', min: field.shape.min, max: field.shape.max };
    case 'upload':
      return { type: 'upload', area: field.shape.area };
    case 'list':
      return { type: 'itinerary' };
    default:
      throw new Error(`${where} holds a ${field.shape.type} that opens no block: say how to try it`);
  }
}

/** The named record a field is tried in (see baseFor). */
function baseOf<K extends ApplicationKind>(kind: K, field: string): BaseName<K> {
  const base = baseFor(kind, field);
  if (!base) throw new Error(`tests/rules/fields.ts: no named record of ${kind} asks for ${field}`);
  return base as BaseName<K>;
}

function fieldRules<K extends ApplicationKind>(kind: K): Record<string, FieldRule<K>> {
  const withs = (WITH[kind] ?? {}) as Record<string, Fields | undefined>;
  return Object.fromEntries(
    domainFields(kind).map((field) => {
      const base = baseOf(kind, field.name);
      const rule: FieldRule<K> = {
        ...specOf(kind, field),
        ...(requirementOf(field) === 'optional' ? { optional: true } : {}),
        ...(base === 'full' ? {} : { base }),
        ...(withs[field.name] ? { with: withs[field.name] } : {}),
      };
      return [field.name, rule];
    }),
  );
}

export const FIELDS: { [K in ApplicationKind]: Record<string, FieldRule<K>> } = {
  visa: fieldRules('visa'),
  tin: fieldRules('tin'),
  brela: fieldRules('brela'),
  business: fieldRules('business'),
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
