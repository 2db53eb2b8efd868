import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '#domain/reports/figures';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { chartOfTable } from './chartSpecs';
import { paymentsTables } from './figureTables';
import { ReportSection } from './ReportSection';

/** Payment attempts per period by how they ended, and the share that failed. */
export function PaymentsSection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const tables = useMemo(() => paymentsTables(view, t, lang), [view, t, lang]);
  const charts = useMemo(
    // Paid, failed, abandoned and open, stacked: together the attempts.
    () => [{ title: t('admin.reports.payments.chart'), spec: chartOfTable(tables[0]!, [1, 2, 3, 4], 'stacked', lang, t) }],
    [tables, t, lang],
  );
  return (
    <ReportSection
      name="payments"
      title={t('admin.reports.payments.title')}
      range={view.range}
      charts={charts}
      tables={tables}
      definitions={[t('admin.reports.payments.definition'), t('admin.reports.payments.definitionRate')]}
    />
  );
}
