import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { monthOfDay } from '#domain/officeMonth';
import { countsDocumentId, scopesOf, type CountChange } from '#domain/reports/counts';

/**
 * A change to count, and when it happened: the day and month whose figures it adds to; with `aan`,
 * for that agent rather than the one the call names.
 */
export type Counted = { at: Date; change: CountChange; aan?: unknown };

type Nested = { [key: string]: Nested | number };

function addAt(target: Nested, path: string[], amount: number, replace: boolean) {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Nested;
  const key = path.at(-1)!;
  node[key] = replace ? amount : ((node[key] as number | undefined) ?? 0) + amount;
}

/** The nested fields of a document's write: each added amount as an increment, each wait as it is. */
function asWrite(node: Nested, adds: boolean): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? adds
          ? FieldValue.increment(value)
          : value
        : asWrite(value, adds && key !== 'waits'),
    ]),
  );
}

/**
 * Counts changes inside `transaction`, so the figures move exactly when the records do: increments
 * (and one wait per id) merged into the documents of the day and the month each change happened
 * in, for the agency and, when the application has one, its agent. Writes only, one per document:
 * safe after a transaction's reads, and concurrent changes add up rather than conflict.
 */
export function countChanges(db: Firestore, transaction: Transaction, aan: unknown, counted: Counted[]) {
  const writes = new Map<string, { ref: DocumentReference; scope: string; period: string; kinds: Nested }>();
  for (const { at, change, ...own } of counted) {
    const day = todayInDarEsSalaam(at);
    for (const scope of scopesOf('aan' in own ? own.aan : aan)) {
      for (const [collection, period] of [
        [COLLECTIONS.reportDays, day],
        [COLLECTIONS.reportMonths, monthOfDay(day)],
      ] as const) {
        const ref = db.collection(collection).doc(countsDocumentId(scope, period));
        const write = writes.get(ref.path) ?? { ref, scope, period, kinds: {} };
        writes.set(ref.path, write);
        for (const [path, amount] of Object.entries(change.add)) {
          if (amount !== 0) addAt(write.kinds, [change.kind, ...path.split('.')], amount, false);
        }
        for (const [path, value] of Object.entries(change.set)) {
          addAt(write.kinds, [change.kind, ...path.split('.')], value, true);
        }
      }
    }
  }
  for (const { ref, scope, period, kinds } of writes.values()) {
    if (Object.keys(kinds).length > 0) transaction.set(ref, { scope, period, kinds: asWrite(kinds, true) }, { merge: true });
  }
}
