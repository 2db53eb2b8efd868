import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { ClientConfig } from '#domain/http';
import { apiFetch } from '../api';

/** What the API tells the browser about Firebase: public settings only, never a secret. */
export type { ClientConfig };

let appPromise: Promise<{ app: FirebaseApp; config: ClientConfig }> | undefined;

/**
 * Settings come from the API at run time, so one build serves every environment. Only features'
 * api/ files reach this module, and they are loaded on demand: screens that never touch Firebase
 * (the landing page until someone sends feedback) never download the SDK.
 */
export function firebaseApp() {
  appPromise ??= apiFetch<ClientConfig>('/api/client-config').then((config) => ({
    app: initializeApp(config.firebase),
    config,
  }));
  // A failed first attempt (say, offline) must not poison later ones.
  appPromise.catch(() => (appPromise = undefined));
  return appPromise;
}

/**
 * A Firebase service (Firestore, Auth…) made once, on first use, from the app and its settings.
 * A failed first attempt (say, offline) is forgotten, so the next call tries again.
 */
export function firebaseService<T>(make: (app: FirebaseApp, config: ClientConfig) => T): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= firebaseApp().then(({ app, config }) => make(app, config));
    made.catch(() => (made = undefined));
    return made;
  };
}
