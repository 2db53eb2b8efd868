import { formatWholeNumber } from '#domain/format';
import { applicationKindLabels, type AppLanguage } from '#domain/kinds';
import { applicationStatusOptions } from '#domain/meta';
import { feePartLabels, formatTsh } from '#domain/money';
import { ATTEMPT_OUTCOMES, QUEUE_STATUSES, WAITS } from '#domain/reports/counts';
import { EARNINGS, type ReportView } from '#domain/reports/figures';
import { formatMonth } from '#domain/officeMonth';
import { periodLabels } from './periodLabels';
import { formatWait, NOTHING, waitHours, type Translate } from './waits';

// The figures of each section of the Reports page as tables: the page shows them beside the
// charts (the accessible version of each chart), and the CSV files hold the same rows.

/**
 * How a cell is written: a count, shillings, a share (0.125 is 12.5%), a change from before (0.125
 * is +12.5%) or a wait in ms.
 */
export type CellFormat = 'count' | 'money' | 'share' | 'change' | 'wait';

/**
 * A column: its full heading (in a CSV file and a chart's legend) and, in a table whose columns are
 * grouped, the shorter one shown under its group's.
 */
export type FigureColumn = { label: string; format: CellFormat; short?: string };
/** A row: its heading, its key in a CSV file (a period's YYYY-MM-DD…) and one figure per column. */
export type FigureRow = { label: string; csvKey: string; cells: (number | null)[] };
export type FigureTable = {
  caption: string;
  /** The heading of the row headings' column (Period, Service…). */
  rowHeading: string;
  columns: FigureColumn[];
  /** Headings over runs of columns, in order, each over `span` of them: a narrower table. */
  groups?: { label: string; span: number }[];
  rows: FigureRow[];
  totals?: FigureRow;
};

export type SectionName = 'money' | 'workload' | 'speed' | 'payments' | 'targets';
/** What a section's CSV file is named after: a section of the report, or who does what. */
export type CsvName = SectionName | 'team';

const shares = new Map<string, Intl.NumberFormat>();
function formatShare(share: number, lang: AppLanguage, signed = false) {
  const key = `${lang}${signed ? '+' : ''}`;
  let format = shares.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'sw' ? 'sw-TZ' : 'en-TZ', {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    shares.set(key, format);
  }
  return format.format(share);
}

/** How much a figure moved from the period before, as a share of it; none from nothing. */
export const changeFrom = (previous: number, current: number) =>
  previous === 0 ? null : (current - previous) / Math.abs(previous);

/** A figure as the table shows it; nothing is a dash. */
export function formatCell(value: number | null, format: CellFormat, t: Translate, lang: AppLanguage) {
  if (value === null) return NOTHING;
  switch (format) {
    case 'count':
      return formatWholeNumber(value, lang);
    case 'money':
      return formatTsh(value, lang);
    case 'share':
      return formatShare(value, lang);
    case 'change':
      return formatShare(value, lang, true);
    case 'wait':
      return formatWait(value, t, lang);
  }
}

/** A figure as a CSV file holds it: whole numbers, a share in per cent and a wait in hours to one decimal. */
export function csvValue(value: number | null, format: CellFormat): string | number {
  if (value === null) return '';
  switch (format) {
    case 'count':
    case 'money':
      return value;
    case 'share':
    case 'change':
      return (Math.round(value * 1000) / 10).toFixed(1);
    case 'wait':
      return waitHours(value)!.toFixed(1);
  }
}

/** A column's heading in a CSV file, which says the unit the table's own cells show. */
export function csvHeading(column: FigureColumn, t: Translate) {
  if (column.format === 'share' || column.format === 'change') return t('admin.reports.csv.percent', { label: column.label });
  if (column.format === 'wait') return t('admin.reports.csv.hours', { label: column.label });
  return column.label;
}

const kindName = (t: Translate, kind: keyof typeof applicationKindLabels) => t(applicationKindLabels[kind]);

function periodRows<R extends { period: string }>(
  view: ReportView,
  rows: R[],
  cells: (row: R) => (number | null)[],
  t: Translate,
  lang: AppLanguage,
): FigureRow[] {
  const labels = periodLabels(view.range, view.length, t, lang);
  return rows.map((row) => ({ label: labels.get(row.period) ?? row.period, csvKey: row.period, cells: cells(row) }));
}

const totalRow = (t: Translate, cells: (number | null)[]): FigureRow => ({
  label: t('admin.reports.total'),
  csvKey: t('admin.reports.total'),
  cells,
});

const periodHeading = (t: Translate) => t('admin.reports.period');

/** What was made in the range against the period before: the figures above the report, as a table. */
export function earningsTable(view: ReportView, t: Translate): FigureTable {
  const { current, previous } = view.earnings;
  return {
    caption: t('admin.reports.earnings.caption'),
    rowHeading: t('admin.reports.money.part'),
    columns: [
      { label: t('admin.reports.earnings.current'), format: 'money' },
      { label: t('admin.reports.earnings.previous'), format: 'money' },
      { label: t('admin.reports.earnings.change'), format: 'change' },
    ],
    rows: EARNINGS.map((figure) => {
      const label = t(`admin.reports.earnings.${figure}`);
      return {
        label,
        csvKey: label,
        cells: [current[figure], previous[figure], changeFrom(previous[figure], current[figure])],
      };
    }),
  };
}

export function moneyTables(view: ReportView, t: Translate, lang: AppLanguage): FigureTable[] {
  const { rows, totals } = view.money;
  const byPeriod: FigureTable = {
    caption: t('admin.reports.money.byPeriodCaption'),
    rowHeading: periodHeading(t),
    columns: [
      ...view.kinds.map((kind) => ({ label: kindName(t, kind), format: 'money' as const })),
      { label: t('admin.reports.total'), format: 'money' },
    ],
    rows: periodRows(view, rows, (row) => [...view.kinds.map((kind) => row.byKind[kind] ?? 0), row.total], t, lang),
    totals: totalRow(t, [...view.kinds.map((kind) => totals.byKind[kind] ?? 0), totals.total]),
  };
  const part = (label: string, value: number): FigureRow => ({ label, csvKey: label, cells: [value] });
  const split: FigureTable = {
    caption: t('admin.reports.money.splitCaption'),
    rowHeading: t('admin.reports.money.part'),
    columns: [{ label: t('admin.reports.money.amount'), format: 'money' }],
    rows: [
      part(t('admin.reports.money.total'), totals.total),
      part(t(feePartLabels.processing), totals.processing),
      part(t(feePartLabels.form), totals.form),
      part(t(feePartLabels.government), totals.government),
      part(t('admin.reports.money.reversed'), totals.reversed),
      part(t('admin.reports.money.commission'), totals.commission),
    ],
  };
  return [byPeriod, earningsTable(view, t), split];
}

const WORKLOAD = ['received', 'paid', 'completed', 'rejected'] as const;

export function workloadTables(view: ReportView, t: Translate, lang: AppLanguage): FigureTable[] {
  const flow: FigureTable = {
    caption: t('admin.reports.workload.flowCaption'),
    rowHeading: periodHeading(t),
    columns: WORKLOAD.map((figure) => ({ label: t(`admin.reports.workload.${figure}`), format: 'count' })),
    rows: periodRows(view, view.workload.rows, (row) => WORKLOAD.map((figure) => row[figure]), t, lang),
    totals: totalRow(
      t,
      WORKLOAD.map((figure) => view.workload.totals[figure]),
    ),
  };
  const queue: FigureTable = {
    caption: t('admin.reports.workload.queueCaption'),
    rowHeading: periodHeading(t),
    columns: [
      ...QUEUE_STATUSES.map((status) => ({
        label: t(applicationStatusOptions.labels[status]),
        format: 'count' as const,
      })),
      { label: t('admin.reports.total'), format: 'count' },
    ],
    rows: periodRows(
      view,
      view.queue.rows,
      (row) => [...QUEUE_STATUSES.map((status) => row.byStatus[status]), row.total],
      t,
      lang,
    ),
  };
  return [flow, queue];
}

const WAIT_FIGURES = ['median', 'p90', 'count'] as const;

export function speedTables(view: ReportView, t: Translate, lang: AppLanguage): FigureTable[] {
  const columns = WAITS.flatMap((wait) =>
    WAIT_FIGURES.map((figure) => ({
      label: t(`admin.reports.speed.${wait}.${figure}`),
      short: t(`admin.reports.speed.${figure}`),
      format: figure === 'count' ? ('count' as const) : ('wait' as const),
    })),
  );
  const groups = WAITS.map((wait) => ({ label: t(`admin.reports.speed.${wait}.title`), span: WAIT_FIGURES.length }));
  const byService: FigureTable = {
    caption: t('admin.reports.speed.caption'),
    rowHeading: t('admin.reports.service'),
    columns,
    groups,
    rows: view.speed.rows.map((row) => ({
      label: kindName(t, row.kind),
      csvKey: kindName(t, row.kind),
      cells: WAITS.flatMap((wait) => [row[wait].median, row[wait].p90, row[wait].count]),
    })),
  };
  // The trend: each period's median, with how many waits it is the middle of.
  const trendFigures = ['median', 'count'] as const;
  const trend: FigureTable = {
    caption: t('admin.reports.speed.trendCaption'),
    rowHeading: periodHeading(t),
    columns: WAITS.flatMap((wait) =>
      trendFigures.map((figure) => ({
        label: t(`admin.reports.speed.${wait}.${figure}`),
        short: t(`admin.reports.speed.${figure}`),
        format: figure === 'count' ? ('count' as const) : ('wait' as const),
      })),
    ),
    groups: WAITS.map((wait) => ({ label: t(`admin.reports.speed.${wait}.title`), span: trendFigures.length })),
    rows: periodRows(
      view,
      view.speed.periods,
      (row) => WAITS.flatMap((wait) => trendFigures.map((figure) => row[wait][figure])),
      t,
      lang,
    ),
  };
  return [byService, trend];
}

const PAYMENT_FIGURES = ['attempts', ...ATTEMPT_OUTCOMES] as const;

export function paymentsTables(view: ReportView, t: Translate, lang: AppLanguage): FigureTable[] {
  const cells = (row: ReportView['payments']['totals']) => [
    ...PAYMENT_FIGURES.map((figure) => row[figure]),
    row.failureRate,
  ];
  return [
    {
      caption: t('admin.reports.payments.caption'),
      rowHeading: periodHeading(t),
      columns: [
        ...PAYMENT_FIGURES.map((figure) => ({ label: t(`admin.reports.payments.${figure}`), format: 'count' as const })),
        { label: t('admin.reports.payments.failureRate'), format: 'share' },
      ],
      rows: periodRows(view, view.payments.rows, cells, t, lang),
      totals: totalRow(t, cells(view.payments.totals)),
    },
  ];
}

/** How much of its target a service has reached; none without a target. */
export const targetShare = (paid: number, target: number | null) =>
  target === null || target === 0 ? null : paid / target;

/** Where a month's money should be by today to reach its target: the target at the month's pace. */
export const expectedByToday = (target: number | null, pace: number) =>
  target === null || target === 0 ? null : Math.round(target * pace);

export function targetsTables(view: ReportView, t: Translate, lang: AppLanguage): FigureTable[] {
  const { rows, pace, past } = view.targets;
  const columns: FigureColumn[] = [
    { label: t('admin.reports.targets.paid'), format: 'money' },
    { label: t('admin.reports.targets.target'), format: 'money' },
    { label: t('admin.reports.targets.progress'), format: 'share' },
  ];
  const thisMonth: FigureTable = {
    caption: t('admin.reports.targets.caption'),
    rowHeading: t('admin.reports.service'),
    columns: [...columns, { label: t('admin.reports.targets.expected'), format: 'money' }],
    rows: rows.map((row) => ({
      label: kindName(t, row.kind),
      csvKey: kindName(t, row.kind),
      cells: [row.paid, row.target, targetShare(row.paid, row.target), expectedByToday(row.target, pace)],
    })),
  };
  const months: FigureTable = {
    caption: t('admin.reports.targets.pastCaption'),
    rowHeading: t('admin.reports.targets.monthAndService'),
    columns: [
      { label: t('admin.reports.targets.paidInMonth'), format: 'money' },
      { label: t('admin.reports.targets.target'), format: 'money' },
      { label: t('admin.reports.targets.result'), format: 'share' },
    ],
    rows: past.flatMap(({ month, rows }) =>
      rows.map((row) => {
        const label = t('admin.reports.targets.monthService', {
          month: formatMonth(month, lang),
          service: kindName(t, row.kind),
        });
        return {
          label,
          csvKey: `${month} ${kindName(t, row.kind)}`,
          cells: [row.paid, row.target, targetShare(row.paid, row.target)],
        };
      }),
    ),
  };
  return [thisMonth, months];
}

export function sectionTables(
  section: SectionName,
  view: ReportView,
  t: Translate,
  lang: AppLanguage,
): FigureTable[] {
  switch (section) {
    case 'money':
      return moneyTables(view, t, lang);
    case 'workload':
      return workloadTables(view, t, lang);
    case 'speed':
      return speedTables(view, t, lang);
    case 'payments':
      return paymentsTables(view, t, lang);
    case 'targets':
      return targetsTables(view, t, lang);
  }
}
