import { existsSync } from 'node:fs';
import { composeApp } from './composeApp.ts';
import { EnvError, parseEnv } from './env.ts';
import { startNotificationWorker } from './notifications/worker.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { app, logger, dispatcher, remind } = composeApp(env);
// The Cloud Function's schedule, played here: due reminders queued, due messages sent.
const worker = startNotificationWorker({ dispatcher, remind, logger, pollMs: env.NOTIFY_POLL_MS });
const server = app.listen(env.PORT, env.HOST, (error) => {
  if (error) {
    logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}`);
    process.exit(1);
  }
  logger.info(`API listening on http://${env.HOST}:${env.PORT}`);
});

function shutdown() {
  worker.stop();
  server.close(() => process.exit(0));
  // Keep-alive sockets must not hold the process open past a short grace period.
  setTimeout(() => process.exit(0), 3_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
