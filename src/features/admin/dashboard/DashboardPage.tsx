import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#domain/format';
import { serviceLabels, type ApplicationKind } from '#domain/kinds';
import { canViewAccessLog, canViewExports } from '#domain/user';
import { useFetch } from '#lib/fetching';
import { ADMIN_LIST_PATHS } from '../common/routes';
import { useStaffUser } from '../common/staffUser';
import { DASHBOARD_KINDS, startOfToday, sumCounts, type KindCounts, type SummedCounts } from './counts';
import { AccessLogDownload } from './AccessLogDownload';
import { DeletionRequests, type DeletionRequestsLoader } from './DeletionRequests';
import { ExportLog, type ExportLogLoader } from './ExportLog';
import { OwnDay, type OwnDayLoader } from './OwnDay';
import { StatusCounts } from './StatusCounts';
import './dashboard.css';
import { useReaderLanguage } from '#lib/useReaderLanguage';

export type CountLoader = (kind: ApplicationKind, since: Date) => Promise<KindCounts>;

const countLazily: CountLoader = async (kind, since) =>
  (await import('./api/countApplications')).countApplications(kind, since);

type AllCounts = Record<ApplicationKind, KindCounts>;

/** Every kind's counts, "today" starting at the office's midnight when the count is made. */
async function countAll(load: CountLoader): Promise<AllCounts> {
  const since = startOfToday();
  const entries = await Promise.all(
    DASHBOARD_KINDS.map(async (kind) => [kind, await load(kind, since)] as const),
  );
  return Object.fromEntries(entries) as AllCounts;
}

type Props = {
  load?: CountLoader;
  loadExports?: ExportLogLoader;
  loadOwnDay?: OwnDayLoader;
  loadDeletions?: DeletionRequestsLoader;
};

/**
 * ad/dashboard: first the staff member's own day (OwnDay.tsx), then each of the four services' totals, plus what awaits payment, what came in today,
 * and per service the work queue and each status, each a link to the list showing them. Counted
 * again when the tab comes back into view (lib/fetching) and on Refresh. The applicants' requests
 * to delete their data wait below for a decision. Admins also see the latest list exports, and
 * download the access log of the days they choose.
 */
export default function DashboardPage({ load = countLazily, loadExports, loadOwnDay, loadDeletions }: Props) {
  const { t } = useTranslation();
  const user = useStaffUser();
  const totals = useFetch<AllCounts, readonly ['admin.dashboard']>(['admin.dashboard'], () => countAll(load));
  // Set while a Refresh press is counting: the page says so, and the button waits.
  const [refreshing, setRefreshing] = useState(false);
  const lang = useReaderLanguage();
  const format = (count: number) => formatNumber(count, lang);
  const state = totals.data;
  const loading = refreshing || (state === undefined && totals.error === undefined);

  const refresh = () => {
    setRefreshing(true);
    void totals.mutate().finally(() => setRefreshing(false));
  };

  return (
    <main className="page admin-page" id="main">
      <div className="page-heading">
        <h1>{t('admin.dashboard.title')}</h1>
        <button type="button" className="button secondary" onClick={refresh} disabled={loading}>
          {t('admin.dashboard.refresh')}
        </button>
      </div>
      <OwnDay load={loadOwnDay} format={format} />
      {loading && <p role="status">{t('common.loading')}</p>}
      {!loading && totals.error !== undefined && (
        <p className="notice error" role="alert">
          {t('admin.dashboard.failed')}
        </p>
      )}
      {state && (
        <>
          <ul className="count-grid">
            {DASHBOARD_KINDS.map((kind) => {
              const counts = state[kind];
              return (
                <li key={kind}>
                  <section className="card count-tile" aria-labelledby={`count-${kind}`}>
                    <h2 id={`count-${kind}`}>{t(serviceLabels(kind).dashboardTotal)}</h2>
                    <p className="count-total">{format(counts.total)}</p>
                    <p className="count-detail">
                      {t('admin.dashboard.kindAwaiting', { count: format(counts.awaitingPayment) })}
                      <br />
                      {t('admin.dashboard.kindToday', { count: format(counts.today) })}
                    </p>
                    <StatusCounts kind={kind} counts={counts} format={format} />
                    <Link to={ADMIN_LIST_PATHS[kind]}>{t(serviceLabels(kind).dashboardOpen)}</Link>
                  </section>
                </li>
              );
            })}
          </ul>
          <Summary counts={sumCounts(Object.values(state))} format={format} />
        </>
      )}
      <DeletionRequests load={loadDeletions} />
      {canViewExports(user.role) && <ExportLog load={loadExports} />}
      {canViewAccessLog(user.role) && <AccessLogDownload />}
    </main>
  );
}

/** The summary's tiles: what each adds up over the services, under which heading. */
const SUMMARY: Array<{ part: keyof SummedCounts; heading: string }> = [
  { part: 'attention', heading: 'admin.dashboard.attentionAll' },
  { part: 'overdue', heading: 'admin.dashboard.overdueAll' },
  { part: 'awaitingPayment', heading: 'admin.dashboard.awaitingPayment' },
  { part: 'today', heading: 'admin.dashboard.today' },
];

function Summary({ counts, format }: { counts: SummedCounts; format: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="count-grid summary">
      {SUMMARY.map(({ part, heading }) => (
        <li key={part}>
          <section className="card count-tile" aria-labelledby={`count-${part}`}>
            <h2 id={`count-${part}`}>{t(heading)}</h2>
            <p className="count-total">{format(counts[part])}</p>
          </section>
        </li>
      ))}
    </ul>
  );
}
