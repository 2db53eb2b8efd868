import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { RETRY_WINDOW_MS, retryDelayMs } from '#domain/notifications';
import { COLLECTIONS } from '#domain/kinds';
import { composeEmail, composeSms } from './compose.ts';
import { MAIL, notificationRecords, type NotificationRecord } from './records.ts';
import { reminderWanted } from './requestReminders.ts';
import type { SmsProvider, SmsResult } from './sms/provider.ts';
import { smsAllowances, type Allowance, type SmsLimits } from './smsAllowance.ts';
import { isAlreadyExists } from '../firestoreErrors.ts';

export type DispatcherSettings = {
  db: Firestore;
  sms: SmsProvider;
  /** The app's public address, for the links in messages. */
  publicUrl: string;
  logger: Logger;
  /** The provider's own time limit: a claim lasts well past it, then another instance may take over. */
  timeoutMs: number;
  /** The bounds on what SMS can cost the agency; emails have none (they cost nothing each). */
  smsLimits: SmsLimits;
  retryWindowMs?: number;
  now?: () => number;
};

export type Dispatcher = ReturnType<typeof notificationDispatcher>;

/**
 * Sends queued messages, each by one instance at a time: a try first claims the record (state
 * `sending`, until a lease runs out), then sends, then records the outcome only if the claim is
 * still its own. A try cut short by a crash is taken up again once its lease has run out. A
 * failed try is retried with backoff until RETRY_WINDOW_MS after the message was queued (or, if it
 * waited for the SMS budget, after it went out).
 *
 * An SMS is counted once, at its first claim, against the day's bounds (smsAllowance.ts): past
 * the bound on "received" SMS to its number it is held, never sent unless staff resend it; past
 * the day's budget it stays queued until the next day's budget opens. A reminder whose request was
 * answered meanwhile (requestReminders.ts) is cancelled at its turn instead of sent.
 */
export function notificationDispatcher(settings: DispatcherSettings) {
  const { db, sms, publicUrl, logger } = settings;
  const now = settings.now ?? Date.now;
  const retryWindowMs = settings.retryWindowMs ?? RETRY_WINDOW_MS;
  const leaseMs = settings.timeoutMs * 2 + 5_000;
  const records = notificationRecords(db);
  const takeAllowance = smsAllowances(db, settings.smsLimits);
  const requestOf = (record: NotificationRecord) =>
    db.collection(COLLECTIONS.requests).doc(record.facts.requestId ?? 'none');

  /**
   * Takes the message for one try, with its text composed (`record`, undefined when it is not due
   * or not ours), and says what the SMS bounds made of it (`allowance`, when they were asked).
   */
  async function claim(
    id: string,
  ): Promise<{ record?: NotificationRecord & { text: string }; allowance?: Allowance }> {
    return db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(records.doc(id));
      if (!snapshot.exists) return {};
      const record = snapshot.data() as NotificationRecord;
      const at = now();
      const due = record.nextAttemptAt.toMillis() <= at;
      if (!due || (record.state !== 'queued' && record.state !== 'sending')) return {};
      // A message whose tries keep dying with their instance must end too.
      if (record.state === 'sending' && at - retriesStart(record) >= retryWindowMs) {
        transaction.update(snapshot.ref, {
          state: 'failed',
          error: record.error ?? 'Its last try was cut short, and its time for retries has passed',
          updatedAt: Timestamp.fromMillis(at),
        });
        return {};
      }
      // A reminder of a request answered (or closed) since it was queued is not sent at all.
      if (record.event === 'requestReminder' && !(await reminderWanted(transaction, requestOf(record)))) {
        transaction.update(snapshot.ref, { state: 'cancelled', updatedAt: Timestamp.fromMillis(at) });
        return {};
      }
      const text =
        record.text ??
        (record.channel === 'sms' ? composeSms(record, publicUrl) : composeEmail(record, publicUrl).subject);
      // Counted once: a retry, or a try after a crash, was counted by the first.
      const allowance =
        record.channel === 'sms' && !record.countedOn
          ? await takeAllowance(transaction, record, at)
          : undefined;
      const updatedAt = Timestamp.fromMillis(at);
      if (allowance?.outcome === 'held') {
        transaction.update(snapshot.ref, { state: 'held', limitedBy: 'numberDaily', text, updatedAt });
        return { allowance };
      }
      if (allowance?.outcome === 'wait') {
        const nextAttemptAt = Timestamp.fromMillis(allowance.until);
        transaction.update(snapshot.ref, { limitedBy: 'dailyBudget', nextAttemptAt, text, updatedAt });
        return { allowance };
      }
      const waited = record.limitedBy === 'dailyBudget';
      const claimed = {
        state: 'sending' as const,
        attempts: record.attempts + 1,
        nextAttemptAt: Timestamp.fromMillis(at + leaseMs),
        text,
        updatedAt,
        ...(allowance ? { countedOn: allowance.day } : {}),
        ...(waited ? { retriesFrom: updatedAt } : {}),
      };
      transaction.update(snapshot.ref, {
        ...claimed,
        ...(waited ? { limitedBy: FieldValue.delete() } : {}),
      });
      return { record: { ...record, ...claimed }, allowance };
    });
  }

  /** What the bounds did, in the log: each line once a day, by the one try Firestore let cross it. */
  function logAllowance(id: string, allowance: Allowance | undefined) {
    if (allowance?.outcome === 'send') {
      for (const { share, sent, budget } of allowance.notices) {
        const fields = { day: allowance.day, sent, budget };
        if (share < 1) logger.warn(fields, `${share * 100}% of the daily SMS budget is spent`);
        else logger.error(fields, 'the daily SMS budget is spent: SMS wait for the next day');
      }
    }
    if (allowance?.outcome === 'held' && allowance.firstToday) {
      logger.warn(
        { notification: id, number: allowance.numberDigest, day: allowance.day },
        'a number has had its "received" SMS for the day: more to it are held',
      );
    }
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
  async function settle(id: string, attempt: number, result: SmsResult, retriesFrom: number) {
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(records.doc(id));
      if (snapshot.get('state') !== 'sending' || snapshot.get('attempts') !== attempt) return;
      const at = Timestamp.fromMillis(now());
      if (result.ok) {
        transaction.update(snapshot.ref, {
          state: result.delivered ? 'delivered' : 'sent',
          providerId: result.providerId,
          sentAt: at,
          error: FieldValue.delete(),
          updatedAt: at,
        });
        return;
      }
      const givenUp = result.permanent || now() - retriesFrom >= retryWindowMs;
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
    const { record, allowance } = await claim(id);
    logAllowance(id, allowance);
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
    await settle(id, record.attempts, result, retriesStart(record));
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

/** Retries are given an hour from when the message was queued, or from when it stopped waiting. */
const retriesStart = (record: NotificationRecord) => (record.retriesFrom ?? record.createdAt).toMillis();
