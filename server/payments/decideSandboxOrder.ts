import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { randomCode } from '#domain/reference';
import { HttpError } from '../http/errors.ts';
import { isExpired, noSuchSandboxOrder, SANDBOX_COLLECTION } from './sandbox.ts';

export type SandboxDecision = 'approve' | 'decline';

/**
 * The payer's decision on the sandbox gateway's page: recorded on the order, then reported to our
 * own webhook over HTTP exactly as the real gateway would. Like the real gateway, only an open
 * order can be decided (409): a cancelled or expired one cannot be paid. Returns where the payer
 * goes next: the order's return address once approved, its cancel address once declined.
 */
export async function decideSandboxOrder(
  db: Firestore,
  orderId: string,
  decision: SandboxDecision,
  log?: Pick<Logger, 'warn'>,
): Promise<string> {
  const ref = db.collection(SANDBOX_COLLECTION).doc(orderId);
  const order = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw noSuchSandboxOrder();
    if (current.get('status') !== 'PENDING') {
      throw new HttpError(409, 'This sandbox order is closed already.', 'sandbox.closed');
    }
    if (isExpired(current.data()!)) {
      throw new HttpError(409, 'This sandbox order has expired.', 'sandbox.closed');
    }
    // A paid order gets the gateway's own transaction id, as Selcom's order-status reports it.
    transaction.update(
      ref,
      decision === 'approve'
        ? { status: 'COMPLETED', gatewayTransactionId: `SBX${randomCode(10)}` }
        : { status: 'CANCEL' },
    );
    return current;
  });
  await fetch(order.get('webhookUrl') as string, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      order_id: orderId,
      transid: order.get('transid'),
      result: 'SUCCESS',
      resulcode: '000',
      payment_status: decision === 'approve' ? 'COMPLETED' : 'CANCEL',
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => log?.warn({ err: error }, 'sandbox webhook failed; the status page will ask'));
  return order.get(decision === 'approve' ? 'redirectUrl' : 'cancelUrl') as string;
}
