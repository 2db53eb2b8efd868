import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { startOfDayInTanzania } from '#domain/timeZone';
import { internationalNumber } from '#domain/phone';
import type { NotificationRecord } from './records.ts';
import { budgetSpentOn, dailyBudget, type BudgetNotice, type BudgetSpend } from './smsBudget.ts';

/**
 * smsCounters/{id}: what SMS the dispatcher let through each day, written by it alone (Admin SDK;
 * the rules give clients no access). `budget-{day}-{shard}` count the SMS handed to the provider
 * that day, the budget spread over shards (smsBudget.ts), and `budgetNotice-{day}-{percent}` mark
 * the shares of it the log has reported; `received-{digest}-{day}` counts the "received" SMS to
 * one number, named by a hash of the number so that no number is stored in clear. Each carries
 * `expireAt` for a Firestore TTL policy.
 */
export const SMS_COUNTERS = 'smsCounters';

/** The bounds on what SMS can cost the agency (SMS_RECEIVED_PER_NUMBER_DAILY, SMS_DAILY_BUDGET). */
export type SmsLimits = {
  /** "Received" SMS one phone number may be sent in a day, whatever applications carry it. */
  receivedPerNumberDaily: number;
  /** SMS handed to the provider in a day, every number and event together. */
  dailyBudget: number;
};

/**
 * What a try may do: send (its SMS counted in `day`), be held (its number has had the day's
 * "received" SMS; `firstToday` when it is the first one held for that number today), or wait
 * until `until`, when the next day's budget opens.
 */
export type Allowance =
  | { outcome: 'send'; day: string; spend: BudgetSpend }
  | { outcome: 'held'; day: string; numberDigest: string; firstToday: boolean }
  | { outcome: 'wait'; until: number };

const DAY_MS = 86_400_000;
/** A day's budget counters are kept a month, to look back on what was spent; a number's, its day only. */
const BUDGET_KEPT_MS = 30 * DAY_MS;

/** The SMS counted in `day`'s budget. */
export const smsSpentOn = (db: Firestore, day: string) => budgetSpentOn(db.collection(SMS_COUNTERS), day);

/**
 * The counters' day is Dar es Salaam's: the agency's and its applicants' day, so "three a day" and
 * the budget mean what staff read on their own clock, and a new budget opens at their midnight.
 */
export function smsDayOf(millis: number) {
  const opensAt = startOfDayInTanzania(new Date(millis)).getTime();
  // Midnight there is 21:00 UTC the evening before; half a day later the UTC date is the local one.
  const day = new Date(opensAt + DAY_MS / 2).toISOString().slice(0, 10);
  return { day, opensAt, endsAt: opensAt + DAY_MS };
}

/**
 * A phone number as the provider texts it (`internationalNumber`: 0754…, +255 754…, 255754… and
 * 754… are one number), hashed: the counters compare numbers without keeping any.
 */
export function numberDigest(phone: string) {
  return createHash('sha256').update(internationalNumber(phone)).digest('base64url');
}

/**
 * Only "received" SMS are bounded per number: anyone can create applications, and so make the
 * agency text any number. A payment's news follows a real payment, a status change staff's work;
 * a copy staff resent is their own decision. All of them count toward the daily budget.
 */
const boundedPerNumber = (record: NotificationRecord) => record.event === 'received' && !record.resendOf;

/**
 * The daily counters, taken inside the dispatcher's claim transaction: reads first (Firestore
 * wants them before any write), then the counts the try adds. Transactions that read and write
 * the same counter are serialised by Firestore (one waits or runs again on the other's count),
 * so instances claiming at once never pass a bound between them. A number's counter is that
 * person's alone; the budget is counted on one shard of many (smsBudget.ts), so claims at the
 * peak rarely meet on one.
 */
export function smsAllowances(db: Firestore, limits: SmsLimits) {
  const counters = db.collection(SMS_COUNTERS);
  const budget = dailyBudget(counters, limits.dailyBudget);

  async function take(transaction: Transaction, record: NotificationRecord, now: number): Promise<Allowance> {
    const { day, endsAt } = smsDayOf(now);
    const digest = boundedPerNumber(record) ? numberDigest(record.to) : undefined;
    const number = digest ? await transaction.get(counters.doc(`received-${digest}-${day}`)) : undefined;
    const count = (field: string) => Number(number?.get(field)) || 0;

    if (number && digest && count('sent') >= limits.receivedPerNumberDaily) {
      const held = count('held');
      transaction.set(
        number.ref,
        { held: held + 1, expireAt: Timestamp.fromMillis(endsAt) },
        { merge: true },
      );
      return { outcome: 'held', day, numberDigest: digest, firstToday: held === 0 };
    }
    const spend = await budget.spend(transaction, day, Timestamp.fromMillis(endsAt + BUDGET_KEPT_MS));
    if (!spend) return { outcome: 'wait', until: endsAt };
    if (number) {
      transaction.set(
        number.ref,
        { sent: count('sent') + 1, expireAt: Timestamp.fromMillis(endsAt) },
        { merge: true },
      );
    }
    return { outcome: 'send', day, spend };
  }

  /**
   * The shares of the day's budget an SMS let through took it past, to be logged once each:
   * asked once its claim has committed.
   */
  function noticesAfter({ day, spend }: Extract<Allowance, { outcome: 'send' }>): Promise<BudgetNotice[]> {
    return budget.noticesAfter(day, spend);
  }

  return { take, noticesAfter };
}

export type SmsAllowances = ReturnType<typeof smsAllowances>;
