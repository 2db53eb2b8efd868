import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '#domain/reports/figures';
import { WAIT_ERROR } from '#domain/reports/waitBuckets';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { chartOfTable } from './chartSpecs';
import { formatCell, speedTables } from './figureTables';
import { ReportSection } from './ReportSection';

/** How long paid applications wait to be completed, and requests to be answered, per service. */
export function SpeedSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const tables = useMemo(() => speedTables(view, t), [view, t]);
  const charts = useMemo(
    // The median and 90th percentile of each wait; the counts stay in the table.
    () => [{ title: t('admin.reports.speed.chart'), spec: chartOfTable(tables[0]!, [0, 1, 3, 4], 'bars', lang, t) }],
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
      definitions={[t('admin.reports.speed.definition', { bound: formatCell(WAIT_ERROR, 'share', t, lang) })]}
    />
  );
}
