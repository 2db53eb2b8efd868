import type { DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import type { ApplicationTarget } from '../applications/target.ts';

/**
 * Keeps, inside the transaction that deletes an application, what the owner's figures counted of
 * it: when it was sent and paid, where it stood, its agent and how long its answered requests
 * waited. Nothing personal. The rebuild of the counts (ops/rebuild-reports.ts) reads it in place of
 * the records that are gone; the money is on the payments, which stay.
 */
const deletionRecord = (db: Firestore, kind: unknown, id: unknown) =>
  db.collection(COLLECTIONS.reportDeletions).doc(`${String(kind)}_${String(id)}`);

export function keepForFigures(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  requests: DocumentSnapshot[],
  deletedAt: Timestamp,
) {
  const answered = requests.flatMap((request) => {
    const askedAt = request.get('createdAt') as Timestamp | undefined;
    const answeredAt = request.get('answer.answeredAt') as Timestamp | undefined;
    return askedAt && answeredAt ? [[request.id, { askedAt, answeredAt }] as const] : [];
  });
  transaction.set(deletionRecord(db, target.kind, target.id), {
    kind: target.kind,
    applicationId: target.id,
    createdAt: application.get('createdAt') ?? null,
    paidAt: application.get('paidAt') ?? null,
    status: application.get('status') ?? null,
    paymentStatus: application.get('paymentStatus') ?? null,
    AAN: application.get('AAN') ?? null,
    answeredRequests: Object.fromEntries(answered),
    deletedAt,
  });
}

const keptOfDeleted = (transaction: Transaction, db: Firestore, payment: DocumentSnapshot) =>
  transaction.get(deletionRecord(db, payment.get('applicationKind'), payment.get('applicationId')));

/** The AAN a payment's application carried when it was deleted: a read inside `transaction`. */
export async function deletedApplicationAan(transaction: Transaction, db: Firestore, payment: DocumentSnapshot) {
  return (await keptOfDeleted(transaction, db, payment)).get('AAN') as unknown;
}

/**
 * The AAN a payment's deleted application carried, if it was deleted after `at` (it was there
 * then): a read inside `transaction`.
 */
export async function aanIfDeletedAfter(
  transaction: Transaction,
  db: Firestore,
  payment: DocumentSnapshot,
  at: Timestamp,
) {
  const kept = await keptOfDeleted(transaction, db, payment);
  const deletedAt = kept.get('deletedAt') as Timestamp | undefined;
  return deletedAt && at.toMillis() < deletedAt.toMillis() ? (kept.get('AAN') as unknown) : undefined;
}
