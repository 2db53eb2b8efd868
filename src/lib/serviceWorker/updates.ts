import { useEffect } from 'react';

// A new version of the app waits, installed, until the page lets it take over: a reload while a
// form holds answers would lose the documents chosen (drafts keep the typed answers, not files).
let waiting: ServiceWorker | undefined;
const holds = new Set<symbol>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

export function subscribeToUpdates(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True when a new version is installed and no form on screen holds unsaved answers. */
export const updateOffered = () => waiting !== undefined && holds.size === 0;

/** The service worker of the new version, installed and waiting for the page to let it in. */
export function offerUpdate(worker: ServiceWorker) {
  waiting = worker;
  changed();
}

/** Keeps the offer back while `active` (a form with answers not yet sent). */
export function useHoldUpdates(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const hold = Symbol('unsaved answers');
    holds.add(hold);
    changed();
    return () => {
      holds.delete(hold);
      changed();
    };
  }, [active]);
}

/** Lets the waiting version take over, and reloads once it has: the page then runs the new code. */
export function applyUpdate() {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // Workbox's generated worker takes over on this message (registerType 'prompt').
  worker.postMessage({ type: 'SKIP_WAITING' });
}
