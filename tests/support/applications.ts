// Applications stored the way the app stores them, written with the Admin SDK for API tests.
import { FieldValue } from 'firebase-admin/firestore';
import { APPLICATIONS } from '../../src/domain/applications.ts';
import { VALID_APPLICATIONS } from '../../src/domain/fixtures.ts';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';
import { PRICES } from '../../src/domain/money.ts';
import { adminServices } from './admin.ts';

export async function storedApplication(kind: ApplicationKind) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  const meta = newApplicationMeta(kind, { lang: 'en' });
  await ref.set({ ...VALID_APPLICATIONS[kind](), ...meta, createdAt: FieldValue.serverTimestamp() });
  return { id: ref.id, reference: meta.reference, ref };
}

/** What the payment screen sends for one press of Pay: the application and the real price, no ids. */
export function paymentRequestFor(application: { id: string }, kind: ApplicationKind = 'visa') {
  return {
    phone: '0754 123 456',
    buyer_name: 'Grace Otieno',
    buyer_email: 'grace@example.com',
    amount: PRICES[kind],
    applicationKind: kind,
    applicationId: application.id,
  };
}

/** The order id the API made for a start, as its answer gives it. */
export function orderIdOf(answer: { body: unknown }): string {
  const orderId = (answer.body as { order_id?: unknown } | undefined)?.order_id;
  if (typeof orderId !== 'string') throw new Error(`no order_id in ${JSON.stringify(answer.body)}`);
  return orderId;
}
