// Production entry: the same Express app as a 2nd-gen Cloud Function, reached through the Hosting
// rewrite /api/** (see firebase.json). Built into functions/ by `npm run build:functions`.
import { onRequest } from 'firebase-functions/v2/https';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { blobStoreFor } from './blobs/index.ts';
import { parseEnv } from './env.ts';
import { initFirebaseAdmin } from './firebase.ts';
import { paymentProviderFor } from './payments/index.ts';

const env = parseEnv({
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT,
  ...process.env,
});
const logger = pino({ level: env.LOG_LEVEL });
const firebase = initFirebaseAdmin(env.FIREBASE_PROJECT_ID);
const app = createApp({
  env,
  logger,
  firebase,
  blobs: blobStoreFor(env),
  payments: paymentProviderFor(env, firebase),
});

export const api = onRequest({ region: 'europe-west1', memory: '512MiB', concurrency: 80 }, app);
