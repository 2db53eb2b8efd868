// Applications stored the way the app stores them, written with the Admin SDK for API tests.
import { FieldValue } from 'firebase-admin/firestore';
import { APPLICATIONS } from '../../src/domain/applications.ts';
import { VALID_APPLICATIONS } from '../../src/domain/fixtures.ts';
import { phonesOf } from '../../src/domain/identity.ts';
import { COLLECTIONS, type AppLanguage, type ApplicationKind } from '../../src/domain/kinds.ts';
import type { ReferenceClaim } from '../../src/domain/ownership.ts';
import type { ApplicationProof } from '../../src/domain/tracking.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';
import { PRICES } from '../../src/domain/money.ts';
import { adminServices } from './admin.ts';

/**
 * An application as the app saves it, in `lang`, with its reference claim: by `submittedBy` when given, and
 * with the `proof` (reference and the applicant's phone) that opens it from any device.
 */
export async function storedApplication(
  kind: ApplicationKind,
  submittedBy?: string,
  lang: AppLanguage = 'en',
) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  const meta = newApplicationMeta(kind, { lang, submittedBy: submittedBy ?? null });
  const answers = VALID_APPLICATIONS[kind]();
  const claim: ReferenceClaim = { kind, applicationId: ref.id };
  await db
    .batch()
    .set(ref, { ...answers, ...meta, createdAt: FieldValue.serverTimestamp() })
    .set(db.collection(COLLECTIONS.references).doc(meta.reference), claim)
    .commit();
  const [phone] = phonesOf(APPLICATIONS[kind].identity, answers);
  if (!phone) throw new Error(`The ${kind} fixture has no applicant phone.`);
  const proof: ApplicationProof = { reference: meta.reference, phone };
  return { id: ref.id, reference: meta.reference, ref, proof };
}

/**
 * What the payment screen sends for one press of Pay: the application, the real price, and the
 * application's proof when the test has one (a payer who tracked it), no ids of ours.
 */
export function paymentRequestFor(
  application: { id: string; proof?: ApplicationProof },
  kind: ApplicationKind = 'visa',
) {
  return {
    phone: '0754 123 456',
    buyer_name: 'Grace Otieno',
    buyer_email: 'grace@example.com',
    amount: PRICES[kind],
    applicationKind: kind,
    applicationId: application.id,
    ...(application.proof ? { proof: application.proof } : {}),
  };
}

/** The order id the API made for a start, as its answer gives it. */
export function orderIdOf(answer: { body: unknown }): string {
  const orderId = (answer.body as { order_id?: unknown } | undefined)?.order_id;
  if (typeof orderId !== 'string') throw new Error(`no order_id in ${JSON.stringify(answer.body)}`);
  return orderId;
}
