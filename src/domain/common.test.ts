import * as z from 'zod/mini';
import {
  optionListsOf,
  countryCode,
  email,
  isBlank,
  isIsoDate,
  isoDate,
  LIMITS,
  MSG,
  name,
  nida,
  option,
  PATTERNS,
  pastDate,
  phone,
  tinNumber,
  todayIso,
  wholeNumber,
  year,
} from './common.js';
import { maritalOptions, yesNoOptions } from './options.js';
import { firstIssues } from '#unit/schemaIssues';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => firstIssues(schema, value)[''];

describe('text fields', () => {
  it('trims and enforces the length limit after trimming', () => {
    expect(name().parse('  Amina  ')).toBe('Amina');
    expect(name().parse('a'.repeat(LIMITS.name))).toHaveLength(LIMITS.name);
    expect(firstMessage(name(), 'a'.repeat(LIMITS.name + 1))).toBe(MSG.tooLong);
    expect(name().parse(`  ${'a'.repeat(LIMITS.name)}  `)).toHaveLength(LIMITS.name);
  });

  it('reports missing, blank and wrongly typed values with their own keys', () => {
    expect(firstMessage(name(), undefined)).toBe(MSG.required);
    expect(firstMessage(name(), '   ')).toBe(MSG.required);
    expect(firstMessage(name(), 42)).toBe(MSG.invalid);
  });

  it('lets optional fields be absent or empty but still limits them', () => {
    expect(name({ optional: true }).parse(undefined)).toBeUndefined();
    expect(name({ optional: true }).parse('')).toBe('');
    expect(firstMessage(name({ optional: true }), 'a'.repeat(LIMITS.name + 1))).toBe(MSG.tooLong);
  });
});

describe('formatted fields', () => {
  it('checks email addresses and their length', () => {
    expect(email().parse('asha@example.co.tz')).toBe('asha@example.co.tz');
    expect(firstMessage(email(), 'asha@')).toBe(MSG.email);
    expect(firstMessage(email(), `${'a'.repeat(250)}@x.tz`)).toBe(MSG.tooLong);
    expect(firstMessage(email(), '')).toBe(MSG.required);
    expect(email({ optional: true }).parse('')).toBe('');
  });

  it('accepts phone numbers with separators and stores them compact', () => {
    expect(phone().parse(' +255 712 345-678 ')).toBe('+255712345678');
    expect(phone().parse('(0712) 345 678')).toBe('0712345678');
    expect(firstMessage(phone(), '0712 34')).toBe(MSG.phone);
    expect(firstMessage(phone(), '0712abc345678')).toBe(MSG.phone);
    expect(firstMessage(phone(), '1234567890123456')).toBe(MSG.phone);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('15/01/2024')).toBe(false);
    expect(isIsoDate('1899-12-31')).toBe(false);
  });

  it('refuses birth dates in the future', () => {
    expect(pastDate().parse('1990-04-15')).toBe('1990-04-15');
    expect(pastDate().parse(todayIso())).toBe(todayIso());
    expect(firstMessage(pastDate(), '2999-01-01')).toBe(MSG.pastDate);
    expect(firstMessage(pastDate(), '1990-02-30')).toBe(MSG.date);
  });

  it('takes years from 1900 up to this one', () => {
    expect(year().parse('1995')).toBe('1995');
    expect(firstMessage(year(), '1899')).toBe(MSG.year);
    expect(firstMessage(year(), String(new Date().getUTCFullYear() + 1))).toBe(MSG.year);
  });

  it('stores NIDA and TIN numbers as digits only', () => {
    expect(nida().parse('19900415-14123-00001-25')).toBe('19900415141230000125');
    expect(firstMessage(nida(), '1990041514123000012')).toBe(MSG.nida);
    expect(tinNumber().parse('123-456-789')).toBe('123456789');
    expect(firstMessage(tinNumber(), '12345678')).toBe(MSG.tin);
  });

  it('takes ISO alpha-2 country codes only', () => {
    expect(countryCode().parse('TZ')).toBe('TZ');
    expect(firstMessage(countryCode(), 'Tanzania')).toBe(MSG.country);
    expect(firstMessage(countryCode(), 'tz')).toBe(MSG.country);
  });
});

describe('numbers and options', () => {
  it('treats an empty number input (NaN) as missing', () => {
    const schema = wholeNumber(1, 10);
    expect(firstMessage(schema, Number.NaN)).toBe(MSG.required);
    expect(firstMessage(schema, 2.5)).toBe(MSG.number);
    expect(firstMessage(schema, 11)).toBe(MSG.numberRange);
    expect(schema.parse(10)).toBe(10);
  });

  it('asks to choose an option for empty and foreign values alike', () => {
    const schema = option(yesNoOptions);
    expect(schema.parse('Yes')).toBe('Yes');
    expect(firstMessage(schema, '')).toBe(MSG.option);
    expect(firstMessage(schema, 'yes')).toBe(MSG.option);
  });

  it('remembers which list a choice field takes, optional or not', () => {
    const shape = { pet: option(yesNoOptions), kind: z.optional(option(maritalOptions)), note: name() };
    expect(optionListsOf(shape)).toEqual({ pet: yesNoOptions, kind: maritalOptions });
  });

  it('calls undefined, null and whitespace blank, but not 0 or false', () => {
    expect([undefined, null, '', '  '].every(isBlank)).toBe(true);
    expect([0, false, 'x', []].some(isBlank)).toBe(false);
  });
});

describe('PATTERNS', () => {
  it('match what the field builders store, for the Firestore rules to reuse', () => {
    const matches = (pattern: string, value: unknown) => new RegExp(pattern).test(String(value));
    expect(matches(PATTERNS.isoDate, isoDate().parse('2024-02-29'))).toBe(true);
    expect(matches(PATTERNS.year, year().parse('1995'))).toBe(true);
    expect(matches(PATTERNS.nida, nida().parse('19900415-14123-00001-25'))).toBe(true);
    expect(matches(PATTERNS.tin, tinNumber().parse('123 456 789'))).toBe(true);
    expect(matches(PATTERNS.countryCode, countryCode().parse('TZ'))).toBe(true);
    expect(matches(PATTERNS.phone, phone().parse('+255 (712) 345-678'))).toBe(true);
    expect(matches(PATTERNS.phone, '+255 712')).toBe(false);
  });
});
