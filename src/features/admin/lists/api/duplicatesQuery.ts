import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { countsAnother, duplicateConditions } from '#domain/duplicates';
import { ROW_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { getListeningDb } from '#lib/firebase/listening';
import type { ApplicationRow } from './applicationsQuery';

// A module of its own, loaded with the first page's flags: the dashboard, which shares the lists'
// queries, needs none of the domain's schemas this brings.

/**
 * Checks made at once. A page asks for 24; a few at a time leave room for the list's own reads
 * (its page, its total), which a browser would otherwise queue behind them.
 */
const AT_ONCE = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(check: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await check();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Whether another unfinished application of this service shares a phone or id number with `row`
 * (domain/duplicates.ts): a count aggregation of the duplicate keys, so a page of 24 flags costs 24
 * reads and downloads no document.
 */
export async function hasDuplicates(kind: ApplicationKind, row: ApplicationRow): Promise<boolean> {
  const conditions = duplicateConditions(kind, row.data);
  if (!conditions) return false;
  const db = await getListeningDb();
  const matching = query(
    collection(db, ROW_COLLECTIONS[kind]),
    ...conditions.map(({ field, op, value }) => where(field, op, value)),
  );
  const { count } = (await inTurn(() => getCountFromServer(matching))).data();
  return countsAnother(kind, row.data, count);
}
