import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '../../src/domain/kinds.ts';
import type { PaymentProvider } from './provider.ts';

export type SettleResult = 'paid' | 'failed' | 'pending' | 'unknown';

/**
 * Asks the gateway for an order's real status and records it, on the payment and its application,
 * in one transaction. Idempotent; paid is final (a late failure never undoes it); a "paid" is taken
 * only with the gateway confirming our amount (none, or another, is never taken as paid).
 */
export async function settlePayment(
  db: Firestore,
  provider: PaymentProvider,
  orderId: string,
): Promise<SettleResult> {
  const paymentRef = db.collection('payments').doc(orderId);
  const snapshot = await paymentRef.get();
  if (!snapshot.exists) return 'unknown';
  if (snapshot.get('status') === 'paid') return 'paid';

  const answer = await provider.orderStatus(orderId);
  const outcome = answer.status;
  if (outcome === 'paid') {
    const problem = amountProblem(answer.amount, snapshot.get('amount') as number);
    if (problem) {
      // Left pending for a person to look at: the gateway's word does not cover what we charged.
      await paymentRef.update({ problem, updatedAt: FieldValue.serverTimestamp() });
      return 'pending';
    }
  }
  if (outcome === 'pending') return 'pending';

  return db.runTransaction(async (transaction) => {
    const payment = await transaction.get(paymentRef);
    if (payment.get('status') === 'paid') return 'paid';
    // Already failed (closed for a newer attempt, say): the application's status is that attempt's now.
    if (payment.get('status') === outcome) return outcome;
    const applicationRef = applicationOf(db, payment);
    const application = await transaction.get(applicationRef);
    transaction.update(paymentRef, { status: outcome, updatedAt: FieldValue.serverTimestamp() });
    // Another attempt may already have paid for this application: a failure here must not undo it.
    if (application.exists && application.get('paymentStatus') !== 'paid') {
      transaction.update(applicationRef, { paymentStatus: outcome });
    }
    return outcome;
  });
}

/** Why a gateway's "paid" cannot be taken as paid for `expected`, if it cannot. */
function amountProblem(reported: number | undefined, expected: number): string | undefined {
  if (reported === undefined || Number.isNaN(reported)) return 'gateway reported paid without an amount';
  if (reported !== expected) return `gateway reported amount ${reported}, expected ${expected}`;
  return undefined;
}

/** The application a payment pays for. */
export function applicationOf(db: Firestore, payment: DocumentSnapshot) {
  const kind = payment.get('applicationKind') as ApplicationKind;
  return db.collection(APPLICATION_COLLECTIONS[kind]).doc(payment.get('applicationId') as string);
}

/** Settles every payment still pending after `olderThanMs`; what the gateway cannot answer waits. */
export async function reconcilePayments(db: Firestore, provider: PaymentProvider, olderThanMs: number) {
  const cutoff = new Date(Date.now() - olderThanMs);
  const pending = await db
    .collection('payments')
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
