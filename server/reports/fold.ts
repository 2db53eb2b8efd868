import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { addToMonth, monthOfDay } from '#domain/officeMonth';
import { countsDocumentId, type CountsDocument } from '#domain/reports/counts';
import { addedUp } from '#domain/reports/sumCounts';
import { addDays } from '#domain/requests';

/**
 * How far back the fold looks: an attempt's outcome counts on the day it was started, so a day
 * can take a change after it is over. Payments settle within hours; a week takes in any late one.
 */
export const FOLD_LOOKBACK_DAYS = 7;

export type FoldSummary = { periods: number; folded: number; shardsRemoved: number };

/**
 * One scope's period added up into its folded document (`{scope}_{period}`) and its shards
 * removed, in one transaction: a change that lands on a shard meanwhile makes Firestore run it
 * again with that change in, and a shard opened after the read is left for the next fold.
 */
async function foldOne(db: Firestore, collection: CollectionReference, scope: string, period: string) {
  const folded = countsDocumentId(scope, period);
  return db.runTransaction(async (transaction) => {
    const { docs } = await transaction.get(
      collection.where('scope', '==', scope).where('period', '==', period),
    );
    const shards = docs.filter((doc) => doc.id !== folded);
    if (shards.length === 0) return 0;
    transaction.set(collection.doc(folded), addedUp(scope, period, docs.map((doc) => doc.data() as CountsDocument)));
    for (const shard of shards) transaction.delete(shard.ref);
    return shards.length;
  });
}

/** Every scope's documents of a period folded, where it has shards. */
async function foldPeriod(db: Firestore, collection: CollectionReference, period: string, summary: FoldSummary) {
  const { docs } = await collection.where('period', '==', period).select('scope').get();
  const scopes = new Map<string, string[]>();
  for (const doc of docs) {
    const scope = doc.get('scope') as string;
    scopes.set(scope, [...(scopes.get(scope) ?? []), doc.id]);
  }
  for (const [scope, ids] of scopes) {
    summary.periods += 1;
    if (ids.length === 1 && ids[0] === countsDocumentId(scope, period)) continue;
    const removed = await foldOne(db, collection, scope, period);
    if (removed > 0) summary.folded += 1;
    summary.shardsRemoved += removed;
  }
}

/**
 * Folds the shards of the days and the month that are over (those of the last week, and last
 * month) into one document per scope and period, so a report of them reads one document each.
 * The figures are the same before and after: only how many documents hold them changes. Run
 * every night (server/function.ts); running it again, or at the same time, folds nothing twice.
 */
export async function foldReportShards(db: Firestore, now = new Date()): Promise<FoldSummary> {
  const summary: FoldSummary = { periods: 0, folded: 0, shardsRemoved: 0 };
  const today = todayInDarEsSalaam(now);
  const days = db.collection(COLLECTIONS.reportDays);
  for (let back = 1; back <= FOLD_LOOKBACK_DAYS; back += 1) await foldPeriod(db, days, addDays(today, -back), summary);
  const lastMonth = addToMonth(monthOfDay(today), -1);
  await foldPeriod(db, db.collection(COLLECTIONS.reportMonths), lastMonth, summary);
  return summary;
}
