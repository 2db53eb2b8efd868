import { offerUpdate } from './updates';

const CHECK_FOR_UPDATES_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite.pwa.ts) once the page has loaded, so its precache does not
 * compete with the first screen's own downloads; then offers each new version as it is installed.
 * A browser without service workers, or one that refuses them, simply goes on without.
 */
let registered = false;

export function registerServiceWorker() {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = () => void register();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register() {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return;
  }
  // A test browser that blocks service workers answers with nothing.
  if (!registration) return;
  const found = registration;
  const offerWaiting = () => {
    // The first install has no version to replace: it is not an update.
    if (found.waiting && navigator.serviceWorker.controller) offerUpdate(found);
  };
  const watch = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  found.addEventListener('updatefound', () => watch(found.installing));
  // A version may already be installing or waiting by the time this page registers.
  watch(found.installing);
  offerWaiting();
  // A tab kept open for days still hears of a release.
  setInterval(() => void found.update().catch(() => undefined), CHECK_FOR_UPDATES_MS);
}
