// Every document the Admin SDK of this process writes, counted as Firestore counts a document's
// writes: once per commit that changes it (a transaction, a batch, or a single set), counted when
// the commit succeeds, so the attempts a contended transaction throws away are left out. The
// emulator does not enforce Firestore's sustained write rate per document; this is how a test
// sees which document a workload would make hot.
import { WriteBatch } from 'firebase-admin/firestore';

/**
 * What a WriteBatch holds between its writes and its commit. Internal to the SDK, read here alone:
 * the one place every transaction, batch and DocumentReference write meets before it is sent.
 */
type BatchInternals = {
  _ops?: { docPath?: unknown }[];
  _commit: (...args: unknown[]) => Promise<unknown>;
};

export type WriteCounts = {
  /** Commits per document path. */
  writes: Map<string, number>;
  /** How many commits changed anything. */
  commits: () => number;
  /** Commits Firestore refused (a transaction's attempt that contended, say): run again or failed. */
  refused: () => number;
  /** While paused, nothing is counted: the test's own writes between the API's. */
  pause: () => void;
  resume: () => void;
  /** Forgets what was counted so far. */
  reset: () => void;
  stop: () => void;
};

export function countCommittedWrites(): WriteCounts {
  const batch = WriteBatch.prototype as unknown as BatchInternals;
  const original = batch._commit;
  if (typeof original !== 'function') {
    throw new Error('This firebase-admin has no WriteBatch._commit: the write counter needs updating.');
  }
  const writes = new Map<string, number>();
  let commits = 0;
  let refused = 0;
  let paused = false;
  batch._commit = async function commit(this: BatchInternals, ...args: unknown[]) {
    const counting = !paused;
    const paths = new Set(
      (this._ops ?? []).map(({ docPath }) => {
        if (typeof docPath !== 'string')
          throw new Error('A write without a document path: the counter needs updating.');
        return docPath;
      }),
    );
    const result = await original.apply(this, args).catch((error: unknown) => {
      if (counting) refused += 1;
      throw error;
    });
    if (counting && paths.size > 0) {
      commits += 1;
      for (const path of paths) writes.set(path, (writes.get(path) ?? 0) + 1);
    }
    return result;
  };
  return {
    writes,
    commits: () => commits,
    refused: () => refused,
    pause: () => void (paused = true),
    resume: () => void (paused = false),
    reset: () => {
      writes.clear();
      commits = 0;
      refused = 0;
    },
    stop: () => {
      batch._commit = original;
    },
  };
}

/** The documents written most, most first. */
export function busiest(writes: Map<string, number>, count: number) {
  return [...writes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, count);
}
