import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { applicationStatusOptions } from '#domain/meta';
import { APPLICANT_ACTOR_UID } from '#domain/processing';
import type { ApplicationEvent } from './api/processing';
import type { Loadable } from './useLoad';
import { LoadedList } from './LoadedList';

function Description({ event }: { event: ApplicationEvent }) {
  const { t } = useTranslation();
  if (event.type === 'status') {
    const label = event.status && applicationStatusOptions.labels[event.status];
    return <>{t('admin.detail.history.status', { status: label ? t(label) : event.status })}</>;
  }
  if (event.type === 'paymentCheck') {
    const outcome = event.outcome ? t(`admin.detail.history.paymentCheckOutcome.${event.outcome}`) : '';
    return <>{t('admin.detail.history.paymentCheck', { orderId: event.orderId, outcome })}</>;
  }
  if (event.type === 'result') {
    const key = event.replaces ? 'resultReplacement' : 'result';
    return <>{t(`admin.detail.history.${key}`, { title: event.title })}</>;
  }
  if (event.type === 'requestDecided') {
    return <>{t(`admin.detail.history.requestDecided.${event.decision ?? 'accepted'}`)}</>;
  }
  return <>{t(`admin.detail.history.${event.type}`)}</>;
}

/** Who did it, unless the description says already that the system did. */
function Actor({ event }: { event: ApplicationEvent }) {
  const { t } = useTranslation();
  if (event.type === 'paymentCheck') return null;
  const who =
    event.actorUid === APPLICANT_ACTOR_UID
      ? t('admin.detail.history.applicant')
      : (event.actorEmail ?? t('admin.detail.history.unknownActor'));
  return <span>{t('admin.detail.history.by', { who })}</span>;
}

/** Who did what and when, newest first (the API's order). */
export function EventHistory({ events, lang }: { events: Loadable<ApplicationEvent[]>; lang: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <section className="detail-section" aria-labelledby="detail-history">
      <h2 id="detail-history">{t('admin.detail.history.title')}</h2>
      <LoadedList items={events} failed="admin.detail.history.failed" empty="admin.detail.history.empty">
        {(shown) => (
          <ol className="detail-history">
            {shown.map((event) => (
              <li key={event.id}>
                <p className="detail-history-what">
                  <strong>
                    <Description event={event} />
                  </strong>{' '}
                  <Actor event={event} />
                </p>
                <p className="detail-history-when">
                  <time dateTime={event.at}>{formatDateTime(Date.parse(event.at), lang)}</time>
                </p>
                {event.note && <p className="detail-history-note">{event.note}</p>}
                {event.applicantMessage && (
                  <p className="detail-history-note">
                    {t('admin.detail.history.toApplicant', { message: event.applicantMessage })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </LoadedList>
    </section>
  );
}
