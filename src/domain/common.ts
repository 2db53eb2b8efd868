// The schemas here and in the other domain modules are built with zod/mini: its functions
// tree-shake, where zod classic's method-chaining API brings the whole library into every form's
// JavaScript. The server keeps classic for its own schemas; both share zod's core.
import * as z from 'zod/mini';
import { compactPhone, isValidContactPhone, STORED_PHONE_PATTERN } from './phone.js';

/**
 * Size limits shared by the forms, the API and the Firestore rules, so a record one accepts is
 * never refused by another.
 */
export const LIMITS = {
  name: 100,
  address: 200,
  text: 1000,
  email: 254,
  /** Codes and numbers people type: AAN, P.O. Box, flight, block and plot numbers. */
  code: 50,
  months: 1200,
  employees: 1_000_000,
  /** Any amount of money in shillings. */
  amount: 1_000_000_000_000,
  /** Visa itinerary stops: more than any visitor's trip, few enough to keep a record small. */
  itineraryRows: 20,
  uid: 128,
  /** A staff list's search (lists/listView.ts), and so the search an export's filter names. */
  search: 100,
} as const;

/**
 * What stored values look like, as regular-expression sources the Firestore rules can reuse
 * (`value.matches(…)`). References and upload paths have theirs in reference.ts and uploads.ts.
 */
export const PATTERNS = {
  isoDate: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  year: '^[0-9]{4}$',
  nida: '^[0-9]{20}$',
  tin: '^[0-9]{9}$',
  countryCode: '^[A-Z]{2}$',
  phone: STORED_PHONE_PATTERN,
} as const;

const matches = (pattern: string) => {
  const regex = new RegExp(pattern);
  return (value: string) => regex.test(value);
};

/** Error messages are i18n keys under "validation"; the UI translates them. */
export const MSG = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  invalid: 'validation.invalid',
  email: 'validation.email',
  phone: 'validation.phone',
  paymentPhone: 'validation.paymentPhone',
  date: 'validation.date',
  pastDate: 'validation.pastDate',
  dateOrder: 'validation.dateOrder',
  year: 'validation.year',
  option: 'validation.option',
  number: 'validation.number',
  numberRange: 'validation.numberRange',
  nida: 'validation.nida',
  tin: 'validation.tin',
  country: 'validation.country',
  file: 'validation.file',
  reference: 'validation.reference',
  itineraryEmpty: 'validation.itineraryEmpty',
  tooMany: 'validation.tooMany',
  salaryOrder: 'validation.salaryOrder',
  companyOffline: 'validation.companyOffline',
  entityOffline: 'validation.entityOffline',
  foreignLink: 'validation.foreignLink',
  // Trip dates and passports (visa.ts).
  futureDate: 'validation.dates.future',
  stopOutsideTrip: 'validation.dates.stopOutsideTrip',
  stopOrder: 'validation.dates.stopOrder',
  passportExpiry: 'validation.visa.passportExpiry',
  passportNumber: 'validation.visa.passportNumber',
  // The AAN (agents.ts).
  agentUnknown: 'validation.agent.unknown',
} as const;

type Options = { optional?: boolean };

/** A Firestore auto id or any id without a slash or dots that a path could misread; short enough to log. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const documentIdSchema = z
  .string({ error: () => MSG.required })
  .check(z.regex(DOCUMENT_ID_PATTERN, MSG.invalid));
type Finished<S extends z.ZodMiniType, O extends Options> = O extends { optional: true }
  ? z.ZodMiniOptional<S>
  : S;

/** A missing key and a value of the wrong type get different messages. */
function typeError(issue: { input?: unknown }) {
  return issue.input === undefined || issue.input === null ? MSG.required : MSG.invalid;
}

/**
 * Trimmed text, optionally with a format `test` applied when it is not empty. Optional fields
 * accept '' (an untouched input); the application schemas drop empty strings before storing.
 */
function textSchema(max: number, required: boolean, test?: (value: string) => boolean, message?: string) {
  const checks: z.core.$ZodCheck<string>[] = [z.trim(), z.maxLength(max, MSG.tooLong)];
  if (required) checks.push(z.minLength(1, MSG.required));
  if (test) checks.push(z.refine((value: string) => value === '' || test(value), message));
  return z.string({ error: typeError }).check(...checks);
}

function finish<S extends z.ZodMiniType, O extends Options>(
  schema: S,
  options: O | undefined,
): Finished<S, O> {
  return (options?.optional ? z.optional(schema) : schema) as Finished<S, O>;
}

const isRequired = (options: Options | undefined) => !options?.optional;

export function text<O extends Options = object>(max: number, options?: O) {
  return finish(textSchema(max, isRequired(options)), options);
}

export const name = <O extends Options = object>(options?: O) => text(LIMITS.name, options);
export const address = <O extends Options = object>(options?: O) => text(LIMITS.address, options);
export const longText = <O extends Options = object>(options?: O) => text(LIMITS.text, options);
export const code = <O extends Options = object>(options?: O) => text(LIMITS.code, options);

export const email = <O extends Options = object>(options?: O) =>
  finish(
    textSchema(LIMITS.email, isRequired(options), (value) => z.regexes.email.test(value), MSG.email),
    options,
  );

export const phone = <O extends Options = object>(options?: O) =>
  finish(
    z.pipe(textSchema(30, isRequired(options), isValidContactPhone, MSG.phone), z.transform(compactPhone)),
    options,
  );

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_YEAR = 1900;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= EARLIEST_YEAR && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A calendar date as 'YYYY-MM-DD': what <input type="date"> gives, and sortable as a string. */
export const isoDate = <O extends Options = object>(options?: O) =>
  finish(textSchema(10, isRequired(options), isIsoDate, MSG.date), options);

/** Birth dates and the like: a real date, not after today. */
export const pastDate = <O extends Options = object>(options?: O) =>
  finish(
    textSchema(10, isRequired(options), isIsoDate, MSG.date).check(
      z.refine((value) => value === '' || !isIsoDate(value) || value <= todayIso(), MSG.pastDate),
    ),
    options,
  );

/** Trip dates and the like: a real date after today (UTC, as todayIso; the API checks the same way). */
export const futureDate = <O extends Options = object>(options?: O) =>
  finish(
    textSchema(10, isRequired(options), isIsoDate, MSG.date).check(
      z.refine((value) => value === '' || !isIsoDate(value) || value > todayIso(), MSG.futureDate),
    ),
    options,
  );

/**
 * The same day `count` months later, or the month's last day when it has no such day (31 August
 * and six months: 28 or 29 February). Takes and gives 'YYYY-MM-DD'.
 */
export function addMonths(isoDay: string, count: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return todayIso(target);
}

/** 'YYYY-MM-DD' `count` days after `from` (today by default): fixtures and tests name trip days so. */
export function daysFrom(count: number, from: string = todayIso()): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return todayIso(date);
}

const isYear = matches(PATTERNS.year);
const isPastYear = (value: string) =>
  isYear(value) && Number(value) >= EARLIEST_YEAR && value <= todayIso().slice(0, 4);

export const year = <O extends Options = object>(options?: O) =>
  finish(textSchema(4, isRequired(options), isPastYear, MSG.year), options);

const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');
const isNida = matches(PATTERNS.nida);
const isTin = matches(PATTERNS.tin);

/** NIDA national identification number: 20 digits, often typed as 19900101-12345-00001-12. */
export const nida = <O extends Options = object>(options?: O) =>
  finish(
    z.pipe(
      textSchema(30, isRequired(options), (value) => isNida(withoutSeparators(value)), MSG.nida),
      z.transform(withoutSeparators),
    ),
    options,
  );

/** TRA taxpayer identification number: 9 digits, often typed as 123-456-789. */
export const tinNumber = <O extends Options = object>(options?: O) =>
  finish(
    z.pipe(
      textSchema(15, isRequired(options), (value) => isTin(withoutSeparators(value)), MSG.tin),
      z.transform(withoutSeparators),
    ),
    options,
  );

/** ISO 3166-1 alpha-2; names come from src/domain/countries/ in the user's language. */
export const countryCode = <O extends Options = object>(options?: O) =>
  finish(textSchema(LIMITS.code, isRequired(options), matches(PATTERNS.countryCode), MSG.country), options);

/** Whole numbers from number inputs (react-hook-form `valueAsNumber` gives NaN when empty). */
export function wholeNumber(min: number, max: number) {
  return z
    .number({
      // An emptied number input gives NaN; a draft saved to JSON brings it back as null.
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? MSG.required
          : MSG.number,
    })
    .check(z.int(MSG.number), z.gte(min, MSG.numberRange), z.lte(max, MSG.numberRange));
}

export const months = () => wholeNumber(0, LIMITS.months);
export const amount = () => wholeNumber(0, LIMITS.amount);

/** One value of an option list; an empty select and a foreign value both mean "choose one". */
/** An option list's values and the translation key of each (see options.ts). */
export type OptionList = { list: string; values: readonly string[]; labels: Record<string, string> };

const LIST_OF_SCHEMA = new WeakMap<object, OptionList>();

/** A choice from an option list; the schema remembers its list, so forms and views can show it. */
export function option<const V extends readonly [string, ...string[]]>(list: {
  list: string;
  values: V;
  labels: Record<V[number], string>;
}) {
  const schema = z.enum(list.values, { error: () => MSG.option });
  LIST_OF_SCHEMA.set(schema, list);
  return schema;
}

/** The option list of each choice field of an object schema's shape (optional ones included). */
export function optionListsOf(shape: Record<string, unknown>): Record<string, OptionList> {
  return Object.fromEntries(
    Object.entries(shape).flatMap(([field, schema]) => {
      const def = (schema as { _zod?: { def?: { type?: string; innerType?: object } } })?._zod?.def;
      const inner = def?.type === 'optional' ? def.innerType : schema;
      const list = inner && typeof inner === 'object' ? LIST_OF_SCHEMA.get(inner) : undefined;
      return list ? [[field, list]] : [];
    }),
  );
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
