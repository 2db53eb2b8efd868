import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { HttpError } from '../http/errors.ts';
import { FirestoreRateLimitStore } from '../http/rateLimit/firestoreStore.ts';
import { DAY_MS } from '#domain/officeDay';

/**
 * Wrong proofs a reference may take in a day, across every route that takes the proof (Track,
 * requests, results, receipts, payments): an applicant mistyping their number a few times stays
 * well inside it, while a guesser of phone numbers gets ten tries a day from however many
 * addresses, not a budget per route and per address.
 */
export const PROOF_FAILURES = { windowMs: DAY_MS, limit: 10 };

const locked = () =>
  new HttpError(
    429,
    'Too many wrong tries for this reference today. Try again tomorrow, or contact us.',
    'track.locked',
  );

/**
 * The failure count of each reference, kept as the rate limits are (one document per reference
 * and day, named by a hash): a reference nobody has is counted like one somebody has, so a locked
 * reference says nothing about whether it exists.
 */
export function proofFailures(db: Firestore) {
  const store = new FirestoreRateLimitStore(db, 'proofFailures');
  store.init(PROOF_FAILURES);
  return {
    /** Refuses (429 `track.locked`) a reference whose day's failures are spent, right proof or not. */
    async refuseIfLocked(reference: string) {
      const counted = await store.get(reference);
      if (counted && counted.totalHits >= PROOF_FAILURES.limit) throw locked();
    },
    /** Counts one wrong proof; the one that spends the budget is logged for staff. */
    async failed(reference: string, log?: Logger) {
      const { totalHits } = await store.add(reference, 1);
      if (totalHits === PROOF_FAILURES.limit) {
        log?.warn(
          { reference, proofFailures: totalHits },
          'a reference took too many wrong phone numbers today: locked until tomorrow',
        );
      }
    },
  };
}
