// Counts the writes Firestore commits to each document while a test watches, in this process: a
// transaction's writes once it commits (its last attempt's, the one Firestore took; attempts run
// again on contention wrote nothing), a batch's once it commits (a document's own create, set,
// update or delete is a batch of one). It only looks on: each call still goes to the library.
import { Firestore, WriteBatch, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

const WRITES = ['create', 'set', 'update', 'delete'] as const;

type Method = (this: object, ...args: unknown[]) => unknown;
type Patchable = Record<string, Method>;

export function watchDocumentWrites() {
  const counts = new Map<string, number>();
  const add = (paths: string[]) => {
    for (const path of paths) counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  const restore: (() => void)[] = [];
  function patch(prototype: object, name: string, wrap: (original: Method) => Method) {
    const target = prototype as Patchable;
    const original = target[name]!;
    target[name] = wrap(original);
    restore.push(() => (target[name] = original));
  }

  /** A transaction as the code sees it, noting each document it writes in `attempt`. */
  function noting(transaction: Transaction, attempt: string[]): Transaction {
    const seen: Transaction = new Proxy(transaction, {
      get(target, name) {
        const value = Reflect.get(target, name, target) as unknown;
        if (typeof value !== 'function') return value;
        if (!(WRITES as readonly (string | symbol)[]).includes(name)) return value.bind(target) as unknown;
        return (ref: DocumentReference, ...rest: unknown[]) => {
          attempt.push(ref.path);
          (value as Method).call(target, ref, ...rest);
          return seen;
        };
      },
    });
    return seen;
  }

  patch(
    Firestore.prototype,
    'runTransaction',
    (original) =>
      function (this: object, ...[update, options]: unknown[]) {
        let attempt: string[] = [];
        const run = (transaction: Transaction) => {
          attempt = [];
          return (update as (transaction: Transaction) => unknown)(noting(transaction, attempt));
        };
        return (original.call(this, run, options) as Promise<unknown>).then((result) => {
          add(attempt);
          return result;
        });
      },
  );

  // A transaction commits its own batch by another road, so its writes are never counted twice.
  const batchWrites = new WeakMap<object, string[]>();
  for (const name of WRITES) {
    patch(
      WriteBatch.prototype,
      name,
      (original) =>
        function (this: object, ...[ref, ...rest]: unknown[]) {
          batchWrites.set(this, [...(batchWrites.get(this) ?? []), (ref as DocumentReference).path]);
          return original.call(this, ref, ...rest);
        },
    );
  }
  patch(
    WriteBatch.prototype,
    'commit',
    (original) =>
      function (this: object) {
        const paths = batchWrites.get(this) ?? [];
        return (original.call(this) as Promise<unknown>).then((result) => {
          add(paths);
          return result;
        });
      },
  );

  return {
    /** Commits so far, by document path. */
    counts: () => new Map(counts),
    /** Stops watching: the library's own methods again. */
    stop: () => {
      for (const undo of restore.splice(0).reverse()) undo();
    },
  };
}
