import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseService } from './app';

/**
 * The full Firestore SDK, for the staff lists (and the dashboard's counts, which share their
 * queries): its listeners bring an open list each change as it happens, and nothing when nothing
 * changes, where Firestore Lite could only read the page again on a timer. It keeps its cache in
 * memory (the default): an office computer shared between staff keeps no applicant's data on disk.
 * Every other screen uses Firestore Lite (lite.ts), a fraction of the size.
 */
export const getListeningDb = firebaseService((app, config) => {
  const db = getFirestore(app);
  const emulator = config.emulators?.firestore;
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
});
