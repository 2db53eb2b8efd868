import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PaymentProvider } from './provider.ts';
import { paymentRecords, recordPaymentEvent, stateOf } from './records.ts';
import { settlePayment } from './settle.ts';

/**
 * The payer is back on our pages from the gateway's: its return or cancel link, or Back. The
 * gateway is asked first (they may have paid or declined there). A card order it still holds
 * unpaid was left: a card is paid on that page in one sitting, and the payer is no longer on it,
 * so the application may be paid again at once (`payerLeft`; a new attempt closes this order
 * first). A mobile-money order stays pending: the push to the payer's phone may still be answered.
 * False when there is no such payment.
 */
export async function payerReturned(db: Firestore, provider: PaymentProvider, orderId: string) {
  const payment = await paymentRecords(db).doc(orderId).get();
  if (!payment.exists) return false;
  if (stateOf(payment) !== 'open' || payment.get('method') !== 'card' || payment.get('leftAt')) return true;
  // An answer that is not clear counts as unpaid too: paying again asks the gateway again first,
  // and is refused should the order turn out paid.
  const settled = await settlePayment(db, provider, orderId).catch(() => 'pending' as const);
  if (settled === 'pending') {
    await recordPaymentEvent(db, orderId, 'payerLeft', { leftAt: FieldValue.serverTimestamp() });
  }
  return true;
}
