/**
 * IndexedDB's helper and what this device keeps to send (outbox.ts), fetched only when a screen
 * asks: the first paint does without it, and the service worker keeps it for offline use.
 */
export const loadOutbox = () => import('./outbox');
