import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#domain/format';
import type { DateRange } from '#domain/reports/range';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import type { ChartSpec } from './drawChart';
import { FigureTableView } from './FigureTableView';
import type { CsvName, FigureTable } from './figureTables';
import { ReportChart } from './ReportChart';
import { downloadSectionCsv } from './reportCsv';

export type SectionChart = { spec: ChartSpec; title: string };

type Props = {
  name: CsvName;
  title: string;
  range: DateRange;
  charts: SectionChart[];
  tables: FigureTable[];
  /** How its figures are counted, a paragraph each. */
  definitions: string[];
  children?: ReactNode;
};

/**
 * One part of the report: its charts, the same figures as tables beside them, a CSV file of the
 * tables and how the figures are counted.
 */
export function ReportSection({ name, title, range, charts, tables, definitions, children }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const dates = { from: formatDate(range.from, lang), to: formatDate(range.to, lang) };
  return (
    <section className="card report-section" aria-labelledby={`${id}-title`}>
      <div className="report-section-heading">
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className="button secondary"
          aria-label={t('admin.reports.downloadCsvOf', { section: title })}
          onClick={() => downloadSectionCsv(name, range, tables, t)}
        >
          {t('admin.reports.downloadCsv')}
        </button>
      </div>
      <div className="report-figures">
        {charts.map((chart) => (
          <figure className="report-chart-figure" key={chart.title}>
            <figcaption>{chart.title}</figcaption>
            <ReportChart
              spec={chart.spec}
              summary={t('admin.reports.chartSummary', {
                chart: chart.title,
                ...dates,
                series: chart.spec.series.map((series) => series.label).join(', '),
              })}
            />
          </figure>
        ))}
        <div className="report-tables">
          {tables.map((table) => (
            <FigureTableView key={table.caption} table={table} />
          ))}
        </div>
      </div>
      {children}
      <details className="report-definitions">
        <summary>{t('admin.reports.howCounted')}</summary>
        {definitions.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </details>
    </section>
  );
}
