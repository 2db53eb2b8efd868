import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '#domain/kinds';
import { resendable, type NotificationView } from '#domain/notifications';
import { apiFailureKey } from '#lib/apiFailure';
import { resendMessage } from './api/messages';
import type { Loadable } from './useLoad';
import { FailureNotice } from './FailureNotice';

/** The SMS and email of the latest hand-back (not staff's copies of them), when any can go again. */
function latestHandBack(messages: NotificationView[]): NotificationView[] {
  const originals = messages.filter((message) => message.event === 'resultReady' && !message.resendOf);
  const latest = originals.reduce(
    (last, message) => (message.createdAt > last ? message.createdAt : last),
    '',
  );
  return originals.filter((message) => message.createdAt === latest && resendable(message));
}

/**
 * Sends the message saying the documents are ready once more (after a replacement, or when the
 * applicant says they never had it), through the messages' own resend, so its limit holds.
 */
export function ResendResultMessage(props: {
  kind: ApplicationKind;
  id: string;
  messages: Loadable<NotificationView[]>;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();
  const again = props.messages.status === 'done' ? latestHandBack(props.messages.value) : [];
  if (again.length === 0 && state === 'idle' && !failure) return null;

  const resend = async () => {
    setState('sending');
    setFailure(undefined);
    try {
      for (const message of again) await resendMessage(props.kind, props.id, message.id);
      setState('sent');
    } catch (error) {
      setFailure(apiFailureKey(error, 'admin.results.resendFailed'));
      setState('idle');
    }
    props.reload();
  };

  return (
    <div className="result-resend">
      {again.length > 0 && (
        <button
          type="button"
          className="button secondary"
          disabled={state === 'sending'}
          onClick={() => void resend()}
        >
          {t(state === 'sending' ? 'admin.results.resending' : 'admin.results.resend')}
        </button>
      )}
      <div aria-live="polite">
        {state === 'sent' && <p className="notice">{t('admin.results.resent')}</p>}
      </div>
      <FailureNotice failure={failure} />
    </div>
  );
}
