import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';

let dbPromise: Promise<Firestore> | undefined;

export function getDb(): Promise<Firestore> {
  dbPromise ??= firebaseApp().then(({ app, config }) => {
    const db = getFirestore(app);
    const emulator = config.emulators?.firestore;
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
    return db;
  });
  dbPromise.catch(() => (dbPromise = undefined));
  return dbPromise;
}
