import { createApp } from './app.ts';
import { blobStoreFor } from './blobs/index.ts';
import type { Env } from './env.ts';
import { initFirebaseAdmin } from './firebase.ts';
import { createLogger } from './http/requestLog.ts';
import { paymentProviderFor } from './payments/index.ts';

/** The app with the services its settings choose: what the local server and the Cloud Function run. */
export function composeApp(env: Env) {
  const logger = createLogger(env.LOG_LEVEL);
  const firebase = initFirebaseAdmin(env.FIREBASE_PROJECT_ID);
  const blobs = blobStoreFor(env);
  const app = createApp({ env, logger, firebase, blobs, payments: paymentProviderFor(env, firebase) });
  return { app, logger, firebase, blobs };
}
