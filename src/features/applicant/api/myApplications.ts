import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS } from '../../../domain/kinds';
import { currentApplicant } from '../../../lib/firebase/applicant';
import { getLiteDb } from '../../../lib/firebase/lite';
import { withTimeout } from '../../../lib/timeout';
import { newestFirst, toMyApplication, type MyApplication } from '../myApplication';

/** At most this many of each service, newest first: more than any one device sends. */
export const PER_SERVICE = 50;
const LOAD_TIMEOUT_MS = 15_000;

/**
 * The applications this device submitted (`submittedBy` is its Firebase user), of every service,
 * newest first; null when this device has no user, so it never submitted one. Signs nobody in.
 */
export async function fetchMyApplications(): Promise<MyApplication[] | null> {
  const user = await currentApplicant();
  if (!user) return null;
  const db = await getLiteDb();
  const perService = await Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      const mine = query(
        collection(db, APPLICATION_COLLECTIONS[kind]),
        where('submittedBy', '==', user.uid),
        orderBy('createdAt', 'desc'),
        limit(PER_SERVICE),
      );
      const snapshot = await withTimeout(getDocs(mine), LOAD_TIMEOUT_MS, 'Loading my applications');
      return snapshot.docs.map((document) => toMyApplication(kind, document.id, document.data()));
    }),
  );
  return newestFirst(perService.flat());
}
