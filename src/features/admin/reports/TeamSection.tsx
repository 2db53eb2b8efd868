import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '#components/RetryNotice';
import type { StaffReportView } from '#domain/reports/figures';
import type { DateRange } from '#domain/reports/range';
import { apiFailureKey } from '#lib/apiFailure';
import { useFetch } from '#lib/fetching';
import type { ReportsApi } from './api';
import type { FigureTable } from './figureTables';
import { ReportSection } from './ReportSection';
import type { Translate } from './waits';

type Props = { api: ReportsApi; query: Record<string, string>; range: DateRange };

/** Who does what as a table: a row per staff member, the range's figures in its columns. */
function teamTable(report: StaffReportView, t: Translate): FigureTable {
  const column = (key: string, format: 'count' | 'wait' = 'count') => ({
    label: t(`admin.reports.team.${key}`),
    format,
  });
  return {
    caption: t('admin.reports.team.caption'),
    rowHeading: t('admin.reports.team.member'),
    columns: [
      column('taken'),
      column('completed'),
      column('rejected'),
      column('requests'),
      column('takenToCompleted', 'wait'),
    ],
    rows: report.staff.map(({ name, totals, takenToCompleted }) => ({
      label: name,
      csvKey: name,
      cells: [totals.taken, totals.completed, totals.rejected, totals.requests, takenToCompleted.median],
    })),
  };
}

/**
 * Who does what (GET /api/reports/staff, the report's range): its own read and its own chunk,
 * loaded after the rest of the report, with its table, its CSV file and how it is counted.
 */
export default function TeamSection({ api, query, range }: Props) {
  const { t } = useTranslation();
  const read = useFetch(['admin.reports.staff', new URLSearchParams(query).toString()] as const, () => api.staff(query), {
    revalidateOnFocus: false,
  });
  const tables = useMemo(() => (read.data ? [teamTable(read.data, t)] : []), [read.data, t]);
  if (read.error !== undefined) {
    return (
      <RetryNotice
        message={apiFailureKey(read.error, 'admin.reports.team.failed')}
        retryLabel="admin.reports.retry"
        onRetry={() => void read.mutate()}
      />
    );
  }
  if (!read.data) return <p role="status">{t('common.loading')}</p>;
  return (
    <ReportSection
      name="team"
      title={t('admin.reports.team.title')}
      range={range}
      charts={[]}
      tables={tables}
      definitions={[t('admin.reports.team.definition')]}
    />
  );
}
