import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';

let litePromise: Promise<Firestore> | undefined;

/**
 * Firestore Lite, for every screen: a fraction of the full SDK's size, and a write either reaches
 * the server or fails, never waits in an offline queue to land twice later. The staff lists, which
 * would want listeners, refresh their first page instead (features/admin/lists/useApplicationPages).
 */
export function getLiteDb(): Promise<Firestore> {
  litePromise ??= firebaseApp().then(({ app, config }) => {
    const db = getFirestore(app);
    const emulator = config.emulators?.firestore;
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
    return db;
  });
  litePromise.catch(() => (litePromise = undefined));
  return litePromise;
}
