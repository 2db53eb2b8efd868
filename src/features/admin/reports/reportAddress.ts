import { isApplicationKind, type ApplicationKind } from '#domain/kinds';
import { isIsoDate } from '#domain/common';
import {
  daysIn,
  defaultPeriodLength,
  MAX_DAYS_BY_LENGTH,
  PERIOD_LENGTHS,
  presetRange,
  RANGE_PRESETS,
  type DateRange,
  type PeriodLength,
  type RangePreset,
} from '#domain/reports/range';

/**
 * What the Reports page shows, as its address holds it (?range=lastMonth&length=week&kind=visa&aan=…),
 * so that a reload or a link someone was sent shows the same report. A preset's dates are worked
 * out on the day the page is opened; chosen dates are kept as they are.
 */
export type ReportChoice = {
  preset: RangePreset;
  range: DateRange;
  length: PeriodLength;
  kind?: ApplicationKind;
  aan?: string;
};

/** The range a report opens with when the address names none. */
export const DEFAULT_PRESET = 'thisMonth' satisfies RangePreset;

const isPreset = (value: string | null): value is RangePreset =>
  RANGE_PRESETS.includes(value as RangePreset);
const isLength = (value: string | null): value is PeriodLength =>
  PERIOD_LENGTHS.includes(value as PeriodLength);

/** The period lengths a range may be shown in: a year by day would be too many bars. */
export function lengthsFor(range: DateRange): PeriodLength[] {
  if (range.from > range.to) return [...PERIOD_LENGTHS];
  return PERIOD_LENGTHS.filter((length) => daysIn(range) <= MAX_DAYS_BY_LENGTH[length]);
}

/** The length asked for when the range allows it, else the range's own. */
export function lengthWithin(range: DateRange, asked: string | null | undefined): PeriodLength {
  const allowed = lengthsFor(range);
  if (isLength(asked ?? null) && allowed.includes(asked as PeriodLength)) return asked as PeriodLength;
  return range.from > range.to ? 'day' : defaultPeriodLength(range);
}

/** The dates a preset names today, or the chosen ones (this month's where one is missing). */
export function rangeOf(preset: RangePreset, chosen: Partial<DateRange>, now: Date): DateRange {
  if (preset !== 'custom') return presetRange(preset, now);
  const fallback = presetRange(DEFAULT_PRESET, now);
  const valid = (day: string | undefined) => (day && isIsoDate(day) ? day : undefined);
  return { from: valid(chosen.from) ?? fallback.from, to: valid(chosen.to) ?? fallback.to };
}

export function choiceFromAddress(params: URLSearchParams, now: Date): ReportChoice {
  const asked = params.get('range');
  const preset = isPreset(asked) ? asked : DEFAULT_PRESET;
  const range = rangeOf(
    preset,
    { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined },
    now,
  );
  const kind = params.get('kind');
  const aan = params.get('aan')?.trim().toUpperCase();
  return {
    preset,
    range,
    length: lengthWithin(range, params.get('length')),
    ...(isApplicationKind(kind) ? { kind } : {}),
    ...(aan ? { aan } : {}),
  };
}

/** The address of a choice: only what differs from how the page opens. */
export function addressOfChoice(choice: ReportChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.preset !== DEFAULT_PRESET) params.set('range', choice.preset);
  if (choice.preset === 'custom') {
    params.set('from', choice.range.from);
    params.set('to', choice.range.to);
  }
  const ownLength = choice.range.from > choice.range.to ? 'day' : defaultPeriodLength(choice.range);
  if (choice.length !== ownLength) params.set('length', choice.length);
  if (choice.kind) params.set('kind', choice.kind);
  if (choice.aan) params.set('aan', choice.aan);
  return params;
}

/** What GET /api/reports is asked (src/domain/reports/query.ts), in a fixed order. */
export function queryOfChoice(choice: ReportChoice): Record<string, string> {
  return {
    from: choice.range.from,
    to: choice.range.to,
    length: choice.length,
    ...(choice.kind ? { kind: choice.kind } : {}),
    ...(choice.aan ? { aan: choice.aan } : {}),
  };
}
