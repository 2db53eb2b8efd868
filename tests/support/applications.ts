// Applications stored the way the app stores them, written with the Admin SDK for API tests.
import { FieldValue } from 'firebase-admin/firestore';
import { APPLICATIONS } from '../../src/domain/applications.ts';
import { VALID_APPLICATIONS } from '../../src/domain/fixtures.ts';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';
import { PRICES } from '../../src/domain/money.ts';
import { newPaymentIds } from '../../src/domain/payment.ts';
import { adminServices } from './admin.ts';

export async function storedApplication(kind: ApplicationKind) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  const meta = newApplicationMeta(kind, { lang: 'en' });
  await ref.set({ ...VALID_APPLICATIONS[kind](), ...meta, createdAt: FieldValue.serverTimestamp() });
  return { id: ref.id, reference: meta.reference, ref };
}

/** What the payment screen sends for one press of Pay: a new order id each time, the real price. */
export function paymentRequestFor(application: { id: string }, kind: ApplicationKind = 'visa') {
  const ids = newPaymentIds();
  return {
    phone: '0754 123 456',
    buyer_name: 'Grace Otieno',
    buyer_email: 'grace@example.com',
    amount: PRICES[kind],
    order_id: ids.orderId,
    transid: ids.transid,
    applicationKind: kind,
    applicationId: application.id,
  };
}
