import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, COLLECTIONS } from '#domain/kinds';
import { requestOvertaking, type Overtaking } from '#domain/notifications';
import { paymentStateOf } from '#domain/paymentState';
import type { NotificationRecord } from './records.ts';
import { reminderWanted } from './requestReminders.ts';

// A message may wait (for the day's SMS budget, a gateway that is down, an earlier message to the
// same person) while what it tells of moves on: the request it announces is withdrawn by a
// hand-back, the status it names is changed again, the payment it confirms is given back. Each
// try therefore reads, in its claim's transaction, the one document whose present state the
// message tells of, and a message that no longer holds is not sent. Nothing is kept up to date on
// the writes that overtake it: the document itself says so when the message's turn comes.

/**
 * What overtook `record`, read in `transaction` (before its writes), or undefined when it still
 * holds. A copy staff resent is their own decision, and always goes.
 */
export async function overtakingOf(
  db: Firestore,
  transaction: Transaction,
  record: NotificationRecord,
): Promise<Overtaking | undefined> {
  if (record.resendOf) return undefined;
  const { facts } = record;
  switch (record.event) {
    case 'requestReminder': {
      const wanted = await reminderWanted(transaction, requestRef(db, facts.requestId));
      return wanted.overtakenBy;
    }
    case 'statusChanged':
    case 'agentActionNeeded': {
      // A request made: it holds while the request waits for the applicant.
      if (facts.requestId) {
        const request = await transaction.get(requestRef(db, facts.requestId));
        return requestOvertaking(request.get('state'));
      }
      if (!facts.status) return undefined;
      const applicationRef = db.collection(APPLICATION_COLLECTIONS[record.kind]).doc(record.applicationId);
      const application = await transaction.get(applicationRef);
      if (!application.exists) return undefined;
      const status = application.get('status') as Overtaking['status'];
      // The agent is told of the status alone; the applicant of the status and staff's message.
      const told = record.event === 'statusChanged' ? (facts.applicantMessage ?? '') : undefined;
      const now = told === undefined ? undefined : ((application.get('applicantMessage') as string) ?? '');
      return status !== facts.status || now !== told ? { by: 'statusChange', status } : undefined;
    }
    case 'paid':
    case 'paymentFailed': {
      if (!facts.orderId) return undefined;
      const payment = await transaction.get(db.collection(COLLECTIONS.payments).doc(facts.orderId));
      if (!payment.exists) return undefined;
      if (record.event === 'paid') return payment.get('reversedAt') ? { by: 'paymentReversed' } : undefined;
      return paymentStateOf(payment.data() ?? {}) === 'paid' ? { by: 'paymentConfirmed' } : undefined;
    }
    default:
      return undefined;
  }
}

const requestRef = (db: Firestore, id: string | undefined) =>
  db.collection(COLLECTIONS.requests).doc(id ?? 'none');
