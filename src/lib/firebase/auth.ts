import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';

let authPromise: Promise<Auth> | undefined;

/**
 * Email and password sign-in only. initializeAuth with persistence alone leaves out the popup and
 * redirect machinery getAuth would bring for other providers (about 8 kB gzip); the session is kept
 * in IndexedDB, or localStorage where IndexedDB is unavailable.
 */
export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= firebaseApp().then(({ app, config }) => {
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (config.emulators) connectAuthEmulator(auth, config.emulators.auth.url, { disableWarnings: true });
    return auth;
  });
  authPromise.catch(() => (authPromise = undefined));
  return authPromise;
}
