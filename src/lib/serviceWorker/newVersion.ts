import { RELOAD_PAUSE_MS, RELOADED_AT_KEY } from './reloadGuard';
import { letIn, nothingUnsaved, subscribeToUpdates } from './updates';

// After a release, this page's code may ask for a chunk the site no longer serves (one older than
// the releases a deploy carries, scripts/release/). The page then moves to the new version: once no
// form holds unsaved answers (a form keeps a Submit on the device first: the new version sends it),
// it lets the new service worker in, or without one reloads. A reload alone would be answered by
// the old worker with the old app, whose chunks are just as missing.

const keeping = new Set<Promise<unknown>>();
let moving: Promise<void> | undefined;

/** True when this tab reloaded for a new version within the last minute: a real outage must not loop. */
export function reloadedForNewVersionLately(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_PAUSE_MS;
  } catch {
    return true;
  }
}

function reload() {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Unrecorded: the next failure may reload once more.
  }
  window.location.reload();
}

/** Work the page must finish before it reloads (keeping an application on the device). */
export function finishBeforeNewVersion(work: Promise<unknown>) {
  keeping.add(work);
  void work.then(
    () => keeping.delete(work),
    () => keeping.delete(work),
  );
}

const untilNothingUnsaved = () =>
  new Promise<void>((resolve) => {
    if (nothingUnsaved()) return resolve();
    const stop = subscribeToUpdates(() => {
      if (!nothingUnsaved()) return;
      stop();
      resolve();
    });
  });

function installed(worker: ServiceWorker) {
  return new Promise<void>((resolve) => {
    const settled = () => worker.state !== 'installing';
    if (settled()) return resolve();
    worker.addEventListener('statechange', () => settled() && resolve());
  });
}

/** The new version's worker, installed and waiting; asked of the server if none was heard of yet. */
async function waitingWorker(): Promise<ServiceWorker | undefined> {
  if (!navigator.serviceWorker?.controller) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  if (!registration.waiting && !registration.installing) await registration.update();
  if (registration.installing) await installed(registration.installing);
  return registration.waiting ?? undefined;
}

async function move() {
  const worker = await waitingWorker().catch(() => undefined);
  await untilNothingUnsaved();
  await Promise.allSettled([...keeping]);
  if (worker?.state === 'installed') letIn(worker, reload);
  else reload();
}

/** Moves this page to the version the site serves now; once, however many chunks failed. */
export function loadNewVersion(): Promise<void> {
  return (moving ??= move());
}
