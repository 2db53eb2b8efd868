import { useTranslation } from 'react-i18next';
import type { ApplicationChange } from '#domain/assignment';
import { formatDateTime } from '#domain/format';
import { APP_LANGUAGES } from '#domain/kinds';
import { applicationStatusOptions, type ApplicationStatus } from '#domain/meta';
import {
  APPLICANT_ACTOR_UID,
  APPLICATION_EVENT_TYPES,
  SYSTEM_ACTOR_UID,
  type ApplicationEventType,
} from '#domain/processing';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * The change types the notice has no words of its own for: a status change is told with its new
 * status, and the steps of a request to delete the applicant's data, as any type it does not know,
 * as "changed".
 */
const UNNAMED = new Set<ApplicationEventType>([
  'status',
  'deletionAsked',
  'deletionGranted',
  'deletionRefused',
]);
const NAMED_TYPES = new Set<string>(APPLICATION_EVENT_TYPES.filter((type) => !UNNAMED.has(type)));

function What({ change }: { change: ApplicationChange }) {
  const { t } = useTranslation();
  if (change.type === 'status' && change.status) {
    const label = applicationStatusOptions.labels[change.status as ApplicationStatus];
    return <>{t('admin.detail.history.status', { status: label ? t(label) : change.status })}</>;
  }
  return <>{t(`admin.detail.changed.types.${NAMED_TYPES.has(change.type) ? change.type : 'other'}`)}</>;
}

function useWho() {
  const { t } = useTranslation();
  return ({ who }: ApplicationChange) => {
    if (who.uid === APPLICANT_ACTOR_UID) return t('admin.detail.history.applicant');
    if (who.uid === SYSTEM_ACTOR_UID) return t('admin.detail.changed.system');
    return who.name ?? t('admin.detail.history.unknownActor');
  };
}

/**
 * What someone else changed since the page showed the application, when an action of the page was
 * refused for it: each change, who made it and when, and that the page now shows the application
 * as it is while what was typed stays, to act again knowingly. An alert: it comes after a press.
 */
export function ChangedNotice({ changes }: { changes: ApplicationChange[] | undefined }) {
  const { t } = useTranslation();
  const reader = useReaderLanguage();
  const lang = APP_LANGUAGES.find((code) => code === reader) ?? 'en';
  const whoOf = useWho();
  if (!changes) return null;
  return (
    <div className="notice error changed-notice" role="alert">
      <p>
        <strong>{t('admin.detail.changed.title')}</strong>
      </p>
      {changes.length > 0 && (
        <ul>
          {changes.map((change) => (
            <li key={change.version}>
              <What change={change} />{' '}
              {t('admin.detail.changed.byWhen', {
                who: whoOf(change),
                when: formatDateTime(Date.parse(change.at), lang),
              })}
            </li>
          ))}
        </ul>
      )}
      <p>{t('admin.detail.changed.actAgain')}</p>
    </div>
  );
}
