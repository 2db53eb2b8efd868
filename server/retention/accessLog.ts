import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { accessLog } from '../access/recordLook.ts';
import { DAY_MS } from '#domain/officeDay';

/** Looks deleted per batch: under Firestore's 500 writes a batch. */
const BATCH = 400;
/** Looks one run deletes at most; the rest wait a run. */
export const OLD_LOOKS_BUDGET = 20_000;

export type OldLooks = {
  /** Looks deleted, or in a dry run older than the period. */
  removed: number;
  /** The budget ran out: more may be older than the period. */
  more: boolean;
};

/**
 * Deletes the access log's looks older than `days` (RETENTION_RULES' accessLog row), oldest first, a
 * batch at a time. The log holds no applicant's data but points at it; kept past its period it
 * would only say who saw records that may be gone. A dry run counts them and deletes nothing.
 * Several runs at once delete nothing twice: a look already gone is a delete of nothing.
 */
export async function removeOldLooks(
  db: Firestore,
  {
    days,
    now = Date.now(),
    budget = OLD_LOOKS_BUDGET,
    dryRun = false,
  }: {
    days: number;
    now?: number;
    budget?: number;
    dryRun?: boolean;
  },
): Promise<OldLooks> {
  const older = accessLog(db).where('at', '<', Timestamp.fromMillis(now - days * DAY_MS));
  if (dryRun) {
    const count = (await older.count().get()).data().count;
    return { removed: Math.min(count, budget), more: count > budget };
  }
  let removed = 0;
  while (removed < budget) {
    const page = await older
      .orderBy('at')
      .limit(Math.min(BATCH, budget - removed))
      .get();
    if (page.empty) return { removed, more: false };
    const batch = db.batch();
    for (const look of page.docs) batch.delete(look.ref);
    await batch.commit();
    removed += page.size;
  }
  return { removed, more: !(await older.limit(1).get()).empty };
}
