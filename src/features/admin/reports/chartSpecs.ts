import { formatWholeNumber } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import type { ChartSpec } from './drawChart';
import type { FigureTable } from './figureTables';
import { formatDays, formatWait, waitDays, type Translate } from './waits';

const LOCALES = { en: 'en-TZ', sw: 'sw-TZ' } as const satisfies Record<AppLanguage, string>;
const DAY = 86_400_000;

/**
 * A chart of some of a table's columns, one series each, over its rows (periods or services):
 * what the chart draws is what the table beside it says.
 */
export function chartOfTable(
  table: FigureTable,
  columns: number[],
  shape: ChartSpec['shape'],
  lang: AppLanguage,
  t: Translate,
): ChartSpec {
  const waits = columns.some((index) => table.columns[index]!.format === 'wait');
  const money = columns.some((index) => table.columns[index]!.format === 'money');
  return {
    shape,
    labels: table.rows.map((row) => row.label),
    series: columns.map((index) => ({
      label: table.columns[index]!.label,
      // Waits are drawn in days, which the axis marks whole: "1 d", "2 d", at least up to a day.
      values: table.rows.map((row) => (waits ? waitDays(row.cells[index] ?? null) : (row.cells[index] ?? null))),
    })),
    ...(waits ? { axis: { format: (days: number) => formatDays(days, t, lang), atLeast: 1 } } : {}),
    format: waits
      ? (days) => formatWait(Math.round(days * DAY), t, lang)
      : money
        ? (value) => formatTsh(value, lang)
        : (value) => formatWholeNumber(value, lang),
    locale: LOCALES[lang],
  };
}

/** Every column but the last (a total, a rate). */
export const allButLast = (table: FigureTable) => table.columns.slice(0, -1).map((_, index) => index);
