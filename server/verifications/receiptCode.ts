import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { ApplicationKind } from '#domain/kinds';
import { newVerificationCode, VERIFICATIONS_COLLECTION } from '#domain/verification';

/** What the receipt of a paid payment states, as the verification record keeps it. */
export type ReceiptFacts = { kind: ApplicationKind; reference: string; issuedAt: Date; amount: number };

/** Codes are drawn at random: a code already taken (never seen in practice) is drawn again. */
const MAX_DRAWS = 5;

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
  const codes = db.collection(VERIFICATIONS_COLLECTION);
  return db.runTransaction(async (transaction) => {
    const current = await transaction.get(payment.ref);
    const given = current.get('verificationCode') as string | undefined;
    if (given) return given;
    for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
      const code = newVerificationCode();
      const record = codes.doc(code);
      if ((await transaction.get(record)).exists) continue;
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
    }
    throw new Error(`No free verification code after ${MAX_DRAWS} draws`);
  });
}
