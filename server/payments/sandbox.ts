import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { isOrderId } from '#domain/payment';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from './provider.ts';

export const SANDBOX_COLLECTION = COLLECTIONS.sandboxOrders;

export const noSuchSandboxOrder = () =>
  new HttpError(404, 'There is no such sandbox order.', 'sandbox.notFound');

/** Order ids as the API makes them; anything else is no order (and never reaches a document path). */
export function sandboxOrderId(param: string | undefined) {
  const orderId = param ?? '';
  if (!isOrderId(orderId)) throw noSuchSandboxOrder();
  return orderId;
}

/** When the sandbox order stops taking payment, as the gateway's own expiry would. */
export function isExpired(order: DocumentData, now = Date.now()) {
  const expiresAt = order.expiresAt as Timestamp | undefined;
  return expiresAt !== undefined && now >= expiresAt.toMillis();
}

/**
 * The local stand-in for the gateway: orders live in Firestore (so an API restart loses nothing),
 * its checkout page lets the payer Approve or Decline, and the decision reaches the app through the
 * same webhook and status query as a real payment.
 */
export function sandboxProvider(db: Firestore, checkoutUrl: (orderId: string) => string): PaymentProvider {
  const orders = db.collection(SANDBOX_COLLECTION);
  return {
    name: 'sandbox',
    async createOrder(request) {
      const createdAt = new Date();
      // Like the gateway, the order can be paid only until its expiry.
      const expiresAt = new Date(createdAt.getTime() + request.expiryMinutes * 60_000);
      await orders.doc(request.orderId).set({ ...request, status: 'PENDING', createdAt, expiresAt });
      return {
        ok: true,
        paymentUrl: checkoutUrl(request.orderId),
        raw: { resultcode: '000', result: 'SUCCESS' },
      };
    },
    async orderStatus(orderId) {
      const order = await orders.doc(orderId).get();
      const status = order.get('status') as string | undefined;
      const raw = { resultcode: order.exists ? '000' : '404', payment_status: status ?? null };
      if (status === 'COMPLETED') {
        const transactionId = order.get('gatewayTransactionId') as string | undefined;
        return { status: 'paid', amount: order.get('amount') as number, transactionId, raw };
      }
      if (status === 'CANCEL') return { status: 'failed', amount: order.get('amount') as number, raw };
      return { status: 'pending', raw };
    },
    // In a transaction, so a payer's Approve and our cancel cannot both win.
    async cancelOrder(orderId) {
      const ref = orders.doc(orderId);
      return db.runTransaction(async (transaction) => {
        const order = await transaction.get(ref);
        const status = (order.get('status') as string | undefined) ?? null;
        const raw = { resultcode: order.exists ? '000' : '404', payment_status: status };
        if (!order.exists) return { outcome: 'notFound', raw };
        if (status === 'COMPLETED') return { outcome: 'paid', raw };
        if (status === 'PENDING') transaction.update(ref, { status: 'CANCEL', cancelledAt: new Date() });
        return { outcome: 'cancelled', raw: { ...raw, payment_status: 'CANCEL' } };
      });
    },
  };
}
