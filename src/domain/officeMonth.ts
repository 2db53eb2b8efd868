// The agency's month, as officeDay.ts has its day: an agent's statement covers a calendar month in
// Dar es Salaam, whatever the zone of the server or the browser. No zod here: the statement screens
// load it to pick a month.
import { formatLanguage } from './format.js';
import type { AppLanguage } from './kinds.js';
import { todayInDarEsSalaam } from './officeDay.js';
import { EAT_OFFSET_MS } from './timeZone.js';

/** A month as the statements name it: 'YYYY-MM'. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const MONTH_REGEX = new RegExp(MONTH_PATTERN);

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH_REGEX.test(value);
}

/** The month an instant falls in, in Dar es Salaam: 22:30 UTC on 31 January is in February there. */
export function monthInDarEsSalaam(at: Date | number = new Date()): string {
  return todayInDarEsSalaam(at).slice(0, 7);
}

const parts = (month: string) => month.split('-').map(Number) as [number, number];

/** The first instant of the month in Dar es Salaam, and the first of the next: [start, end). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, number] = parts(month);
  const midnight = (monthIndex: number) => {
    const date = new Date(0);
    // setUTCFullYear, unlike Date.UTC, leaves years 0-99 alone; month 12 rolls into the next year.
    date.setUTCFullYear(year, monthIndex, 1);
    return new Date(date.getTime() - EAT_OFFSET_MS);
  };
  return { start: midnight(number - 1), end: midnight(number) };
}

/** Whether the month is over in Dar es Salaam: nothing can happen in it any more. */
export function monthIsOver(month: string, now: Date = new Date()): boolean {
  return now.getTime() >= monthBounds(month).end.getTime();
}

/** The month `count` months after `month` (before it, for a negative count). */
export function addToMonth(month: string, count: number): string {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month a 'YYYY-MM-DD' day belongs to. */
export const monthOfDay = (day: string) => day.slice(0, 7);

const LOCALES = { en: 'en-TZ', sw: 'sw-TZ' } as const satisfies Record<AppLanguage, string>;
const monthNames = new Map<AppLanguage, Intl.DateTimeFormat>();

/** "March 2026", "Machi 2026": a month as people read it. */
export function formatMonth(month: string, lang: AppLanguage): string {
  const known = formatLanguage(lang);
  let names = monthNames.get(known);
  if (!names) {
    // The month is held as its first day at UTC midnight and read back in UTC: it has no zone.
    names = new Intl.DateTimeFormat(LOCALES[known], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthNames.set(known, names);
  }
  const [year, number] = parts(month);
  return names.format(Date.UTC(year, number - 1, 1));
}

/** The `count` months up to and including `last`, newest first: what a month picker offers. */
export function recentMonths(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, back) => addToMonth(last, -back));
}
