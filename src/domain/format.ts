import { APP_LANGUAGES, type AppLanguage } from './kinds.js';
import { TIME_ZONE } from './timeZone.js';

// The one way the app writes dates, times and numbers for people, in either language, the way
// Tanzania reads them: day before month, 24-hour clock, Dar es Salaam time. Money is formatTsh,
// built on formatWholeNumber below; it stays in money.ts beside CURRENCY so that the two modules
// do not import each other.

// The Tanzanian variants order the day first ("23 Nov 2026"); plain "en" would write "Nov 23".
const LOCALES = { en: 'en-TZ', sw: 'sw-TZ' } as const satisfies Record<AppLanguage, string>;

/** The app language to format for, from i18next's language code; anything else reads English. */
export function formatLanguage(language: string | undefined): AppLanguage {
  return APP_LANGUAGES.find((code) => code === language) ?? 'en';
}

/** One formatter per language, made on first use: Intl objects are slow to build on phones. */
function perLanguage<T>(
  make: (locale: string) => T,
  locales: Record<AppLanguage, string> = LOCALES,
): (lang: AppLanguage) => T {
  const made = new Map<AppLanguage, T>();
  return (lang) => {
    // Some callers cast i18next's code to AppLanguage; an unknown one must not reach Intl, which
    // would fall back to the machine's own locale.
    const known = formatLanguage(lang);
    let formatter = made.get(known);
    if (formatter === undefined) {
      formatter = make(locales[known]);
      made.set(known, formatter);
    }
    return formatter;
  };
}

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;
// h23, not hour12: false, which some engines render as "24:05" after midnight.
const HOURS_MINUTES = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const instantDates = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { ...DAY_MONTH_YEAR, timeZone: TIME_ZONE }),
);
// A typed calendar date has no zone: it is held as that day's UTC midnight and read back in UTC.
const calendarDates = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { ...DAY_MONTH_YEAR, timeZone: 'UTC' }),
);
const instantTimes = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { ...DAY_MONTH_YEAR, ...HOURS_MINUTES, timeZone: TIME_ZONE }),
);
const numbers = perLanguage((locale) => new Intl.NumberFormat(locale));
const wholeNumbers = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/**
 * How both languages' locales group a whole number's digits: in threes, with a comma (a unit test
 * holds each language to Intl). The public pages show prices while the app takes them over, and
 * the first Intl.NumberFormat a page builds costs 12-17 ms of ICU set-up, four times that on a phone.
 */
const THOUSANDS_SEPARATOR = ',';
const EVERY_THIRD_DIGIT_FROM_THE_RIGHT = /\B(?=(\d{3})+$)/g;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A "YYYY-MM-DD" day as UTC midnight, or NaN when it is not a real day. */
function calendarDateMillis(value: string): number {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not turn years 0-99 into 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : Number.NaN;
}

/** Whether formatDate can show this text as a day (what the forms store for dates). */
export function isCalendarDate(value: string): boolean {
  return !Number.isNaN(calendarDateMillis(value));
}

/**
 * "23 Nov 2026" (Kiswahili months in sw: "5 Des 2026"): the day of an instant (milliseconds) in
 * Dar es Salaam, or of a typed "YYYY-MM-DD" date, which names the same day everywhere. Throws a
 * RangeError for text that is not such a date, as Intl does for an invalid time.
 */
export function formatDate(value: number | string, lang: AppLanguage): string {
  if (typeof value === 'number') return instantDates(lang).format(value);
  const millis = calendarDateMillis(value);
  if (Number.isNaN(millis)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return calendarDates(lang).format(millis);
}

/** "23 Nov 2026, 16:17": an instant (milliseconds) as read on a clock in Dar es Salaam. */
export function formatDateTime(millis: number, lang: AppLanguage): string {
  return instantTimes(lang).format(millis);
}

/** "1,234.5": a count or measure, grouped as the language's locale groups digits. */
export function formatNumber(value: number, lang: AppLanguage): string {
  return numbers(lang).format(value);
}

/** "300,000": rounded to a whole number, as amounts of money are shown. */
export function formatWholeNumber(value: number, lang: AppLanguage): string {
  // Halves round away from zero, as Intl rounds them.
  const whole = Math.round(Math.abs(value));
  // NaN, infinities and numbers past 2^53 (not exact, written with exponents): Intl's business.
  if (!Number.isSafeInteger(whole)) return wholeNumbers(lang).format(value);
  const digits = String(whole).replace(EVERY_THIRD_DIGIT_FROM_THE_RIGHT, THOUSANDS_SEPARATOR);
  // Intl writes the sign of anything below zero, -0 and what rounds to it included.
  return 1 / value < 0 ? `-${digits}` : digits;
}

// In the plain language, as countries/names.ts is generated: en-TZ would write "St Barthélemy".
const regionNamesIn = perLanguage(
  (locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }),
  { en: 'en', sw: 'sw' },
);

/**
 * A country's name from its ISO code, from the runtime's CLDR tables: the data the forms' own list
 * (countries/names.ts) is generated from, without shipping that table to screens that only read a
 * name or two. Undefined for a code that names no country.
 */
export function formatCountry(code: string, lang: AppLanguage): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  return regionNamesIn(lang).of(code.toUpperCase());
}
