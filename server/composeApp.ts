import { createApp } from './app.ts';
import { blobStoreFor } from './blobs/index.ts';
import { publicUrlOf, type Env } from './env.ts';
import { initFirebaseAdmin } from './firebase.ts';
import { createLogger } from './http/requestLog.ts';
import { notificationDispatcher } from './notifications/dispatch.ts';
import { scheduledReminders } from './notifications/requestReminders.ts';
import { smsProviderFor } from './notifications/sms/index.ts';
import { paymentProviderFor } from './payments/index.ts';

/** The app with the services its settings choose: what the local server and the Cloud Function run. */
export function composeApp(env: Env) {
  const logger = createLogger(env.LOG_LEVEL);
  const firebase = initFirebaseAdmin(env.FIREBASE_PROJECT_ID);
  const blobs = blobStoreFor(env);
  const payments = paymentProviderFor(env, firebase);
  const app = createApp({ env, logger, firebase, blobs, payments });
  const dispatcher = notificationDispatcher({
    db: firebase.db,
    sms: smsProviderFor(env, firebase.db),
    publicUrl: publicUrlOf(env),
    logger,
    timeoutMs: env.SMS_TIMEOUT_MS,
    smsLimits: {
      receivedPerNumberDaily: env.SMS_RECEIVED_PER_NUMBER_DAILY,
      dailyBudget: env.SMS_DAILY_BUDGET,
    },
  });
  /** Queues the reminders of open requests that fell due: run by the schedule before sending. */
  const remind = scheduledReminders(firebase.db, logger);
  return { env, app, logger, firebase, blobs, payments, dispatcher, remind };
}
