import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { blobStoreFor } from './blobs/index.ts';
import { EnvError, parseEnv } from './env.ts';
import { initFirebaseAdmin } from './firebase.ts';
import { paymentProviderFor } from './payments/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = pino({ level: env.LOG_LEVEL });
const firebase = initFirebaseAdmin(env.FIREBASE_PROJECT_ID);
const app = createApp({
  env,
  logger,
  firebase,
  blobs: blobStoreFor(env),
  payments: paymentProviderFor(env, firebase),
});
const server = app.listen(env.PORT, env.HOST, (error) => {
  if (error) {
    logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}`);
    process.exit(1);
  }
  logger.info(`API listening on http://${env.HOST}:${env.PORT}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  // Keep-alive sockets must not hold the process open past a short grace period.
  setTimeout(() => process.exit(0), 3_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
