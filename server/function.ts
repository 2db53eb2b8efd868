// Production entry: the same Express app as a 2nd-gen Cloud Function, reached through the Hosting
// rewrite /api/** (see firebase.json), and the hourly sweep of abandoned uploads. Built into
// functions/ by `npm run build:functions`.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { composeApp } from './composeApp.ts';
import { parseFunctionEnv } from './env.ts';
import { NOTIFICATIONS } from './notifications/records.ts';
import { runDeliveryReportJob } from './notifications/sms/deliveryReportJob.ts';
import { RECONCILE_BUDGET, reconcileDuePayments } from './payments/reconcileJob.ts';
import { sweepUploads } from './uploads/sweep.ts';

const env = parseFunctionEnv(process.env);
const { app, logger, firebase, blobs, payments, dispatcher } = composeApp(env);
const region = 'europe-west1';

export const api = onRequest({ region, memory: '512MiB', concurrency: 80 }, app);

/** Each queued message gets its first try as soon as it is written. */
export const notificationSend = onDocumentCreated(
  { document: `${NOTIFICATIONS}/{id}`, region },
  async (event) => {
    await dispatcher.deliver(event.params.id);
  },
);

/** Retries, and tries a crashed instance left unfinished, when they fall due. */
export const notificationRetry = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await dispatcher.dispatchDue();
});

/** Asks Beem which SMS of the last day reached the phone; nothing to ask with the sandbox. */
export const smsDeliveryReports = onSchedule(
  { schedule: 'every 10 minutes', region, timeoutSeconds: 540 },
  async () => {
    await runDeliveryReportJob(parseFunctionEnv(process.env));
  },
);

/** Files uploaded over a day ago that no application refers to: their blobs and records go. */
export const uploadSweep = onSchedule(
  { schedule: 'every 60 minutes', region, timeoutSeconds: 540 },
  async () => {
    const totals = await sweepUploads(firebase.db, blobs, {
      onError: (err, path) => logger.error({ err, path }, 'could not sweep an uploaded document'),
    });
    logger.info(totals, 'swept unattached uploads');
  },
);

/** Payments whose webhook never came: settled by asking the gateway, a budget at a time. */
export const paymentReconcile = onSchedule(
  { schedule: 'every 5 minutes', region, timeoutSeconds: 540 },
  async () => {
    const totals = await reconcileDuePayments(firebase.db, payments, {
      budget: RECONCILE_BUDGET,
      expiryMinutes: env.PAYMENT_EXPIRY_MINUTES,
      // The last claimed payment's gateway query (PAYMENT_TIMEOUT_MS at most) must end before the timeout.
      claimUntil: Date.now() + 540_000 - env.PAYMENT_TIMEOUT_MS - 60_000,
      onError: (err, orderId) =>
        logger.warn({ err, orderId }, 'could not ask the gateway about a pending payment'),
    });
    logger.info(totals, 'reconciled pending payments');
  },
);
