import { TIME_ZONE } from './timeZone.js';

/** A day's milliseconds: what a period counted in days is counted in. */
export const DAY_MS = 24 * 60 * 60 * 1000;

// Apart from format.ts, which every form loads: only the staff's lists and requests need the day.
/**
 * Made once, on first use: making a formatter takes far longer than formatting with it, and the
 * reports name the day of every change they count (a month's campaign, some 100,000 of them).
 */
let dayFormat: Intl.DateTimeFormat | undefined;

/** Today's date in Dar es Salaam, YYYY-MM-DD: the agency's day, whatever the browser's clock zone. */
export function todayInDarEsSalaam(now: Date | number = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
  return dayFormat.format(now);
}
