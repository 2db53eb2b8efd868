import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnDayAnswer } from '#domain/assignment';
import { serviceLabels } from '#domain/kinds';
import { useFetch } from '#lib/fetching';
import { useStaffUser } from '../common/staffUser';
import { attentionOf, listPath } from '../lists/listView';
import { DASHBOARD_KINDS } from './counts';

export type OwnDayLoader = () => Promise<OwnDayAnswer>;

const ownDayLazily: OwnDayLoader = async () => (await import('./api/ownDay')).fetchOwnDay();

/**
 * First on the dashboard: the signed-in staff member's own work queue, what of it waits, what
 * their applicants answered and what is past its reply-by date, each linked to the service's
 * queue narrowed to Mine (where answered ones come first and overdue ones are flagged).
 */
export function OwnDay({
  load = ownDayLazily,
  format,
}: {
  load?: OwnDayLoader;
  format: (n: number) => string;
}) {
  const { t } = useTranslation();
  const me = useStaffUser();
  const day = useFetch(['admin.ownDay'] as const, () => load());
  const mine = attentionOf(undefined, me.uid);
  return (
    <section className="card own-day" aria-labelledby="own-day">
      <h2 id="own-day">{t('admin.dashboard.mine.title')}</h2>
      {day.data === undefined && day.error === undefined && <p role="status">{t('common.loading')}</p>}
      {day.error !== undefined && (
        <p className="notice error" role="alert">
          {t('admin.dashboard.mine.failed')}
        </p>
      )}
      {day.data && (
        <p className="own-day-counts">
          {t('admin.dashboard.mine.counts', {
            waiting: format(day.data.waiting),
            answered: format(day.data.answered),
            overdue: format(day.data.overdue),
          })}
        </p>
      )}
      <nav aria-label={t('admin.dashboard.mine.open')}>
        <p>
          {t('admin.dashboard.mine.open')}{' '}
          {DASHBOARD_KINDS.map((kind, index) => (
            <span key={kind}>
              {index > 0 && ' · '}
              <Link to={listPath(kind, mine)}>{t(serviceLabels(kind).listTitle)}</Link>
            </span>
          ))}
        </p>
      </nav>
    </section>
  );
}
