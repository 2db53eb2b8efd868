import { createHash } from 'node:crypto';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';

/** Written only by the API (Admin SDK); the rules give clients no access. */
export const RATE_LIMITS_COLLECTION = COLLECTIONS.rateLimits;

/**
 * Hit counters for express-rate-limit kept in Firestore, so a limit holds across every instance of
 * the function: fixed windows, one document per client, limit and window (named by a hash of the
 * address), counted with an atomic increment; docs/decisions/0002-rate-limits-in-firestore.md says why.
 */
export class FirestoreRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Firestore,
    readonly prefix: string,
  ) {}

  init(options: Pick<Options, 'windowMs'>) {
    this.windowMs = options.windowMs;
  }

  /** Adds `amount` (a request, or bytes) to the client's current window. */
  async add(key: string, amount: number): Promise<ClientRateLimitInfo> {
    const { ref, resetTime } = this.current(key);
    const expireAt = Timestamp.fromDate(resetTime);
    await ref.set({ hits: FieldValue.increment(amount), expireAt }, { merge: true });
    const totalHits = Number((await ref.get()).get('hits')) || amount;
    return { totalHits, resetTime };
  }

  increment(key: string) {
    return this.add(key, 1);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { ref, resetTime } = this.current(key);
    const snapshot = await ref.get();
    return snapshot.exists ? { totalHits: Number(snapshot.get('hits')) || 0, resetTime } : undefined;
  }

  async decrement(key: string) {
    const { ref } = this.current(key);
    await ref.set({ hits: FieldValue.increment(-1) }, { merge: true });
  }

  async resetKey(key: string) {
    await this.current(key).ref.delete();
  }

  /** The document of the window the clock is in now, and when that window ends. */
  private current(key: string) {
    const window = Math.floor(Date.now() / this.windowMs);
    const digest = createHash('sha256').update(key).digest('base64url');
    const ref = this.db.collection(RATE_LIMITS_COLLECTION).doc(`${this.prefix}-${digest}-${window}`);
    return { ref, resetTime: new Date((window + 1) * this.windowMs) };
  }
}
