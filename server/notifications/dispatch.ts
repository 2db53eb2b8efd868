import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { RETRY_WINDOW_MS, retryDelayMs } from '#domain/notifications';
import { composeEmail, composeSms } from './compose.ts';
import { overtakingOf } from './overtaken.ts';
import { MAIL, notificationRecords, recipientOf, type NotificationRecord } from './records.ts';
import type { SmsProvider, SmsResult } from './sms/provider.ts';
import { smsAllowances, type Allowance, type SmsLimits } from './smsAllowance.ts';
import { earlierUnfinished, lookAgainAt, wakeWaitersOf } from './turns.ts';
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
 * the day's budget it stays queued until the next day's budget opens.
 *
 * Before that, a try reads whether the message still holds (overtaken.ts): one whose request was
 * answered or withdrawn, whose status was changed again or whose payment moved on is cancelled
 * instead of sent. And it waits its turn (turns.ts): one person's messages go in the order of the
 * events they tell of.
 */
export function notificationDispatcher(settings: DispatcherSettings) {
  const { db, sms, publicUrl, logger } = settings;
  const now = settings.now ?? Date.now;
  const retryWindowMs = settings.retryWindowMs ?? RETRY_WINDOW_MS;
  const leaseMs = settings.timeoutMs * 2 + 5_000;
  const records = notificationRecords(db);
  const allowances = smsAllowances(db, settings.smsLimits);

  /**
   * Takes the message for one try, with its text composed (`record`, undefined when it is not due,
   * not ours or not to be sent now), says what the SMS bounds made of it (`allowance`, when they
   * were asked), and whether it is `finished` without a send (overtaken, held, out of time): the
   * messages waiting for it may go.
   */
  async function claim(
    id: string,
  ): Promise<{ record?: NotificationRecord & { text: string }; allowance?: Allowance; finished?: boolean }> {
    return db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(records.doc(id));
      if (!snapshot.exists) return {};
      const record = snapshot.data() as NotificationRecord;
      const at = now();
      const updatedAt = Timestamp.fromMillis(at);
      const due = record.nextAttemptAt.toMillis() <= at;
      if (!due || (record.state !== 'queued' && record.state !== 'sending')) return {};
      // A message whose tries keep dying with their instance must end too.
      if (record.state === 'sending' && at - retriesStart(record) >= retryWindowMs) {
        transaction.update(snapshot.ref, {
          state: 'failed',
          error: record.error ?? 'Its last try was cut short, and its time for retries has passed',
          updatedAt,
        });
        return { finished: true };
      }
      // What it tells of has moved on since it was queued: it is not sent at all. (A try cut short
      // may have reached the phone already: such a message is finished as it began.)
      const overtakenBy = record.state === 'queued' ? await overtakingOf(db, transaction, record) : undefined;
      if (overtakenBy) {
        transaction.update(snapshot.ref, {
          state: 'cancelled',
          overtakenBy,
          limitedBy: FieldValue.delete(),
          waitsFor: FieldValue.delete(),
          updatedAt,
        });
        return { finished: true };
      }
      // An earlier message to the same person goes first; this one is not counted meanwhile.
      const earlier = await earlierUnfinished(db, transaction, record);
      if (earlier) {
        // Behind one that waits for the next day's budget, this one waits for it too.
        const forBudget = earlier.get('limitedBy') === 'dailyBudget' && record.channel === 'sms';
        transaction.update(snapshot.ref, {
          state: 'queued',
          waitsFor: earlier.id,
          nextAttemptAt: lookAgainAt(earlier, at),
          limitedBy: forBudget ? 'dailyBudget' : FieldValue.delete(),
          updatedAt,
        });
        return {};
      }
      const text =
        record.text ??
        (record.channel === 'sms' ? composeSms(record, publicUrl) : composeEmail(record, publicUrl).subject);
      // Counted once: a retry, or a try after a crash, was counted by the first.
      const allowance =
        record.channel === 'sms' && !record.countedOn
          ? await allowances.take(transaction, record, at)
          : undefined;
      const turnTaken = record.waitsFor ? { waitsFor: FieldValue.delete() } : {};
      if (allowance?.outcome === 'held') {
        transaction.update(snapshot.ref, {
          state: 'held',
          limitedBy: 'numberDaily',
          text,
          updatedAt,
          ...turnTaken,
        });
        return { allowance, finished: true };
      }
      if (allowance?.outcome === 'wait') {
        const nextAttemptAt = Timestamp.fromMillis(allowance.until);
        transaction.update(snapshot.ref, {
          limitedBy: 'dailyBudget',
          nextAttemptAt,
          text,
          updatedAt,
          ...turnTaken,
        });
        return { allowance };
      }
      // Its hour of retries starts now if it waited for the budget or its turn.
      const waited = record.limitedBy === 'dailyBudget' || record.waitsFor !== undefined;
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
        ...(record.limitedBy ? { limitedBy: FieldValue.delete() } : {}),
        ...turnTaken,
      });
      return { record: { ...record, ...claimed }, allowance };
    });
  }

  /**
   * What the bounds did, in the log: each line once a day, by the one try that crossed it. Reading
   * how much of the budget is spent never stops a send.
   */
  async function logAllowance(id: string, allowance: Allowance | undefined) {
    if (allowance?.outcome === 'send') {
      const notices = await allowances.noticesAfter(allowance).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not read how much of the daily SMS budget is spent');
        return [];
      });
      for (const { share, sent, budget } of notices) {
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

  /**
   * Records how a try went, unless another instance has claimed the message since; answers whether
   * the message is finished (sent, or failed for good).
   */
  async function settle(id: string, attempt: number, result: SmsResult, retriesFrom: number) {
    return db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(records.doc(id));
      if (snapshot.get('state') !== 'sending' || snapshot.get('attempts') !== attempt) return false;
      const at = Timestamp.fromMillis(now());
      if (result.ok) {
        transaction.update(snapshot.ref, {
          state: result.delivered ? 'delivered' : 'sent',
          providerId: result.providerId,
          sentAt: at,
          error: FieldValue.delete(),
          updatedAt: at,
        });
        return true;
      }
      const givenUp = result.permanent || now() - retriesFrom >= retryWindowMs;
      transaction.update(snapshot.ref, {
        state: givenUp ? 'failed' : 'queued',
        error: result.error,
        nextAttemptAt: Timestamp.fromMillis(now() + (givenUp ? 0 : retryDelayMs(attempt))),
        updatedAt: at,
      });
      return givenUp;
    });
  }

  /**
   * One try of message `id`, if it is due; once it is finished, the messages to the same person
   * that waited for it, in their order.
   */
  async function deliver(id: string): Promise<void> {
    const claimed = await claim(id);
    const { record, allowance } = claimed;
    await logAllowance(id, allowance);
    let finished = claimed.finished === true;
    if (record) {
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
      finished = await settle(id, record.attempts, result, retriesStart(record));
    }
    if (!finished) return;
    for (const next of await wakeWaitersOf(db, id, now())) {
      await deliver(next).catch((error: unknown) =>
        logger.error({ err: error, notification: next }, 'could not dispatch a message'),
      );
    }
  }

  /**
   * Tries every message due now (new, to be retried, or left by a crashed try), a batch at a time:
   * one person's one after another, oldest first, so each finds the one before it finished.
   */
  async function dispatchDue(limit = 20) {
    const due = await records
      .where('state', 'in', ['queued', 'sending'])
      .where('nextAttemptAt', '<=', Timestamp.fromMillis(now()))
      .orderBy('nextAttemptAt')
      .limit(limit)
      .get();
    const byRecipient = new Map<string, QueryDocumentSnapshot[]>();
    for (const doc of due.docs) {
      const recipient = recipientOf(doc.data() as NotificationRecord);
      byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), doc]);
    }
    const queuedAt = (doc: QueryDocumentSnapshot) => (doc.get('createdAt') as Timestamp).toMillis();
    await Promise.all(
      [...byRecipient.values()].map(async (docs) => {
        for (const doc of docs.sort((a, b) => queuedAt(a) - queuedAt(b))) {
          await deliver(doc.id).catch((error: unknown) =>
            logger.error({ err: error, notification: doc.id }, 'could not dispatch a message'),
          );
        }
      }),
    );
    return due.size;
  }

  return { deliver, dispatchDue };
}

/** Retries are given an hour from when the message was queued, or from when it stopped waiting. */
const retriesStart = (record: NotificationRecord) => (record.retriesFrom ?? record.createdAt).toMillis();
