// An export narrowed by dates: the applications submitted, paid or completed between two days of
// Dar es Salaam's, both included. The browser keeps what its list query reads that falls in them;
// the API counts the same with the same function (server/applications/exportedCount.ts).
import * as z from 'zod/mini';
import { isTimestampLike, timestampToMillis } from './meta.js';
import { EAT_OFFSET_MS } from './timeZone.js';

/** Which date an export's days are of, and the field that holds it. */
export const EXPORT_DATE_FIELDS = {
  submitted: 'createdAt',
  paid: 'paidAt',
  // Set when an application is finished (retention/finished.ts): completed, or rejected.
  completed: 'finishedAt',
} as const;
export type ExportDateOn = keyof typeof EXPORT_DATE_FIELDS;
export const EXPORT_DATE_ONS = Object.keys(EXPORT_DATE_FIELDS) as ExportDateOn[];

const DAY_MS = 86_400_000;
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const exportDatesSchema = z
  .strictObject({ on: z.enum(EXPORT_DATE_ONS), from: z.optional(isoDay), to: z.optional(isoDay) })
  .check(
    z.refine((dates) => !dates.from || !dates.to || dates.from <= dates.to, {
      message: 'The first day comes after the last',
      path: ['to'],
    }),
  );
export type ExportDates = z.output<typeof exportDatesSchema>;

/** Midnight in Dar es Salaam at the start of `day` (YYYY-MM-DD). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS;

/** The instant an application was submitted, paid or completed, if it was. */
export function dateOf(record: Record<string, unknown>, on: ExportDateOn): number | undefined {
  if (on === 'completed' && record.status !== 'completed') return undefined;
  const value = record[EXPORT_DATE_FIELDS[on]];
  return isTimestampLike(value) ? timestampToMillis(value) : undefined;
}

/** Whether the application's date of `dates.on` falls on one of the days asked for. */
export function withinDates(record: Record<string, unknown>, dates: ExportDates): boolean {
  const at = dateOf(record, dates.on);
  if (at === undefined) return false;
  if (dates.from && at < dayStart(dates.from)) return false;
  return !dates.to || at < dayStart(dates.to) + DAY_MS;
}
