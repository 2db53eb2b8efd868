import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { newVerificationCode } from '#domain/verification';

/** Codes are drawn at random: a code already taken (never seen in practice) is drawn again. */
const MAX_DRAWS = 5;

/**
 * A verification code nobody holds yet, read inside `transaction` (so a record created with it in
 * the same transaction cannot take another's), with the reference of its record to create.
 */
export async function freeVerificationCode(
  db: Firestore,
  transaction: Transaction,
): Promise<{ code: string; record: DocumentReference }> {
  const codes = db.collection(COLLECTIONS.verifications);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const code = newVerificationCode();
    const record = codes.doc(code);
    if (!(await transaction.get(record)).exists) return { code, record };
  }
  throw new Error(`No free verification code after ${MAX_DRAWS} draws`);
}
