// Spends a rate-limit budget for every client the API has counted, by raising its real counters
// in Firestore: the API itself then refuses, as it would a flood, without the test sending the
// thousands of requests that would take.
import { BUDGETS, type BudgetName } from '#server/http/rateLimit/limits.ts';
import { RATE_LIMITS_COLLECTION } from '#server/http/rateLimit/firestoreStore.ts';
import { adminServices } from './admin.ts';

/** Call after at least one counted request; returns what puts the counters back. */
export async function spendBudget(name: BudgetName) {
  const { db } = adminServices();
  const counters = db.collection(RATE_LIMITS_COLLECTION);
  // Counter ids are `${budget}-${client digest}-${window}`; the digest may itself hold dashes.
  const clients = new Set(
    (await counters.get()).docs
      .filter((doc) => doc.id.startsWith(`${name}-`))
      .map((doc) => doc.id.slice(name.length + 1, doc.id.lastIndexOf('-'))),
  );
  if (clients.size === 0) throw new Error(`No ${name} counter yet: send one request first.`);
  // This window and the next, so the test holds across a window's end.
  const window = Math.floor(Date.now() / BUDGETS[name].windowMs);
  const refs = [...clients].flatMap((client) =>
    [window, window + 1].map((each) => counters.doc(`${name}-${client}-${each}`)),
  );
  const before = await Promise.all(refs.map((ref) => ref.get()));
  await Promise.all(refs.map((ref) => ref.set({ hits: 1e9 }, { merge: true })));
  return async () => {
    await Promise.all(
      before.map((snapshot) =>
        snapshot.exists ? snapshot.ref.set(snapshot.data()!) : snapshot.ref.delete(),
      ),
    );
  };
}
