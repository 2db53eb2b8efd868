import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatLanguage } from '../../../domain/format';
import type { ApplicationKind } from '../../../domain/kinds';
import { adminDetailPath } from '../common/routes';
import type { ApplicationSummary } from './summary';

type Props = {
  kind: ApplicationKind;
  id: string;
  summary: ApplicationSummary;
  /** Absent for staff who may not delete (only admins do). */
  onDelete?: (id: string) => void;
};

/** One application in a list (spec §2): who, how to reach them, agent, and what staff can do. */
export function ApplicationCard({ kind, id, summary, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const lang = formatLanguage(i18n.resolvedLanguage ?? i18n.language);
  const notGiven = t('admin.lists.notGiven');
  const headingId = `application-${id}`;
  return (
    <article className="card application-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{summary.name ?? notGiven}</h2>
      <dl>
        <div>
          <dt>{t('admin.lists.contact')}</dt>
          <dd>{summary.contact ?? notGiven}</dd>
        </div>
        <div>
          <dt>{t('admin.lists.agent')}</dt>
          <dd>{summary.agent ?? t('admin.lists.noAgent')}</dd>
        </div>
        <div>
          <dt>{t('admin.lists.reference')}</dt>
          <dd className="reference">{summary.reference ?? notGiven}</dd>
        </div>
        <div>
          <dt>{t('admin.lists.status')}</dt>
          <dd>{summary.status ? t(`options.applicationStatus.${summary.status}`) : notGiven}</dd>
        </div>
        <div>
          <dt>{t('admin.lists.payment')}</dt>
          <dd>
            {summary.paymentStatus ? (
              <span className={`payment-badge payment-${summary.paymentStatus}`}>
                {t(`options.paymentStatus.${summary.paymentStatus}`)}
              </span>
            ) : (
              notGiven
            )}
          </dd>
        </div>
        <div>
          <dt>{t('admin.lists.submitted')}</dt>
          <dd>{summary.submittedAt === undefined ? notGiven : formatDateTime(summary.submittedAt, lang)}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <Link className="button primary" to={adminDetailPath(kind, id)} aria-describedby={headingId}>
          {t('admin.lists.manage')}
        </Link>
        {onDelete && (
          <button
            type="button"
            className="button danger"
            onClick={() => onDelete(id)}
            aria-describedby={headingId}
          >
            {t('admin.lists.delete')}
          </button>
        )}
      </div>
    </article>
  );
}
