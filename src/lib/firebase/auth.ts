import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { firebaseApp } from './app';

let authPromise: Promise<Auth> | undefined;

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= firebaseApp().then(({ app, config }) => {
    const auth = getAuth(app);
    if (config.emulators) connectAuthEmulator(auth, config.emulators.auth.url, { disableWarnings: true });
    return auth;
  });
  authPromise.catch(() => (authPromise = undefined));
  return authPromise;
}
