import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '#domain/reports/figures';
import { WAIT_ERROR } from '#domain/reports/waitBuckets';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { chartOfTable } from './chartSpecs';
import { formatCell, speedTables } from './figureTables';
import { ReportSection } from './ReportSection';

/**
 * How long paid applications wait to be completed, and requests to be answered: per service, and
 * the median per period as a trend.
 */
export function SpeedSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const tables = useMemo(() => speedTables(view, t, lang), [view, t, lang]);
  const charts = useMemo(
    // The median and 90th percentile of each wait, and each period's median as a trend; the
    // counts stay in the tables.
    () => [
      { title: t('admin.reports.speed.chart'), spec: chartOfTable(tables[0]!, [0, 1, 3, 4], 'bars', lang, t) },
      { title: t('admin.reports.speed.trendChart'), spec: chartOfTable(tables[1]!, [0, 2], 'lines', lang, t) },
    ],
    [tables, t, lang],
  );
  return (
    <ReportSection
      name="speed"
      title={t('admin.reports.speed.title')}
      range={view.range}
      charts={charts}
      tables={tables}
      // How far a figure read from bands of length may be from the exact one.
      definitions={[
        t('admin.reports.speed.definition', { bound: formatCell(WAIT_ERROR, 'share', t, lang) }),
        t('admin.reports.speed.definitionTrend'),
      ]}
    />
  );
}
