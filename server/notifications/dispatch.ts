import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { RETRY_WINDOW_MS, retryDelayMs } from '../../src/domain/notifications.ts';
import { composeEmail, composeSms } from './compose.ts';
import { MAIL, notificationRecords, type NotificationRecord } from './records.ts';
import type { SmsProvider, SmsResult } from './sms/provider.ts';
import { isAlreadyExists } from '../firestoreErrors.ts';

export type DispatcherSettings = {
  db: Firestore;
  sms: SmsProvider;
  /** The app's public address, for the links in messages. */
  publicUrl: string;
  logger: Logger;
  /** The provider's own time limit: a claim lasts well past it, then another instance may take over. */
  timeoutMs: number;
  retryWindowMs?: number;
  now?: () => number;
};

export type Dispatcher = ReturnType<typeof notificationDispatcher>;

/**
 * Sends queued messages, each by one instance at a time: a try first claims the record (state
 * `sending`, until a lease runs out), then sends, then records the outcome only if the claim is
 * still its own. A try cut short by a crash is taken up again once its lease has run out. A
 * failed try is retried with backoff until RETRY_WINDOW_MS after the message was queued.
 */
export function notificationDispatcher(settings: DispatcherSettings) {
  const { db, sms, publicUrl, logger } = settings;
  const now = settings.now ?? Date.now;
  const retryWindowMs = settings.retryWindowMs ?? RETRY_WINDOW_MS;
  const leaseMs = settings.timeoutMs * 2 + 5_000;
  const records = notificationRecords(db);

  /** Takes the message for one try, with its text composed; undefined when it is not due or not ours. */
  async function claim(id: string) {
    return db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(records.doc(id));
      if (!snapshot.exists) return undefined;
      const record = snapshot.data() as NotificationRecord;
      const due = record.nextAttemptAt.toMillis() <= now();
      if (!due || (record.state !== 'queued' && record.state !== 'sending')) return undefined;
      // A message whose tries keep dying with their instance must end too.
      if (record.state === 'sending' && now() - record.createdAt.toMillis() >= retryWindowMs) {
        transaction.update(snapshot.ref, {
          state: 'failed',
          error: record.error ?? 'Its last try was cut short, and its time for retries has passed',
          updatedAt: Timestamp.fromMillis(now()),
        });
        return undefined;
      }
      const text =
        record.text ??
        (record.channel === 'sms' ? composeSms(record, publicUrl) : composeEmail(record, publicUrl).subject);
      const claimed = {
        state: 'sending' as const,
        attempts: record.attempts + 1,
        nextAttemptAt: Timestamp.fromMillis(now() + leaseMs),
        text,
        updatedAt: Timestamp.fromMillis(now()),
      };
      transaction.update(snapshot.ref, claimed);
      return { ...record, ...claimed };
    });
  }

  /** Hands an email to the Trigger Email extension: a document in `mail`, once. */
  async function handOverEmail(id: string, record: NotificationRecord): Promise<SmsResult> {
    const { subject, text, html } = composeEmail(record, publicUrl);
    try {
      await db.collection(MAIL).doc(id).create({ to: record.to, message: { subject, text, html } });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    return { ok: true, providerId: id, delivered: false };
  }

  /** Records how a try went, unless another instance has claimed the message since. */
  async function settle(id: string, attempt: number, result: SmsResult, createdAt: Timestamp) {
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(records.doc(id));
      if (snapshot.get('state') !== 'sending' || snapshot.get('attempts') !== attempt) return;
      const at = Timestamp.fromMillis(now());
      if (result.ok) {
        transaction.update(snapshot.ref, {
          state: result.delivered ? 'delivered' : 'sent',
          providerId: result.providerId,
          error: FieldValue.delete(),
          updatedAt: at,
        });
        return;
      }
      const givenUp = result.permanent || now() - createdAt.toMillis() >= retryWindowMs;
      transaction.update(snapshot.ref, {
        state: givenUp ? 'failed' : 'queued',
        error: result.error,
        nextAttemptAt: Timestamp.fromMillis(now() + (givenUp ? 0 : retryDelayMs(attempt))),
        updatedAt: at,
      });
    });
  }

  /** One try of message `id`, if it is due. */
  async function deliver(id: string) {
    const record = await claim(id);
    if (!record) return;
    let result: SmsResult;
    try {
      result =
        record.channel === 'sms'
          ? await sms.send({ id, to: record.to, text: record.text })
          : await handOverEmail(id, record);
    } catch (error) {
      result = { ok: false, permanent: false, error: (error as Error).message || 'could not send' };
    }
    if (!result.ok)
      logger.warn({ notification: id, error: result.error }, 'a message to an applicant failed');
    await settle(id, record.attempts, result, record.createdAt);
  }

  /** Tries every message due now (new, to be retried, or left by a crashed try), a batch at a time. */
  async function dispatchDue(limit = 20) {
    const due = await records
      .where('state', 'in', ['queued', 'sending'])
      .where('nextAttemptAt', '<=', Timestamp.fromMillis(now()))
      .orderBy('nextAttemptAt')
      .limit(limit)
      .get();
    const results = await Promise.allSettled(due.docs.map((doc) => deliver(doc.id)));
    for (const result of results) {
      if (result.status === 'rejected') logger.error({ err: result.reason }, 'could not dispatch a message');
    }
    return due.size;
  }

  return { deliver, dispatchDue };
}
