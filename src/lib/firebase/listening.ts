import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';

let listeningPromise: Promise<Firestore> | undefined;

/**
 * The full Firestore SDK, for the staff lists only: its listeners bring an open list each change
 * as it happens, and nothing when nothing changes, where Firestore Lite could only read the page
 * again on a timer. It keeps its cache in memory (the default): an office computer shared between
 * staff keeps no applicant's data on disk. Every other screen uses Firestore Lite (lite.ts), which
 * is a fraction of the size.
 */
export function getListeningDb(): Promise<Firestore> {
  listeningPromise ??= firebaseApp().then(({ app, config }) => {
    const db = getFirestore(app);
    const emulator = config.emulators?.firestore;
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
    return db;
  });
  listeningPromise.catch(() => (listeningPromise = undefined));
  return listeningPromise;
}
