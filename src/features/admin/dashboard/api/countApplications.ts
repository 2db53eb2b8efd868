import {
  collection,
  getCountFromServer,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { ROW_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions, type ApplicationStatus } from '#domain/meta';
import { getListeningDb } from '#lib/firebase/listening';
import { overdueConditions } from '#domain/listFilters';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { conditionsQuery, matchingQuery } from '../../lists/api/applicationsQuery';
import type { ListView } from '../../lists/listView';
import { AWAITING_PAYMENT, type KindCounts } from '../counts';

const count = async (source: Query) => (await getCountFromServer(source)).data().count;

/** Each query of `queries` counted, under the same key. */
async function countEach<K extends string>(queries: Record<K, Query>): Promise<Record<K, number>> {
  const entries = Object.entries<Query>(queries);
  const counts = await Promise.all(entries.map(async ([key, source]) => [key, await count(source)] as const));
  return Object.fromEntries(counts) as Record<K, number>;
}

/**
 * What is counted for one service. The work queue and each status are counted with the very query
 * of the list the dashboard links to, so a count and the list it opens agree.
 */
export function countQueries(db: Firestore, kind: ApplicationKind, since: Date) {
  const applications = collection(db, ROW_COLLECTIONS[kind]);
  const list = (view: ListView) => matchingQuery(db, { kind, plan: { type: 'all' }, ...view });
  const byStatus = Object.fromEntries(
    applicationStatusOptions.values.map((status) => [status, list({ view: 'all', status })]),
  ) as Record<ApplicationStatus, Query>;
  return {
    total: applications,
    awaitingPayment: query(applications, where('paymentStatus', 'in', [...AWAITING_PAYMENT])),
    today: query(applications, where('createdAt', '>=', Timestamp.fromDate(since))),
    attention: list({ view: 'attention' }),
    // The day `since` opens: a reply-by date before it has passed.
    overdue: conditionsQuery(db, kind, overdueConditions(todayInDarEsSalaam(since))),
    byStatus,
  };
}

/**
 * Totals for one service by count aggregations: Firestore counts in its indexes and bills one
 * read per 1000 entries counted, and no application is downloaded.
 */
export async function countApplications(kind: ApplicationKind, since: Date): Promise<KindCounts> {
  const { byStatus, ...totals } = countQueries(await getListeningDb(), kind, since);
  const [counted, statusCounts] = await Promise.all([countEach(totals), countEach(byStatus)]);
  return { ...counted, byStatus: statusCounts };
}
