import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { notificationRecords, type NotificationRecord } from '../records.ts';
import type { DeliveryReportSource } from './provider.ts';

/** A gateway is asked about an SMS for a day after it took it; past that, the SMS stays `sent`. */
export const DELIVERY_REPORT_WINDOW_MS = 24 * 60 * 60_000;
/** Lookups in flight at once: a run's budget in seconds, without crowding the gateway. */
const DEFAULT_CONCURRENCY = 4;
/**
 * No lookup starts later than this into a run, however slowly the gateway answers: a run (every
 * 10 minutes) is over before the next one starts, and well within the function's time limit.
 */
const RUN_DEADLINE_MS = 6 * 60_000;

export type DeliveryReportRunSettings = {
  db: Firestore;
  reports: DeliveryReportSource;
  logger: Logger;
  /** The most lookups one run makes (SMS_DELIVERY_REPORTS_PER_RUN); the newest wait for the next. */
  budget: number;
  concurrency?: number;
  /** The time the records are compared with and stamped with (a test's clock). */
  now?: () => number;
};

export type DeliveryReportTotals = {
  asked: number;
  delivered: number;
  failed: number;
  notYetKnown: number;
  /** Reports about another message than the one asked about: nothing was changed. */
  mismatched: number;
  /** Lookups that brought no report, or whose report could not be stored. */
  errors: number;
  /** More messages were waiting than the budget allows: the newest wait for the next run. */
  budgetSpent: boolean;
};

/** The SMS the gateway took in the window whose delivery is not known yet, oldest first. */
function awaitingReports(db: Firestore, now: number, limit: number) {
  return notificationRecords(db)
    .where('channel', '==', 'sms')
    .where('state', '==', 'sent')
    .where('sentAt', '>=', Timestamp.fromMillis(now - DELIVERY_REPORT_WINDOW_MS))
    .where('sentAt', '<=', Timestamp.fromMillis(now))
    .orderBy('sentAt')
    .limit(limit)
    .get();
}

/**
 * One run of the delivery-report job: asks the gateway about the SMS it took in the last
 * DELIVERY_REPORT_WINDOW_MS that are still `sent`, oldest first, at most `budget` of them and a few
 * at a time, and records each one `delivered`, or `failed` with the gateway's reason. A report not
 * known yet, an error, or a report about another message leaves the message as it is; errors are
 * counted and logged, never thrown, so that one bad answer does not cost the rest of the run.
 */
export async function readDeliveryReports(
  settings: DeliveryReportRunSettings,
): Promise<DeliveryReportTotals> {
  const { db, reports, logger, budget } = settings;
  const now = settings.now ?? Date.now;
  const startedAt = performance.now();
  // One more than the budget, to tell whether any had to wait.
  const due = await awaitingReports(db, now(), budget + 1);
  const totals: DeliveryReportTotals = {
    asked: 0,
    delivered: 0,
    failed: 0,
    notYetKnown: 0,
    mismatched: 0,
    errors: 0,
    budgetSpent: due.size > budget,
  };
  // A message whose send answer was lost has no request_id to ask about.
  const queue = due.docs.slice(0, budget).filter((doc) => doc.get('providerId'));

  /** Records the outcome only if nothing changed the message since it was read (another run). */
  async function record(
    doc: QueryDocumentSnapshot,
    outcome: { state: 'delivered' | 'failed'; error?: string },
  ) {
    const at = Timestamp.fromMillis(now());
    await doc.ref.update(
      {
        state: outcome.state,
        error: outcome.error ?? FieldValue.delete(),
        deliveryReportedAt: at,
        updatedAt: at,
      },
      { lastUpdateTime: doc.updateTime },
    );
  }

  async function ask(doc: QueryDocumentSnapshot) {
    const { providerId, to } = doc.data() as NotificationRecord;
    const notification = doc.id;
    totals.asked += 1;
    try {
      const report = await reports.lookup({ requestId: providerId!, to });
      switch (report.outcome) {
        case 'delivered':
          await record(doc, { state: 'delivered' });
          totals.delivered += 1;
          return;
        case 'failed':
          await record(doc, { state: 'failed', error: report.reason });
          totals.failed += 1;
          return;
        case 'notYetKnown':
          totals.notYetKnown += 1;
          return;
        case 'mismatch':
          totals.mismatched += 1;
          logger.warn({ notification, about: report.about }, 'a delivery report was about another message');
          return;
        case 'error':
          totals.errors += 1;
          logger.warn({ notification, error: report.error }, 'could not read a delivery report');
          return;
      }
    } catch (error) {
      totals.errors += 1;
      logger.warn({ notification, err: error }, 'could not record a delivery report');
    }
  }

  async function worker() {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      if (performance.now() - startedAt > RUN_DEADLINE_MS) return;
      await ask(doc);
    }
  }
  const concurrency = Math.max(1, settings.concurrency ?? DEFAULT_CONCURRENCY);
  await Promise.all(Array.from({ length: concurrency }, worker));
  logger.info(totals, 'read SMS delivery reports');
  return totals;
}
