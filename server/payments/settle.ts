import type { Firestore } from 'firebase-admin/firestore';
import { paymentStatusOf } from '#domain/paymentState';
import type { PaymentProvider } from './provider.ts';
import { paymentRecords, recordPaymentEvent, stateOf } from './records.ts';

export type SettleResult = 'paid' | 'failed' | 'pending' | 'unknown';

/**
 * Asks the gateway for an order's real status and records it, on the payment and its application,
 * in one transaction. Idempotent; paid is final (a late failure never undoes it); a "paid" is taken
 * only with the gateway confirming our amount (none, or another, is never taken as paid). How the
 * state may move is the domain's `transition`.
 */
export async function settlePayment(
  db: Firestore,
  provider: PaymentProvider,
  orderId: string,
): Promise<SettleResult> {
  const snapshot = await paymentRecords(db).doc(orderId).get();
  if (!snapshot.exists) return 'unknown';
  if (stateOf(snapshot) === 'paid') return 'paid';

  const answer = await provider.orderStatus(orderId);
  if (answer.status === 'pending') return 'pending';
  const problem =
    answer.status === 'paid' ? amountProblem(answer.amount, snapshot.get('amount') as number) : undefined;
  // Left as it is for a person to look at: the gateway's word does not cover what we charged.
  const recorded = problem
    ? await recordPaymentEvent(db, orderId, 'paidWithoutOurAmount', { problem })
    : answer.status === 'paid'
      ? await recordPaymentEvent(
          db,
          orderId,
          'confirmedPaid',
          answer.transactionId ? { gatewayTransactionId: answer.transactionId } : {},
        )
      : await recordPaymentEvent(db, orderId, 'confirmedFailed');
  if (!recorded) return 'unknown';
  const { before, result } = recorded;
  if (problem && result.ok) return 'pending';
  // A refusal leaves the payment as it was (paid, when a late failure arrives).
  return paymentStatusOf(result.ok ? result.next : before);
}

/** Why a gateway's "paid" cannot be taken as paid for `expected`, if it cannot. */
function amountProblem(reported: number | undefined, expected: number): string | undefined {
  if (reported === undefined || Number.isNaN(reported)) return 'gateway reported paid without an amount';
  if (reported !== expected) return `gateway reported amount ${reported}, expected ${expected}`;
  return undefined;
}

/** Settles every payment still pending after `olderThanMs`; what the gateway cannot answer waits. */
export async function reconcilePayments(db: Firestore, provider: PaymentProvider, olderThanMs: number) {
  const cutoff = new Date(Date.now() - olderThanMs);
  // `status` rather than `state`: records written before `state` existed have only `status`.
  const pending = await paymentRecords(db)
    .where('status', '==', 'pending')
    .where('createdAt', '<=', cutoff)
    .get();
  const totals = { checked: 0, paid: 0, failed: 0, pending: 0, errors: 0 };
  for (const doc of pending.docs) {
    totals.checked += 1;
    try {
      const result = await settlePayment(db, provider, doc.id);
      if (result === 'paid' || result === 'failed' || result === 'pending') totals[result] += 1;
    } catch {
      totals.errors += 1;
    }
  }
  return totals;
}
