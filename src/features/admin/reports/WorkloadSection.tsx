import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '#domain/reports/figures';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { allButLast, chartOfTable } from './chartSpecs';
import { workloadTables } from './figureTables';
import { ReportSection } from './ReportSection';

/** What arrived, was paid and was finished per period, and the queue at the end of each. */
export function WorkloadSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const tables = useMemo(() => workloadTables(view, t, lang), [view, t, lang]);
  const charts = useMemo(() => {
    const [flow, queue] = tables as [(typeof tables)[number], (typeof tables)[number]];
    return [
      {
        title: t('admin.reports.workload.flowChart'),
        spec: chartOfTable(flow, [0, 1, 2, 3], 'lines', lang, t),
      },
      {
        title: t('admin.reports.workload.queueChart'),
        spec: chartOfTable(queue, allButLast(queue), 'stacked', lang, t),
      },
    ];
  }, [tables, t, lang]);
  return (
    <ReportSection
      name="workload"
      title={t('admin.reports.workload.title')}
      range={view.range}
      charts={charts}
      tables={tables}
      definitions={[t('admin.reports.workload.definition'), t('admin.reports.workload.definitionQueue')]}
    />
  );
}
