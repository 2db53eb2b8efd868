import { Router } from 'express';
import type { ClientConfig } from '#domain/http';
import type { Env } from '../env.ts';

function splitHostPort(hostPort: string) {
  const index = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, index), port: Number(hostPort.slice(index + 1)) };
}

/** The browser's Firebase settings, decided at run time so one build runs in every environment. */
export function clientConfig(env: Env): ClientConfig {
  const emulated = env.FIRESTORE_EMULATOR_HOST && env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      // The emulators accept any key; a real project needs its public web key.
      apiKey: env.WEB_API_KEY ?? 'local-emulator-key',
      authDomain: env.WEB_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      appId: env.WEB_APP_ID,
      storageBucket: env.STORAGE_BUCKET,
      messagingSenderId: env.WEB_MESSAGING_SENDER_ID,
    },
    emulators: emulated
      ? {
          firestore: splitHostPort(env.FIRESTORE_EMULATOR_HOST!),
          auth: { url: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` },
        }
      : undefined,
    appCheck: env.APP_CHECK_SITE_KEY
      ? {
          siteKey: env.APP_CHECK_SITE_KEY,
          // A debug token lets a browser without reCAPTCHA attest; never handed out in production.
          ...(env.APP_CHECK_DEBUG_TOKEN && env.NODE_ENV !== 'production'
            ? { debugToken: env.APP_CHECK_DEBUG_TOKEN }
            : {}),
        }
      : undefined,
  };
}

export function clientConfigRouter(env: Env) {
  const config = clientConfig(env);
  const router = Router();
  router.get('/client-config', (_req, res) => {
    res.set('Cache-Control', 'private, no-cache').json(config);
  });
  // The app calls this once before its first write when it has no CSRF cookie yet.
  router.get('/csrf', (_req, res) => {
    res.status(204).end();
  });
  return router;
}
