import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions } from '#domain/meta';
import {
  resendable,
  notificationChannelOptions,
  notificationEventOptions,
  notificationStateOptions,
  type NotificationView,
} from '#domain/notifications';
import { apiFailureKey } from '#lib/apiFailure';
import { resendMessage } from './api/messages';
import type { Loadable } from './useLoad';
import './MessagesSection.css';
import { LoadedList } from './LoadedList';

type Props = {
  kind: ApplicationKind;
  id: string;
  messages: Loadable<NotificationView[]>;
  /** Reads the list again: after a resend, and on Try again. */
  reload: () => void;
  lang: AppLanguage;
};

type Outcome = { type: 'resent' } | { type: 'failed'; message: string } | null;

/**
 * The SMS and emails sent to the applicant, newest first (the API's order), each with how far it
 * got and, when a bound on SMS held it back or makes it wait, which; when it waits for an earlier
 * message to the same person, or was overtaken and not sent, by what. One that is not on its way
 * already (a held or overtaken one too) can be sent again.
 */
export function MessagesSection({ kind, id, messages, reload, lang }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  // The messages being queued again now (one click each, however fast the clicks).
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async (messageId: string) => {
    setResending((current) => new Set(current).add(messageId));
    setOutcome(null);
    try {
      await resendMessage(kind, id, messageId);
      setOutcome({ type: 'resent' });
      reload();
    } catch (error) {
      setOutcome({ type: 'failed', message: apiFailureKey(error, 'admin.detail.messages.resendFailed') });
    } finally {
      setResending((current) => new Set([...current].filter((other) => other !== messageId)));
    }
  };

  return (
    <section className="detail-section no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.detail.messages.title')}</h2>
      <LoadedList
        items={messages}
        failed="admin.detail.messages.failed"
        onRetry={reload}
        empty="admin.detail.messages.empty"
      >
        {(shown) => (
          <ol className="detail-history detail-messages">
            {shown.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                lang={lang}
                describedBy={`${ids}-${message.id}`}
                resending={resending.has(message.id)}
                onResend={() => void resend(message.id)}
              />
            ))}
          </ol>
        )}
      </LoadedList>
      <div aria-live="polite">
        {outcome?.type === 'resent' && <p className="notice">{t('admin.detail.messages.resent')}</p>}
      </div>
      {outcome?.type === 'failed' && (
        <p className="notice error" role="alert">
          {t(outcome.message)}
        </p>
      )}
    </section>
  );
}

function MessageItem(props: {
  message: NotificationView;
  lang: AppLanguage;
  /** The id of the line that says which message this is, for its Resend button. */
  describedBy: string;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const { message, describedBy } = props;
  const label = (labels: Record<string, string>, value: string) => (labels[value] ? t(labels[value]) : value);
  return (
    <li className={`detail-message-${message.state}`}>
      <p className="detail-history-what" id={describedBy}>
        <strong>{label(notificationEventOptions.labels, message.event)}</strong>
        {' · '}
        <span>{label(notificationChannelOptions.labels, message.channel)}</span>
        {' · '}
        <span className="detail-message-state">{label(notificationStateOptions.labels, message.state)}</span>
      </p>
      <p className="detail-history-note">
        {message.to
          ? t('admin.detail.messages.to', { to: message.to })
          : t('admin.detail.messages.toRemoved')}
      </p>
      <p className="detail-history-when">
        <time dateTime={message.createdAt}>{formatDateTime(Date.parse(message.createdAt), props.lang)}</time>
        {' · '}
        <span>{t('admin.detail.messages.attempts', { count: message.attempts })}</span>
      </p>
      {message.resendOf && <p>{t('admin.detail.messages.resendOf')}</p>}
      <p className="detail-history-note">{message.summary}</p>
      <DeliveryNote message={message} lang={props.lang} />
      {message.limitedBy && (
        <p className="detail-history-note">{t(`admin.detail.messages.limitedBy.${message.limitedBy}`)}</p>
      )}
      {message.waitsForEarlier && message.state === 'queued' && (
        <p className="detail-history-note">{t('admin.detail.messages.waitsForEarlier')}</p>
      )}
      {message.overtakenBy && (
        <p className="detail-history-note">
          {t(`admin.detail.messages.overtakenBy.${message.overtakenBy.by}`, {
            status: message.overtakenBy.status
              ? label(applicationStatusOptions.labels, message.overtakenBy.status)
              : '',
          })}
        </p>
      )}
      {resendable(message) && (
        <button
          type="button"
          className="button secondary"
          aria-describedby={describedBy}
          disabled={props.resending}
          onClick={props.onResend}
        >
          {props.resending ? t('admin.detail.messages.resending') : t('admin.detail.messages.resend')}
        </button>
      )}
    </li>
  );
}

/**
 * Whether an SMS reached the phone, once the provider's delivery report has said; otherwise why the
 * message's last try failed, if it did. Staff tell apart a message that never left (worth a look at
 * the number) from one the network could not deliver (the phone may be off: worth a resend later).
 */
function DeliveryNote({ message, lang }: { message: NotificationView; lang: AppLanguage }) {
  const { t } = useTranslation();
  if (message.deliveryReportedAt && message.state === 'delivered') {
    const at = formatDateTime(Date.parse(message.deliveryReportedAt), lang);
    return <p className="detail-history-note">{t('admin.detail.messages.reachedPhone', { at })}</p>;
  }
  if (!message.error) return null;
  const said =
    message.deliveryReportedAt && message.state === 'failed'
      ? t('admin.detail.messages.missedPhone', { reason: message.error })
      : t('admin.detail.messages.error', { error: message.error });
  return <p className="detail-history-note">{said}</p>;
}
