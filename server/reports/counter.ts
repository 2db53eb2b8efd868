import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { monthOfDay } from '#domain/officeMonth';
import { scopesOf, type CountChange } from '#domain/reports/counts';
import { shardDocumentId } from '#domain/reports/shards';

/**
 * A change to count, and when it happened: the day and month whose figures it adds to; with `aan`,
 * for that agent rather than the one the call names; with `scopes`, in those alone (a staff
 * member's own figures).
 */
export type Counted = { at: Date; change: CountChange; aan?: unknown; scopes?: string[] };

type Nested = { [key: string]: Nested | number };

function addAt(target: Nested, path: string[], amount: number) {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Nested;
  const key = path.at(-1)!;
  node[key] = ((node[key] as number | undefined) ?? 0) + amount;
}

/** The nested fields of a document's write, each added amount as an increment. */
function asIncrements(node: Nested): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === 'number' ? FieldValue.increment(value) : asIncrements(value),
    ]),
  );
}

/**
 * Each transaction's turn round the shards: taken in order in this instance, from a random start
 * so that instances starting together spread too. One turn for the whole transaction, whatever
 * it counts and however often Firestore runs it again, so it writes each period once.
 */
let nextTurn = Math.floor(Math.random() * 1_000_000);
const turns = new WeakMap<Transaction, number>();

function turnOf(transaction: Transaction) {
  let turn = turns.get(transaction);
  if (turn === undefined) turns.set(transaction, (turn = nextTurn++));
  return turn;
}

/**
 * Counts changes inside `transaction`, so the figures move exactly when the records do: increments
 * merged into a shard of the day and of the month each change happened in (shards.ts), for the
 * agency and, when the application has one, its agent. Writes only, one per document: safe after
 * a transaction's reads, and concurrent changes add up rather than conflict.
 */
export function countChanges(db: Firestore, transaction: Transaction, aan: unknown, counted: Counted[]) {
  const turn = turnOf(transaction);
  const writes = new Map<string, { ref: DocumentReference; scope: string; period: string; kinds: Nested }>();
  for (const { at, change, scopes, ...own } of counted) {
    const day = todayInDarEsSalaam(at);
    for (const scope of scopes ?? scopesOf('aan' in own ? own.aan : aan)) {
      for (const [collection, period] of [
        [COLLECTIONS.reportDays, day],
        [COLLECTIONS.reportMonths, monthOfDay(day)],
      ] as const) {
        const ref = db.collection(collection).doc(shardDocumentId(scope, period, turn));
        const write = writes.get(ref.path) ?? { ref, scope, period, kinds: {} };
        writes.set(ref.path, write);
        for (const [path, amount] of Object.entries(change.add)) {
          if (amount !== 0) addAt(write.kinds, [change.kind, ...path.split('.')], amount);
        }
      }
    }
  }
  for (const { ref, scope, period, kinds } of writes.values()) {
    if (Object.keys(kinds).length > 0) transaction.set(ref, { scope, period, kinds: asIncrements(kinds) }, { merge: true });
  }
}
