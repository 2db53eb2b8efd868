import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ApplicationKind } from '#domain/kinds';
import type { PaymentCheckOutcome } from '#domain/processing';
import { SYSTEM_ACTOR } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import type { PaymentProvider } from './provider.ts';
import { expiresAtOf, paymentRecords } from './records.ts';
import { settlePayment } from './settle.ts';
import { nextCheckDue, RECHECK_AFTER_MS } from './systemChecks.ts';

// The scheduled reconciliation (the `paymentReconcile` function, server/function.ts): payments whose
// webhook never came are settled by asking the gateway, as the webhook would have (settlePayment).
// Several instances may run at once, so each payment is claimed in a transaction before the gateway
// is asked: one run asks about it and writes its check in the application's history. Paid happens
// once whoever settles it (this job, the webhook, the status screen): the payment's own transition
// refuses a second.

/** Most payments asked about in one scheduled run. */
export const RECONCILE_BUDGET = 50;

export type ReconcileOptions = {
  /**
   * Most payments asked about in one run, the longest overdue first: a backlog drains over several
   * runs and no run outlasts the function's timeout.
   */
  budget: number;
  /** How long the gateway keeps an order open (PAYMENT_EXPIRY_MINUTES), for attempts with no recorded expiry. */
  expiryMinutes: number;
  /** Gateway queries in flight at once. */
  parallel?: number;
  /** No payment is claimed after this time (ms since the epoch): the rest waits for the next run. */
  claimUntil?: number;
  onError?: (error: unknown, orderId: string) => void;
};

/** `skipped`: due when read, but taken by another run or settled meanwhile. `errors`: no answer from the gateway. */
export type ReconcileTotals = {
  checked: number;
  paid: number;
  failed: number;
  pending: number;
  errors: number;
  skipped: number;
};

export async function reconcileDuePayments(
  db: Firestore,
  provider: PaymentProvider,
  { budget, expiryMinutes, parallel = 5, claimUntil = Infinity, onError = () => {} }: ReconcileOptions,
): Promise<ReconcileTotals> {
  const totals: ReconcileTotals = { checked: 0, paid: 0, failed: 0, pending: 0, errors: 0, skipped: 0 };
  const due = await paymentRecords(db)
    .where('checkDueAt', '<=', Timestamp.now())
    .orderBy('checkDueAt')
    .limit(budget)
    .get();
  const queue = due.docs.map((doc) => doc.id);

  async function check(orderId: string) {
    if (!(await claim(db, orderId))) {
      totals.skipped += 1;
      return;
    }
    const askedAt = Date.now();
    const outcome = await ask(db, provider, orderId, onError);
    if (outcome === undefined) return;
    totals.checked += 1;
    totals[outcome === 'noAnswer' ? 'errors' : outcome] += 1;
    await recordCheck(db, orderId, { outcome, askedAt }, expiryMinutes);
  }

  async function worker() {
    for (let orderId = queue.shift(); orderId !== undefined; orderId = queue.shift()) {
      if (Date.now() >= claimUntil) return;
      // One payment's trouble (Firestore busy, say) is counted, not allowed to end the run.
      await check(orderId).catch((error: unknown) => {
        totals.errors += 1;
        onError(error, orderId);
      });
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
  return totals;
}

/**
 * Takes a due payment for this run: false when another run took it first (its due time has moved
 * on) or it is settled. Held for one interval, so a run that dies mid-check leaves it to be asked
 * again then; the check's own record sets the real next time.
 */
async function claim(db: Firestore, orderId: string): Promise<boolean> {
  const ref = paymentRecords(db).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const payment = await transaction.get(ref);
    const dueAt = payment.get('checkDueAt') as Timestamp | undefined;
    if (!payment.exists || !dueAt) return false;
    if (payment.get('status') !== 'pending') {
      transaction.update(ref, { checkDueAt: FieldValue.delete() });
      return false;
    }
    if (dueAt.toMillis() > Date.now()) return false;
    transaction.update(ref, { checkDueAt: Timestamp.fromMillis(Date.now() + RECHECK_AFTER_MS) });
    return true;
  });
}

/** What the gateway said, as settled; undefined when the payment is gone. Never throws. */
async function ask(
  db: Firestore,
  provider: PaymentProvider,
  orderId: string,
  onError: (error: unknown, orderId: string) => void,
): Promise<PaymentCheckOutcome | undefined> {
  try {
    const result = await settlePayment(db, provider, orderId);
    return result === 'unknown' ? undefined : result;
  } catch (error) {
    onError(error, orderId);
    return 'noAnswer';
  }
}

/** The check in the application's history, signed by the system, and when the payment is due again. */
async function recordCheck(
  db: Firestore,
  orderId: string,
  { outcome, askedAt }: { outcome: PaymentCheckOutcome; askedAt: number },
  expiryMinutes: number,
) {
  const ref = paymentRecords(db).doc(orderId);
  await db.runTransaction(async (transaction) => {
    const payment = await transaction.get(ref);
    if (!payment.exists) return;
    const next = nextCheckDue({
      pending: payment.get('status') === 'pending',
      closesAt: expiresAtOf(payment, expiryMinutes),
      askedAt,
      answered: outcome !== 'noAnswer',
    });
    transaction.update(ref, { checkDueAt: next ?? FieldValue.delete() });
    const event = {
      kind: payment.get('applicationKind') as ApplicationKind,
      applicationId: payment.get('applicationId') as string,
      reference: (payment.get('reference') as string | null | undefined) ?? null,
      type: 'paymentCheck' as const,
      orderId,
      outcome,
    };
    recordEvent(db, transaction, event, SYSTEM_ACTOR);
  });
}
