import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { firebaseService } from './app';

/**
 * Firestore Lite, for every screen but the staff lists: a fraction of the full SDK's size, and a
 * write either reaches the server or fails, never waits in an offline queue to land twice later.
 * The staff lists, which listen, use the full SDK (listening.ts).
 */
export const getLiteDb = firebaseService((app, config) => {
  const db = getFirestore(app);
  const emulator = config.emulators?.firestore;
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
});
