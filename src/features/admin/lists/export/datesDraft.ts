import type { ExportDateOn, ExportDates } from '#domain/exportDates';

/** The days asked for, as typed: empty days are no bound. */
export type DatesDraft = { on: ExportDateOn; from: string; to: string };

export const NO_DATES: DatesDraft = { on: 'submitted', from: '', to: '' };

/** The days as the export takes them: none when no day is given; a problem when they are reversed. */
export function datesOf({ on, from, to }: DatesDraft): { dates?: ExportDates; problem?: string } {
  if (from && to && from > to) return { problem: 'admin.lists.export.dates.reversed' };
  if (!from && !to) return {};
  return { dates: { on, ...(from ? { from } : {}), ...(to ? { to } : {}) } };
}
