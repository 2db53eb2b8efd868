import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { APPLICATION_COLLECTIONS, type AppLanguage, type ApplicationKind } from '#domain/kinds';
import { requestOvertaking, type Overtaking } from '#domain/notifications';
import type { RequestItem } from '#domain/requests';
import { askedIn } from '../requests/asked.ts';
import { requestRecords } from '../requests/records.ts';
import { messagesFor, notificationRecords, queueMessages } from './records.ts';

// An open request (requests/{id}, state `open`) is reminded by SMS three and seven days after it
// was made: 72 and 168 hours after staff sent it, so the reminder comes at the hour of day staff
// asked, in office hours. The scheduled dispatch (notificationRetry, and the local API's worker)
// runs queueDueReminders before it sends what is due, so a reminder goes out in the same run.
//
// Exactly once: each reminder is a notification whose id names the request and the day
// (notificationId with occasion `{requestId}-day3`), created with create() in a transaction that
// first reads that it is not there, so reruns, retries and instances running at once queue it
// once. Bounded: each run reads, per reminder day, the open requests that became due since the last
// run (a cursor kept in `reminderCursors/{name}`), at most REMINDERS_PER_RUN; a run that finds none
// writes nothing. The cursor only saves reads: one that lags (two runs at once) reads again what the
// ids then refuse.

export const REMINDER_DAYS = [3, 7] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

const DAY_MS = 86_400_000;
/** A reminder later than this (the schedule stopped for days) is no longer worth an SMS. */
export const REMINDER_LATEST_MS = 2 * DAY_MS;
/** Requests reminded per reminder day and run; more wait for the next run, a minute later. */
export const REMINDERS_PER_RUN = 50;
/** Admin SDK only; closed to clients by the rules (nothing matches it). */
export const REMINDER_CURSORS = 'reminderCursors';

/**
 * The requests made within this window are due for their `day` reminder at `now`: made at least
 * `day` days ago, and not so long before that the reminder would come too late.
 */
export function reminderWindow(day: ReminderDay, now: number) {
  const dueBy = now - day * DAY_MS;
  return { after: Timestamp.fromMillis(dueBy - REMINDER_LATEST_MS), upTo: Timestamp.fromMillis(dueBy) };
}

/** Tells reminders apart in notification ids: one per request and reminder day. */
export const reminderOccasion = (requestId: string, day: ReminderDay) => `${requestId}-day${day}`;

type StoredRequest = {
  kind: ApplicationKind;
  applicationId: string;
  replyBy: string;
  state: string;
  items: RequestItem[];
};

/**
 * Whether a request's reminder is still wanted: the request is open, and its application still
 * waits for the applicant (staff may have moved it on by hand); else what overtook it. Read in a
 * transaction, so an answer committed meanwhile is seen: used when the reminder is queued and
 * again when it is sent.
 */
export async function reminderWanted(
  transaction: Transaction,
  requestRef: DocumentReference,
): Promise<
  { request: StoredRequest; application: DocumentSnapshot; overtakenBy?: never } | { overtakenBy: Overtaking }
> {
  const request = await transaction.get(requestRef);
  const stored = request.data() as StoredRequest | undefined;
  const overtakenBy = requestOvertaking(stored?.state);
  if (overtakenBy || !stored) return { overtakenBy: overtakenBy ?? { by: 'requestWithdrawn' } };
  const applicationRef = requestRef.firestore
    .collection(APPLICATION_COLLECTIONS[stored.kind])
    .doc(stored.applicationId);
  const application = await transaction.get(applicationRef);
  const status = application.get('status') as Overtaking['status'];
  if (status !== 'action_needed') return { overtakenBy: { by: 'statusChange', status } };
  return { request: stored, application };
}

/** Queues the `day` reminder of one request, if it is still wanted and not queued before. */
async function queueReminder(db: Firestore, requestRef: DocumentReference, day: ReminderDay, now: number) {
  return db.runTransaction(async (transaction) => {
    const wanted = await reminderWanted(transaction, requestRef);
    if (wanted.overtakenBy) return 0;
    const { request, application } = wanted;
    const lang: AppLanguage = application.get('lang') === 'sw' ? 'sw' : 'en';
    const facts = {
      requestId: requestRef.id,
      replyBy: request.replyBy,
      asked: askedIn(lang, request.kind, request.items),
    };
    const subject = { kind: request.kind, id: application.id, data: application.data() ?? {} };
    // By SMS only, what applicants read (the request's own email is there to look back on), and
    // due at the run's time, the clock's except in tests.
    const at = Timestamp.fromMillis(now);
    const [sms] = messagesFor(subject, 'requestReminder', facts, reminderOccasion(requestRef.id, day))
      .filter(({ record }) => record.channel === 'sms')
      .map(({ id, record }) => ({
        id,
        record: { ...record, createdAt: at, nextAttemptAt: at, updatedAt: at },
      }));
    if (!sms || (await transaction.get(notificationRecords(db).doc(sms.id))).exists) return 0;
    queueMessages(db, transaction, [sms]);
    return 1;
  });
}

type Cursor = { createdAt: Timestamp; id: string };

export type ReminderRun = {
  now?: number;
  perRun?: number;
  /** The cursors' name: tests keep their own, the schedule uses the default. */
  cursor?: string;
  onError?: (error: unknown, requestId: string) => void;
};

/**
 * Queues the reminders due now, each once; answers how many messages it queued. A failure leaves
 * the cursor before the request it failed on, which the next run takes up again.
 */
export async function queueDueReminders(db: Firestore, run: ReminderRun = {}) {
  const now = run.now ?? Date.now();
  let queued = 0;
  for (const day of REMINDER_DAYS) {
    const cursorRef = db.collection(REMINDER_CURSORS).doc(`${run.cursor ?? 'requests'}-day${day}`);
    const cursor = (await cursorRef.get()).data() as Cursor | undefined;
    const { after, upTo } = reminderWindow(day, now);
    let due = requestRecords(db)
      .where('state', '==', 'open')
      .where('createdAt', '>', after)
      .where('createdAt', '<=', upTo)
      .orderBy('createdAt')
      .orderBy(FieldPath.documentId());
    if (cursor) due = due.startAfter(cursor.createdAt, cursor.id);
    const { docs } = await due.limit(run.perRun ?? REMINDERS_PER_RUN).get();
    let last: DocumentSnapshot | undefined;
    for (const request of docs) {
      try {
        queued += await queueReminder(db, request.ref, day, now);
      } catch (error) {
        run.onError?.(error, request.id);
        break;
      }
      last = request;
    }
    if (last) await cursorRef.set({ createdAt: last.get('createdAt') as Timestamp, id: last.id });
  }
  return queued;
}

/** The schedule's step: its errors are logged, never thrown, so the sending after it always runs. */
export function scheduledReminders(db: Firestore, logger: Logger) {
  return async () => {
    try {
      const queued = await queueDueReminders(db, {
        onError: (err, requestId) => logger.error({ err, requestId }, 'could not queue a reminder'),
      });
      if (queued > 0) logger.info({ queued }, 'queued reminders of open requests');
    } catch (err) {
      logger.error({ err }, 'could not look for open requests to remind');
    }
  };
}
