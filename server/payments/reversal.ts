import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ApplicationKind } from '#domain/kinds';
import { paymentReversed } from '#domain/reports/counts';
import type { Actor } from '../applications/actor.ts';
import { HttpError } from '../http/errors.ts';
import { countChanges } from '../reports/counter.ts';
import { aanIfDeletedAfter } from '../reports/deletions.ts';
import { applicationOf, paymentRecords, stateOf } from './records.ts';

/**
 * The agent whose figures counted a payment's money when it was confirmed: the one its application
 * carries, if the application was still there then. A second attempt paid by mistake names no
 * agent of its own (it earned nobody anything), yet its money went to the application's agent.
 */
async function aanWhenPaid(transaction: Transaction, db: Firestore, payment: DocumentSnapshot) {
  const application = await transaction.get(applicationOf(db, payment));
  if (application.exists) return application.get('AAN') as unknown;
  const paidAt = payment.get('paidAt') as Timestamp | undefined;
  return paidAt ? aanIfDeletedAfter(transaction, db, payment, paidAt) : undefined;
}

/**
 * Records that a confirmed payment's money went back to the payer (a refund, a mobile-money
 * reversal, a chargeback), with why and who, at the server's time. Paid stays final: the state
 * machine and the application are left as they are, and the reversal is a fact beside them that an
 * agent's statement shows as a correction in the month it is recorded (statements.ts), and the
 * owner's figures as money reversed for the agent whose figures had its money. Once only.
 */
export async function recordReversal(db: Firestore, orderId: string, reason: string, actor: Actor) {
  const ref = paymentRecords(db).doc(orderId);
  await db.runTransaction(async (transaction) => {
    const payment = await transaction.get(ref);
    if (!payment.exists) throw new HttpError(404, 'There is no such payment.', 'payment.notFound');
    if (stateOf(payment) !== 'paid') {
      throw new HttpError(409, 'Only a paid payment can be reversed.', 'payment.notPaid');
    }
    if (payment.get('reversedAt')) {
      throw new HttpError(409, 'This payment is recorded as reversed already.', 'payment.alreadyReversed');
    }
    // One time for the reversal and its count in the owner's figures.
    const reversedAt = Timestamp.now();
    const kind = payment.get('applicationKind') as ApplicationKind;
    const commission = (payment.get('commission') as number | undefined) ?? 0;
    const change = paymentReversed(kind, payment.get('amount') as number, commission);
    const aan = await aanWhenPaid(transaction, db, payment);
    countChanges(db, transaction, aan, [{ at: reversedAt.toDate(), change }]);
    transaction.update(ref, {
      reversedAt,
      reversal: { reason, actorUid: actor.uid, actorEmail: actor.email },
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return ref.get();
}
