// The dates a report covers and how it cuts them into periods, all in Dar es Salaam's calendar: a
// day is 'YYYY-MM-DD', a week starts on Monday and is named by that Monday, a month is 'YYYY-MM'.
// Pure date arithmetic on calendar dates (UTC midnights stand for them): no clock zone can shift a
// day.
import { addDays } from '../requests.js';
import { todayInDarEsSalaam } from '../officeDay.js';
import { addToMonth, monthOfDay } from '../officeMonth.js';

export const RANGE_PRESETS = ['thisWeek', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const PERIOD_LENGTHS = ['day', 'week', 'month'] as const;
export type PeriodLength = (typeof PERIOD_LENGTHS)[number];

export type DateRange = { from: string; to: string };

/** The most days a report may cover, and the most a report by day or by week may. */
export const MAX_RANGE_DAYS = 5 * 366;
export const MAX_DAYS_BY_LENGTH = { day: 93, week: 371, month: MAX_RANGE_DAYS } as const satisfies Record<
  PeriodLength,
  number
>;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** How many days a range covers, both ends included. */
export const daysIn = ({ from, to }: DateRange) => dayNumber(to) - dayNumber(from) + 1;

/** The Monday of the week a day falls in. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const lastDayOfMonth = (month: string) => addDays(`${addToMonth(month, 1)}-01`, -1);

/** The dates a preset names on `now`'s day in Dar es Salaam; the range ends today at the latest. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = new Date()): DateRange {
  const today = todayInDarEsSalaam(now);
  const month = monthOfDay(today);
  switch (preset) {
    case 'thisWeek':
      return { from: weekOf(today), to: today };
    case 'thisMonth':
      return { from: `${month}-01`, to: today };
    case 'lastMonth': {
      const last = addToMonth(month, -1);
      return { from: `${last}-01`, to: lastDayOfMonth(last) };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The period a range is shown in unless one is chosen: days for a month, weeks for a quarter. */
export function defaultPeriodLength(range: DateRange): PeriodLength {
  const days = daysIn(range);
  if (days <= 31) return 'day';
  if (days <= MAX_DAYS_BY_LENGTH.day) return 'week';
  return 'month';
}

/** The key of the period a day belongs to. */
export function periodOf(day: string, length: PeriodLength): string {
  if (length === 'day') return day;
  if (length === 'week') return weekOf(day);
  return monthOfDay(day);
}

export type Period = { key: string; from: string; to: string };

/** The periods of a range in order, the first and last cut to the range. */
export function periodsOf(range: DateRange, length: PeriodLength): Period[] {
  const periods: Period[] = [];
  for (let day = range.from; day <= range.to; ) {
    const key = periodOf(day, length);
    const end =
      length === 'day' ? day : length === 'week' ? addDays(key, 6) : lastDayOfMonth(key);
    const to = end < range.to ? end : range.to;
    periods.push({ key, from: day, to });
    day = addDays(to, 1);
  }
  return periods;
}

/**
 * The period just before a range, of the same length, that its figures are set against: as many
 * whole months before it for a range of whole months (March against February), otherwise as many
 * days before it.
 */
export function previousRange(range: DateRange): DateRange {
  const months = periodsOf(range, 'month');
  const wholeMonths =
    range.from.endsWith('-01') && range.to === lastDayOfMonth(monthOfDay(range.to));
  if (wholeMonths) {
    const first = addToMonth(months[0]!.key, -months.length);
    return { from: `${first}-01`, to: addDays(range.from, -1) };
  }
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/**
 * Which stored counts make up a range: whole months inside it are read as one month document, the
 * days around them (and every day, for a report by day or week) as day documents.
 */
export function readPlan(range: DateRange, length: PeriodLength): { months: string[]; days: DateRange[] } {
  if (length !== 'month') return { months: [], days: [range] };
  const months: string[] = [];
  const days: DateRange[] = [];
  for (const period of periodsOf(range, 'month')) {
    const whole = period.from === `${period.key}-01` && period.to === lastDayOfMonth(period.key);
    if (whole) months.push(period.key);
    else days.push({ from: period.from, to: period.to });
  }
  return { months, days };
}
