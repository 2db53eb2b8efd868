import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '#domain/reports/figures';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { allButLast, chartOfTable } from './chartSpecs';
import { moneyTables } from './figureTables';
import { ReportSection } from './ReportSection';

/** Money paid per period, stacked by service, with the totals and how they split. */
export function MoneySection({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const tables = useMemo(() => moneyTables(view, t, lang), [view, t, lang]);
  const charts = useMemo(
    () => [
      {
        title: t('admin.reports.money.chart'),
        spec: chartOfTable(tables[0]!, allButLast(tables[0]!), 'stacked', lang, t),
      },
    ],
    [tables, t, lang],
  );
  return (
    <ReportSection
      name="money"
      title={t('admin.reports.money.title')}
      range={view.range}
      charts={charts}
      tables={tables}
      definitions={[
        t('admin.reports.money.definition'),
        t('admin.reports.money.definitionReversed'),
        t('admin.reports.money.definitionCommission'),
        t('admin.reports.money.definitionKept'),
      ]}
    />
  );
}
