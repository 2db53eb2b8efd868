import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { ApplicationKind } from '#domain/kinds';
import { freeVerificationCode } from './freeCode.ts';

/** What the receipt of a paid payment states, as the verification record keeps it. */
export type ReceiptFacts = { kind: ApplicationKind; reference: string; issuedAt: Date; amount: number };

/**
 * The verification code of a paid payment's receipt: the one it was given before, or a new one
 * recorded with what the receipt states. In a transaction on the payment, so two first downloads
 * at once end with one code (the second retries and reads the first's), and every later download
 * of the receipt shows the same.
 */
export function receiptVerificationCode(
  db: Firestore,
  payment: DocumentSnapshot,
  facts: ReceiptFacts,
): Promise<string> {
  return db.runTransaction(async (transaction) => {
    const current = await transaction.get(payment.ref);
    const given = current.get('verificationCode') as string | undefined;
    if (given) return given;
    const { code, record } = await freeVerificationCode(db, transaction);
    transaction.create(record, {
      type: 'receipt',
      kind: facts.kind,
      reference: facts.reference,
      issuedAt: Timestamp.fromDate(facts.issuedAt),
      amount: facts.amount,
      orderId: payment.id,
    });
    transaction.update(payment.ref, { verificationCode: code });
    return code;
  });
}
