import type { DocumentSnapshot, FieldValue, Firestore } from 'firebase-admin/firestore';
import { formatTsh } from '#domain/money';
import type { NewPayout, Payout } from '#domain/statements';
import { stamped } from '../applications/actor.ts';
import type { Actor } from '../applications/actor.ts';
import { HttpError } from '../http/errors.ts';
import { payoutOf, payoutRecords } from './records.ts';
import { agentStatement } from './statements.ts';

/** agentPayouts/{id} as stored: the payout an admin typed, whose, and who recorded it when. */
type PayoutRecord = Omit<Payout, 'id' | 'recordedAt' | 'recordedBy'> & {
  aan: string;
  actorUid: string;
  actorEmail: string | null;
  at: FieldValue;
};

/**
 * Records a payout against one agent's month: a record of its own, which changes no line of the
 * statement. Refused (409 `payout.moreThanOwed`) when it is more than the month still owes, which
 * is read in the same transaction as the payout is written, so two admins recording at once cannot
 * both pay the same shillings.
 */
export async function recordPayout(db: Firestore, agent: DocumentSnapshot, payout: NewPayout, actor: Actor) {
  const ref = payoutRecords(db).doc();
  await db.runTransaction(async (transaction) => {
    const before = await agentStatement(db, agent, payout.month, (query) => transaction.get(query));
    if (payout.amount > before.owed) {
      throw new HttpError(
        409,
        `The agency owes ${formatTsh(Math.max(before.owed, 0), 'en')} for this month: a payout cannot be more.`,
        'payout.moreThanOwed',
      );
    }
    const record: PayoutRecord = stamped(
      {
        aan: agent.id,
        month: payout.month,
        amount: payout.amount,
        paidOn: payout.paidOn,
        method: payout.method,
        reference: payout.reference ?? '',
      },
      actor,
    );
    transaction.create(ref, record);
  });
  return payoutOf(await ref.get());
}
