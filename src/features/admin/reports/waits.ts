import { formatWholeNumber } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A dash where there is nothing to show: no wait ended, no attempt was made. */
export const NOTHING = '—';

/**
 * A wait (ms) as people say it: "2 d 4 h" from a day on, "3 h 20 min" under a day, "45 min" under
 * an hour, each rounded to its smallest unit, "under a minute" rather than "0 min"; none as a dash.
 */
export function formatWait(ms: number | null, t: Translate, lang: AppLanguage): string {
  if (ms === null) return NOTHING;
  const n = (value: number) => formatWholeNumber(value, lang);
  if (ms >= DAY - HOUR / 2) {
    const hours = Math.round(ms / HOUR);
    return t('admin.reports.wait.days', { days: n(Math.floor(hours / 24)), hours: n(hours % 24) });
  }
  if (ms >= HOUR - MINUTE / 2) {
    const minutes = Math.round(ms / MINUTE);
    return t('admin.reports.wait.hours', { hours: n(Math.floor(minutes / 60)), minutes: n(minutes % 60) });
  }
  if (ms < MINUTE) return t('admin.reports.wait.underMinute');
  return t('admin.reports.wait.minutes', { minutes: n(Math.round(ms / MINUTE)) });
}

/** A wait in days, as the charts' axes count it: whole days marked, fractions between them. */
export const waitDays = (ms: number | null) => (ms === null ? null : ms / DAY);

/** A number of whole days, as an axis marks it ("3 d"). */
export const formatDays = (days: number, t: Translate, lang: AppLanguage) =>
  t('admin.reports.wait.wholeDays', { days: formatWholeNumber(days, lang) });

/** A wait in hours to one decimal, as a spreadsheet adds it up (the CSV files and the charts). */
export const waitHours = (ms: number | null) => (ms === null ? null : Math.round((ms / HOUR) * 10) / 10);
