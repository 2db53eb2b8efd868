import { collection, getCount, query, Timestamp, where, type Query } from 'firebase/firestore/lite';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '../../../../domain/kinds';
import { getLiteDb } from '../../../../lib/firebase/lite';
import { AWAITING_PAYMENT, type KindCounts } from '../counts';

const count = async (source: Query) => (await getCount(source)).data().count;

/**
 * Totals for one service by count aggregations: Firestore counts in its indexes and bills one
 * read per 1000 entries counted, and no application is downloaded.
 */
export async function countApplications(kind: ApplicationKind, since: Date): Promise<KindCounts> {
  const db = await getLiteDb();
  const applications = collection(db, APPLICATION_COLLECTIONS[kind]);
  const [total, awaitingPayment, today] = await Promise.all([
    count(applications),
    count(query(applications, where('paymentStatus', 'in', [...AWAITING_PAYMENT]))),
    count(query(applications, where('createdAt', '>=', Timestamp.fromDate(since)))),
  ]);
  return { total, awaitingPayment, today };
}
