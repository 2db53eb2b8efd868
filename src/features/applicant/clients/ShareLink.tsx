import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Outcome = 'copied' | 'copyFailed';

/**
 * The agent's link for clients, one tap to pass on: Copy, and Share where the phone offers its
 * share sheet (WhatsApp, SMS…). The address may wrap on a narrow screen, but never inside the AAN,
 * which a client would otherwise copy in two pieces.
 */
export function ShareLink({ aan, name }: { aan: string; name: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>();
  const start = `${window.location.origin}/?agent=`;
  const link = `${start}${aan}`;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  };
  const share = async () => {
    setOutcome(undefined);
    try {
      await navigator.share({ title: 'Apply TZ', text: t('clients.shareText', { name }), url: link });
    } catch {
      // Closed without sharing, or refused: the link and Copy are still there.
    }
  };

  return (
    <div className="clients-link">
      <p id="clients-link-label">{t('clients.shareLink')}</p>
      <p>
        <code aria-describedby="clients-link-label">
          {start}
          <span className="clients-link-aan">{aan}</span>
        </code>
      </p>
      <div className="clients-link-actions">
        <button type="button" className="button secondary" onClick={() => void copy()}>
          {t('clients.copyLink')}
        </button>
        {canShare && (
          <button type="button" className="button primary" onClick={() => void share()}>
            {t('clients.shareLinkButton')}
          </button>
        )}
      </div>
      <p role="status" className={outcome === 'copyFailed' ? 'form-failure' : undefined}>
        {outcome === 'copied'
          ? t('clients.linkCopied')
          : outcome === 'copyFailed'
            ? t('clients.copyFailed')
            : ''}
      </p>
    </div>
  );
}
