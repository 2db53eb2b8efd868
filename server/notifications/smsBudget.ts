import { randomInt } from 'node:crypto';
import { Timestamp, type CollectionReference, type Transaction } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../firestoreErrors.ts';

// The day's SMS budget is spread over BUDGET_SHARDS documents, `budget-{day}-{shard}`, each with
// its part of the budget: the parts add up to the budget, and no shard counts past its part, so
// the day never passes the budget. Firestore sustains about one write a second on one document;
// one counter for the day would take every SMS's write. An SMS is counted on one shard, in its
// claim's transaction, so claims on other shards never wait for it. Each instance walks the
// shards in turn from one of its own at random, skipping those it has found full that day (a
// count never falls within its day), so instances spread their writes evenly and a message waits
// for the next day only once every shard is full: the whole budget is spent first.
// docs/decisions/0007-sms-budget-in-shards.md says why shards rather than allowances taken in batches.

/** At the peak of 50 SMS a second, a shard takes a quarter of a write a second. */
const BUDGET_SHARDS = 200;

/** Shard `shard`'s part of `budget`: an even share, the remainder one each to the first shards. */
function budgetPart(budget: number, shard: number) {
  return Math.floor(budget / BUDGET_SHARDS) + (shard < budget % BUDGET_SHARDS ? 1 : 0);
}

const shardId = (day: string, shard: number) => `budget-${day}-${shard}`;

/** The SMS counted in `day`'s budget, every shard together. */
export async function budgetSpentOn(counters: CollectionReference, day: string, shards = BUDGET_SHARDS) {
  const refs = Array.from({ length: shards }, (_, shard) => counters.doc(shardId(day, shard)));
  const snapshots = await counters.firestore.getAll(...refs);
  return snapshots.reduce((sum, snapshot) => sum + (Number(snapshot.get('sent')) || 0), 0);
}

/** The shares of the day's budget whose spending the log reports, once each. */
const BUDGET_NOTICES = [0.8, 1] as const;
export type BudgetNotice = { share: (typeof BUDGET_NOTICES)[number]; sent: number; budget: number };

/**
 * One SMS counted: on which shard, its count before, the shard's part of the budget, and when the
 * day's counters expire.
 */
export type BudgetSpend = { shard: number; before: number; part: number; expireAt: Timestamp };

export function dailyBudget(counters: CollectionReference, budget: number) {
  let next = randomInt(BUDGET_SHARDS);
  let full = { day: '', shards: new Set<number>() };
  /** Shards with a part of the budget at all: a budget below BUDGET_SHARDS leaves some without. */
  const shardsInUse = Math.min(budget, BUDGET_SHARDS);

  /**
   * Counts one SMS in `day`'s budget, on the next shard with room, in `transaction`: its reads
   * first, then its one write; the caller's other writes must come after. Undefined when every
   * shard is full.
   */
  async function spend(transaction: Transaction, day: string, expireAt: Timestamp) {
    if (full.day !== day) full = { day, shards: new Set() };
    for (let looked = 0; looked < BUDGET_SHARDS; looked += 1) {
      const shard = next;
      next = (next + 1) % BUDGET_SHARDS;
      const part = budgetPart(budget, shard);
      if (part === 0 || full.shards.has(shard)) continue;
      const snapshot = await transaction.get(counters.doc(shardId(day, shard)));
      const before = Number(snapshot.get('sent')) || 0;
      if (before >= part) {
        full.shards.add(shard);
        continue;
      }
      transaction.set(snapshot.ref, { sent: before + 1, expireAt }, { merge: true });
      return { shard, before, part, expireAt } satisfies BudgetSpend;
    }
    return undefined;
  }

  /**
   * The shares of the budget a committed spend made the log report. Only a spend that takes its
   * shard past that share of its part reads the day's total: the last shard to pass it finds the
   * total there, as the parts' shares add up to at least the budget's. Of the spends that find it
   * there, the one that creates the notice's document reports it, once a day whatever the
   * instances; the total it read may already be higher.
   */
  async function noticesAfter(day: string, { before, part, expireAt }: BudgetSpend) {
    const crossed = BUDGET_NOTICES.filter(
      (share) => before < Math.ceil(share * part) && before + 1 >= Math.ceil(share * part),
    );
    if (crossed.length === 0) return [];
    const sent = await budgetSpentOn(counters, day, shardsInUse);
    const notices: BudgetNotice[] = [];
    for (const share of crossed.filter((each) => sent >= Math.ceil(each * budget))) {
      try {
        await counters.doc(`budgetNotice-${day}-${share * 100}`).create({ sent, expireAt });
        notices.push({ share, sent, budget });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    }
    return notices;
  }

  return { spend, noticesAfter };
}
