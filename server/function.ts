// Production entry: the same Express app as a 2nd-gen Cloud Function, reached through the Hosting
// rewrite /api/** (see firebase.json), and the functions that run on a schedule or on a write.
// Built into functions/ by `npm run build:functions`; tests/deployed runs each of them.
import { onInit } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TIME_ZONE } from '#domain/timeZone';
import { sendWeeklySummaries } from './agents/weeklySummaries.ts';
import { composeApp } from './composeApp.ts';
import { FUNCTION_SECRETS } from './functionSecrets.ts';
import { parseFunctionEnv, publicUrlOf } from './env.ts';
import { NOTIFICATIONS } from './notifications/records.ts';
import { deliveryReportRunFor } from './notifications/sms/index.ts';
import { RECONCILE_BUDGET, reconcileDuePayments } from './payments/reconcileJob.ts';
import { foldReportShards } from './reports/fold.ts';
import { removeOldLooks } from './retention/accessLog.ts';
import { runRetention } from './retention/run.ts';
import { retentionPeriodsOf } from './retention/rules.ts';
import { sweepUploads } from './uploads/sweep.ts';

const region = 'europe-west1';
// Every function reads every setting when it starts, the gateways' keys among them.
const secrets = [...FUNCTION_SECRETS];

let services: ReturnType<typeof composeApp> | undefined;
// Settings are read when an instance first runs a function, not when the module loads: `firebase
// deploy` (and the emulator) load it to list the functions, without the secrets and emulator hosts
// a running instance has. Synchronous, so concurrent first requests build the services once.
onInit(() => {
  services ??= composeApp(parseFunctionEnv(process.env));
});

/** The services onInit built; every handler runs after it. */
function running() {
  if (!services) throw new Error('The function ran before its settings were read.');
  return services;
}

export const api = onRequest({ region, memory: '512MiB', concurrency: 80, secrets }, (request, response) =>
  running().app(request, response),
);

/** Each queued message gets its first try as soon as it is written. */
export const notificationSend = onDocumentCreated(
  { document: `${NOTIFICATIONS}/{id}`, region, secrets },
  async (event) => {
    await running().dispatcher.deliver(event.params.id);
  },
);

/**
 * Reminders of open requests queued as they fall due (requestReminders.ts), then retries, and tries
 * a crashed instance left unfinished, when they fall due.
 */
export const notificationRetry = onSchedule({ schedule: 'every 1 minutes', region, secrets }, async () => {
  const { remind, dispatcher } = running();
  await remind();
  await dispatcher.dispatchDue();
});

/** Asks Beem which SMS of the last day reached the phone; nothing to ask with the sandbox. */
export const smsDeliveryReports = onSchedule(
  { schedule: 'every 10 minutes', region, timeoutSeconds: 540, secrets },
  async () => {
    const { env, firebase, logger } = running();
    await deliveryReportRunFor(env, firebase.db, logger)?.();
  },
);

/** Files uploaded over a day ago that no application refers to: their blobs and records go. */
export const uploadSweep = onSchedule(
  { schedule: 'every 60 minutes', region, timeoutSeconds: 540, secrets },
  async () => {
    const { firebase, blobs, logger } = running();
    const totals = await sweepUploads(firebase.db, blobs, {
      onError: (err, path) => logger.error({ err, path }, 'could not sweep an uploaded document'),
    });
    logger.info(totals, 'swept unattached uploads');
  },
);

/**
 * Each active agent's week by email, Monday at 07:00 in Dar es Salaam, before the office opens:
 * once per agent and week however often it runs (agents/weeklySummaries.ts).
 */
export const agentWeeklySummary = onSchedule(
  { schedule: 'every monday 07:00', timeZone: TIME_ZONE, region, timeoutSeconds: 540, secrets },
  async () => {
    const { env, firebase, logger } = running();
    const totals = await sendWeeklySummaries(firebase.db, {
      publicUrl: publicUrlOf(env),
      onError: (err, aan) => logger.error({ err, aan }, 'could not send an agent their weekly summary'),
    });
    logger.info(totals, "sent the agents' weekly summaries");
  },
);

/** Payments whose webhook never came: settled by asking the gateway, a budget at a time. */
export const paymentReconcile = onSchedule(
  { schedule: 'every 5 minutes', region, timeoutSeconds: 540, secrets },
  async () => {
    const { env, firebase, payments, logger } = running();
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

/**
 * The report counts of the days and the month just over, each folded from its shards into one
 * document, a quarter of an hour after midnight in Dar es Salaam (reports/fold.ts).
 */
export const reportFold = onSchedule(
  { schedule: 'every day 00:15', timeZone: TIME_ZONE, region, timeoutSeconds: 540, secrets },
  async () => {
    const { firebase, logger } = running();
    logger.info(await foldReportShards(firebase.db), 'folded the report counts of the periods just over');
  },
);

/**
 * What the retention table says is due (server/retention/rules.ts): documents, results' files and
 * personal fields of applications finished long enough ago, then the access log's old looks, every
 * hour, a bounded batch a run.
 */
export const retention = onSchedule(
  { schedule: 'every 60 minutes', region, timeoutSeconds: 540, secrets },
  async () => {
    const { env, firebase, blobs, logger } = running();
    const { items, ...totals } = await runRetention(firebase.db, blobs, {
      periods: retentionPeriodsOf(env),
      onError: (err, what) =>
        logger.error({ err, what }, 'could not remove a record that retention made due'),
    });
    logger.info({ ...totals, applications: items.length }, 'removed what retention made due');
    const looks = await removeOldLooks(firebase.db, { days: env.RETENTION_ACCESS_LOG_DAYS });
    logger.info(looks, "removed the access log's looks past their period");
  },
);
