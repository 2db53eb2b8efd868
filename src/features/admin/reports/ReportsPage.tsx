import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryNotice } from '#components/RetryNotice';
import { formatDate } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import type { ReportView } from '#domain/reports/figures';
import { reportQuerySchema } from '#domain/reports/query';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { useScreenTitle } from '#lib/documentTitle';
import { useFetch } from '#lib/fetching';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { AdminOnly } from '../agents/AdminOnly';
import { reportsApi, type ReportsApi } from './api';
import { EarningsSummary } from './EarningsSummary';
import { MoneySection } from './MoneySection';
import { PaymentsSection } from './PaymentsSection';
import { addressOfChoice, choiceFromAddress, queryOfChoice, type ReportChoice } from './reportAddress';
import { ReportControls, type ChoiceErrors } from './ReportControls';
import { SpeedSection } from './SpeedSection';
import { TargetsSection } from './TargetsSection';
import { WorkloadSection } from './WorkloadSection';
import './reports.css';

// Who does what is a read and a table of its own: loaded once the report is shown, in its own chunk.
const TeamSection = lazy(() => import('./TeamSection'));

type Props = { api?: ReportsApi; now?: () => Date };

/**
 * ad/reports (admins only): the business over a range of days, for one service or agent or all:
 * first how much was made against the period before, then money, workload, speed, payments and this month's targets, each a chart, the same figures as a
 * table, a CSV file and how they are counted. What is shown lives in the address.
 */
export default function ReportsPage({ api = reportsApi, now = () => new Date() }: Props) {
  return (
    <AdminOnly reason="admin.reports.notAllowed">
      <Reports api={api} now={now()} />
    </AdminOnly>
  );
}

const FIELDS = ['from', 'to', 'length', 'kind', 'aan'] as const;

/** Each field's problem from the query's own check, or from the API's refusal of it. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ChoiceErrors {
  const errors: ChoiceErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

function Reports({ api, now }: { api: ReportsApi; now: Date }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [params, setParams] = useSearchParams();
  useScreenTitle(t('meta.pageTitle', { page: t('admin.reports.title') }));
  const choice = choiceFromAddress(params, now);
  const query = queryOfChoice(choice);
  const checked = reportQuerySchema.safeParse(query);
  const read = useFetch<ReportView, readonly ['admin.reports', string] | null>(
    checked.success ? ['admin.reports', new URLSearchParams(query).toString()] : null,
    () => api.read(query),
    // A report is read once; an admin reads it again with Show report.
    { revalidateOnFocus: false },
  );
  const agents = useFetch(['admin.reports.agents'], () => api.agents(), { revalidateOnFocus: false });

  const refused = read.error instanceof ApiError && read.error.code === 'validation' ? read.error.fields : undefined;
  const errors = checked.success
    ? errorsOf(Object.entries(refused ?? {}).map(([path, message]) => ({ path: [path], message })))
    : errorsOf(checked.error.issues);
  const failure =
    read.error !== undefined && Object.keys(errors).length === 0
      ? apiFailureKey(read.error, 'admin.reports.loadFailed')
      : undefined;

  const show = (next: ReportChoice) => {
    setParams(addressOfChoice(next));
    // The same report asked again is read again: figures may have changed since.
    if (new URLSearchParams(queryOfChoice(next)).toString() === new URLSearchParams(query).toString())
      void read.mutate();
  };

  const view = read.data;
  return (
    <main className="page admin-page reports-page" id="main">
      <h1>{t('admin.reports.title')}</h1>
      <p className="lead">{t('admin.reports.lead')}</p>
      <ReportControls
        key={params.toString()}
        choice={choice}
        errors={errors}
        agents={agents.data ?? []}
        now={now}
        onShow={show}
      />
      {Object.keys(errors).length > 0 && (
        <p className="notice error" role="alert">
          {t('admin.reports.fixChoice')}
        </p>
      )}
      {checked.success && !view && read.error === undefined && <p role="status">{t('common.loading')}</p>}
      {failure && (
        <RetryNotice message={failure} retryLabel="admin.reports.retry" onRetry={() => void read.mutate()} />
      )}
      {view && checked.success && (
        <>
          <p className="report-shown">
            {t('admin.reports.shown', {
              from: formatDate(view.range.from, lang),
              to: formatDate(view.range.to, lang),
              length: t(`admin.reports.lengths.${view.length}`),
              service: choice.kind ? t(applicationKindLabels[choice.kind]) : t('admin.reports.allServices'),
              agent: choice.aan ?? t('admin.reports.allAgents'),
            })}
          </p>
          <EarningsSummary view={view} />
          <MoneySection view={view} />
          <WorkloadSection view={view} />
          <SpeedSection view={view} />
          <PaymentsSection view={view} />
          <TargetsSection view={view} api={api} onSaved={() => void read.mutate()} />
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <TeamSection api={api} query={query} range={view.range} />
          </Suspense>
        </>
      )}
    </main>
  );
}
