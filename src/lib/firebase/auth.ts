import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { firebaseService } from './app';

/**
 * Email and password sign-in only. initializeAuth with persistence alone leaves out the popup and
 * redirect machinery getAuth would bring for other providers (about 8 kB gzip); the session is kept
 * in IndexedDB, or localStorage where IndexedDB is unavailable.
 */
export const getFirebaseAuth = firebaseService((app, config) => {
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulators) connectAuthEmulator(auth, config.emulators.auth.url, { disableWarnings: true });
  return auth;
});
