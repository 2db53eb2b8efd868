import { useEffect } from 'react';

// A new version of the app waits, installed, until the page lets it take over: a reload while a
// form holds answers would lose the documents chosen (drafts keep the typed answers, not files).
// The registration, not its waiting worker: a later release replaces the worker that waits.
let pending: ServiceWorkerRegistration | undefined;
const holds = new Set<symbol>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

export function subscribeToUpdates(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True when no form on screen holds answers not yet sent or kept. */
export const nothingUnsaved = () => holds.size === 0;

/** True when a new version is installed and no form on screen holds unsaved answers. */
export const updateOffered = () => pending !== undefined && nothingUnsaved();

/** Offers the new version waiting, installed, in this registration for the page to let it in. */
export function offerUpdate(registration: ServiceWorkerRegistration) {
  pending = registration;
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
  if (!pending) return;
  const worker = pending.waiting;
  // None waits any more: another tab let it in, or a newer one is installing (offered once it has
  // installed). A reload runs what is active now.
  if (!worker) return window.location.reload();
  letIn(worker);
}

/** Has `worker`, installed and waiting, take over this page, which then reloads into its version. */
export function letIn(worker: ServiceWorker, reload = () => window.location.reload()) {
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  // Workbox's generated worker takes over on this message (registerType 'prompt').
  worker.postMessage({ type: 'SKIP_WAITING' });
}
