import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATIONS } from '#domain/applications';
import type { PossibleDuplicate } from '#domain/duplicates';
import type { ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions } from '#domain/meta';
import { adminDetailPath } from '../common/routes';
import type { Loadable } from './useLoad';

type Props = {
  kind: ApplicationKind;
  duplicates: Loadable<PossibleDuplicate[]>;
  /** The router state this page was opened with, handed on: back from there is back to the same list. */
  origin: unknown;
};

/**
 * The other unfinished applications of this service with the same phone or id number, each linked,
 * with its status and the numbers it shares; nothing when there are none. A failed check says so.
 */
export function DuplicatesSection({ kind, duplicates, origin }: Props) {
  const { t } = useTranslation();
  if (duplicates.status === 'failed') {
    return <p className="notice no-print">{t('admin.detail.duplicates.failed')}</p>;
  }
  if (duplicates.status !== 'done' || duplicates.value.length === 0) return null;
  const labels: Readonly<Record<string, string>> = APPLICATIONS[kind].fieldLabels;
  return (
    <section className="detail-section duplicates-section no-print" aria-labelledby="detail-duplicates">
      <h2 id="detail-duplicates">{t('admin.detail.duplicates.title')}</h2>
      <p>{t('admin.detail.duplicates.intro')}</p>
      <ul>
        {duplicates.value.map((duplicate) => (
          <li key={duplicate.id}>
            <Link className="reference" to={adminDetailPath(kind, duplicate.id)} state={origin}>
              {duplicate.reference ?? duplicate.id}
            </Link>{' '}
            · {t(applicationStatusOptions.labels[duplicate.status])} ·{' '}
            {t('admin.detail.duplicates.shares', {
              fields: duplicate.fields.map((field) => t(labels[field] ?? field)).join(', '),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
