import { FieldValue, type DocumentSnapshot, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { ApplicationKind } from '#domain/kinds';
import { INITIAL_PAYMENT_STATE, mayBeOpenAtGateway, type CancelReason } from '#domain/paymentState';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentRecords, recordPaymentEvent, stateOf } from './records.ts';
import { settlePayment } from './settle.ts';

/**
 * Longer than one POST /api/payments can take (a few gateway calls, each cut off at its timeout): a
 * pending attempt without a payment page younger than this is still being created by that request.
 */
const BEING_CREATED_MS = 3 * 60_000;

const CLOSED_MESSAGE = 'This payment attempt was closed because a newer one was started.';

export const alreadyPaid = () =>
  new HttpError(409, 'This application is already paid.', 'payment.alreadyPaid');

export const paymentInProgress = () =>
  new HttpError(409, 'This payment is already being started. Please wait a moment.', 'payment.inProgress');

const previousOpen = () =>
  new HttpError(
    503,
    'Your previous payment attempt is still open. Please try again in a minute.',
    'payment.previousOpen',
  );

/** Still being created by the request that recorded it: that request is asking the gateway now. */
function beingCreated(payment: DocumentSnapshot) {
  if (stateOf(payment) !== INITIAL_PAYMENT_STATE) return false;
  const createdAt = payment.get('createdAt') as Timestamp | undefined;
  return !createdAt || Date.now() - createdAt.toMillis() < BEING_CREATED_MS;
}

/**
 * Before a new order for an application: closes every earlier attempt the gateway may still hold
 * open, so a payer can never pay twice. Each is settled first (it may be paid, its webhook lost),
 * then cancelled. Throws the answer to give when no new order may be made.
 */
export async function closeEarlierAttempts(
  db: Firestore,
  provider: PaymentProvider,
  application: { kind: ApplicationKind; id: string },
  newOrderId: string,
) {
  const attempts = await paymentRecords(db).where('applicationId', '==', application.id).get();
  for (const attempt of attempts.docs) {
    if (attempt.id === newOrderId || attempt.get('applicationKind') !== application.kind) continue;
    if (!mayBeOpenAtGateway(stateOf(attempt))) continue;
    if (beingCreated(attempt)) throw paymentInProgress();
    await closeAttempt(db, provider, attempt.id);
  }
}

async function closeAttempt(db: Firestore, provider: PaymentProvider, orderId: string) {
  const settle = () => settlePayment(db, provider, orderId).catch(() => 'unknown' as const);
  const settled = await settle();
  if (settled === 'paid') throw alreadyPaid();
  if (settled === 'failed') return markClosed(db, orderId, 'closedAtGateway');
  const { outcome } = await provider.cancelOrder(orderId);
  if (outcome === 'cancelled' || outcome === 'notFound') return markClosed(db, orderId, outcome);
  // Paid while we were cancelling it: recorded as paid, and nobody is charged twice.
  if (outcome === 'paid' && (await settle()) === 'paid') throw alreadyPaid();
  throw previousOpen();
}

/** Closed for good, with when and why; the application waits for the new attempt. */
async function markClosed(db: Firestore, orderId: string, reason: CancelReason) {
  const recorded = await recordPaymentEvent(db, orderId, 'superseded', (payment) => ({
    cancelledAt: FieldValue.serverTimestamp(),
    cancelReason: reason,
    // The gateway closed it itself (the payer cancelled, or it expired): nothing to add to that.
    ...(reason === 'closedAtGateway'
      ? {}
      : { failure: (payment.get('failure') as string | undefined) ?? CLOSED_MESSAGE }),
  }));
  // Settled as paid meanwhile (its webhook arrived): the application needs no new order.
  if (recorded && !recorded.result.ok) throw alreadyPaid();
}
