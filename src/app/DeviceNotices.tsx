import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SERVICE_PATHS } from '#domain/kinds';
import { keepManifestInReadersLanguage } from '#lib/manifestLanguage';
import type { OutboxEvent } from '#lib/outbox';
import { registerServiceWorker } from '#lib/serviceWorker/register';
import { applyUpdate, subscribeToUpdates, updateOffered } from '#lib/serviceWorker/updates';
import './deviceNotices.css';

/** Sends what this device kept offline, if anything: Firebase and the sender load only then. */
async function sendKeptIfAny() {
  if (!navigator.onLine) return;
  const { keptApplications } = await import('#lib/outbox');
  if ((await keptApplications()).length === 0) return;
  const { sendKeptApplications } = await import('../features/apply/outbox/sendKept');
  await sendKeptApplications();
}

/** Sends kept applications at start-up and whenever the network returns; hears what became of them. */
function useOutbox() {
  const [event, setEvent] = useState<OutboxEvent>();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    // Tried again at the next start or the next return of the network.
    const send = () => void sendKeptIfAny().catch(() => undefined);
    void import('#lib/outbox').then(({ onOutbox }) => {
      if (!stopped) unsubscribe = onOutbox(setEvent);
      send();
    });
    window.addEventListener('online', send);
    return () => {
      stopped = true;
      unsubscribe?.();
      window.removeEventListener('online', send);
    };
  }, []);
  return [event, () => setEvent(undefined)] as const;
}

function OutboxNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [event, dismiss] = useOutbox();
  const followed = useRef<string>(undefined);

  // The applicant who waited on the form goes on to pay, as after a Submit that went through; once.
  useEffect(() => {
    if (event?.type !== 'sent' || followed.current === event.id) return;
    followed.current = event.id;
    if (pathname === SERVICE_PATHS[event.kind].form) void navigate('/payment', { state: event.checkout });
  }, [event, navigate, pathname]);

  if (!event || event.type === 'kept') return null;
  if (event.type === 'sending') {
    return (
      <div className="device-notice" role="status">
        <p>{t('outbox.sending')}</p>
      </div>
    );
  }
  const sent = event.type === 'sent';
  return (
    <div className="device-notice" role={sent ? 'status' : 'alert'}>
      <p>{sent ? t('outbox.sent', { reference: event.checkout.reference }) : t('outbox.refused')}</p>
      <div className="device-notice-actions">
        {sent && pathname !== '/payment' && (
          <Link className="button primary" to="/payment" state={event.checkout} onClick={dismiss}>
            {t('outbox.pay')}
          </Link>
        )}
        {!sent && (
          <Link className="button primary" to={SERVICE_PATHS[event.kind].form} onClick={dismiss}>
            {t('outbox.openForm')}
          </Link>
        )}
        <button type="button" className="button secondary" onClick={dismiss}>
          {t('outbox.dismiss')}
        </button>
      </div>
    </div>
  );
}

function UpdateBanner() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(subscribeToUpdates, updateOffered, () => false);
  if (!offered) return null;
  return (
    <div className="device-notice update-banner" role="status">
      <p>{t('appUpdate.ready')}</p>
      <button type="button" className="button primary" onClick={applyUpdate}>
        {t('appUpdate.reload')}
      </button>
    </div>
  );
}

/**
 * What this device has to say about the app itself: a new version ready, and what became of an
 * application kept while offline. Nothing until there is something to say, so a pre-rendered page
 * hydrates without it. It also registers the service worker and keeps the manifest in the reader's
 * language: loaded after the first screen, so none of it weighs on the first paint.
 */
export function DeviceNotices() {
  useEffect(() => {
    registerServiceWorker();
    keepManifestInReadersLanguage();
  }, []);
  return (
    <>
      <UpdateBanner />
      <OutboxNotice />
    </>
  );
}
