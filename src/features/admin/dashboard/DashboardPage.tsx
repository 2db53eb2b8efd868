import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLanguage, formatNumber } from '../../../domain/format';
import type { ApplicationKind } from '../../../domain/kinds';
import { ADMIN_LIST_PATHS } from '../common/routes';
import { DASHBOARD_KINDS, startOfToday, sumCounts, type KindCounts } from './counts';
import './dashboard.css';

export type CountLoader = (kind: ApplicationKind, since: Date) => Promise<KindCounts>;

const countLazily: CountLoader = async (kind, since) =>
  (await import('./api/counts')).countApplications(kind, since);

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; counts: Record<ApplicationKind, KindCounts> };

/** ad/dashboard: the four totals of spec §2, plus what awaits payment and what came in today. */
export default function DashboardPage({ load = countLazily }: { load?: CountLoader }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const lang = formatLanguage(i18n.resolvedLanguage ?? i18n.language);
  const format = (count: number) => formatNumber(count, lang);

  useEffect(() => {
    let active = true;
    const since = startOfToday();
    Promise.all(DASHBOARD_KINDS.map(async (kind) => [kind, await load(kind, since)] as const)).then(
      (entries) =>
        active &&
        setState({
          status: 'ready',
          counts: Object.fromEntries(entries) as Record<ApplicationKind, KindCounts>,
        }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [load, version]);

  const refresh = () => {
    setState({ status: 'loading' });
    setVersion((now) => now + 1);
  };

  return (
    <main className="page admin-page" id="main">
      <div className="page-heading">
        <h1>{t('admin.dashboard.title')}</h1>
        <button
          type="button"
          className="button secondary"
          onClick={refresh}
          disabled={state.status === 'loading'}
        >
          {t('admin.dashboard.refresh')}
        </button>
      </div>
      {state.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {state.status === 'error' && (
        <p className="notice error" role="alert">
          {t('admin.dashboard.failed')}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <ul className="count-grid">
            {DASHBOARD_KINDS.map((kind) => {
              const counts = state.counts[kind];
              return (
                <li key={kind}>
                  <section className="card count-tile" aria-labelledby={`count-${kind}`}>
                    <h2 id={`count-${kind}`}>{t(`admin.dashboard.total.${kind}`)}</h2>
                    <p className="count-total">{format(counts.total)}</p>
                    <p className="count-detail">
                      {t('admin.dashboard.kindAwaiting', { count: format(counts.awaitingPayment) })}
                      <br />
                      {t('admin.dashboard.kindToday', { count: format(counts.today) })}
                    </p>
                    <Link to={ADMIN_LIST_PATHS[kind]}>{t(`admin.dashboard.open.${kind}`)}</Link>
                  </section>
                </li>
              );
            })}
          </ul>
          <Summary counts={sumCounts(Object.values(state.counts))} format={format} />
        </>
      )}
    </main>
  );
}

function Summary({
  counts,
  format,
}: {
  counts: ReturnType<typeof sumCounts>;
  format: (n: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="count-grid summary">
      <li>
        <section className="card count-tile" aria-labelledby="count-awaiting">
          <h2 id="count-awaiting">{t('admin.dashboard.awaitingPayment')}</h2>
          <p className="count-total">{format(counts.awaitingPayment)}</p>
        </section>
      </li>
      <li>
        <section className="card count-tile" aria-labelledby="count-today">
          <h2 id="count-today">{t('admin.dashboard.today')}</h2>
          <p className="count-total">{format(counts.today)}</p>
        </section>
      </li>
    </ul>
  );
}
