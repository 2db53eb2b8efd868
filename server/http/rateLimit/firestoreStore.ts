import { createHash } from 'node:crypto';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/** Written only by the API (Admin SDK); the rules give clients no access. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

/**
 * Hit counters for express-rate-limit kept in Firestore, so a limit holds across every instance
 * of the function (instances share no memory). One document per client and limit, a fixed window
 * each: the first hit opens it, later hits count until `resetAt`. Counters are read and written
 * in a transaction, so concurrent requests on several instances never lose a hit.
 *
 * Documents are named by a hash of the client's address, so no address is stored in clear, and
 * carry `expireAt` for a Firestore TTL policy to delete them once they no longer matter.
 */
export class FirestoreRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Firestore,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  /** Adds `amount` (a request, or bytes) to the client's current window. */
  async add(key: string, amount: number): Promise<ClientRateLimitInfo> {
    const ref = this.ref(key);
    return this.db.runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      const now = Date.now();
      const resetAt = current.get('resetAt') as Timestamp | undefined;
      const open = resetAt !== undefined && resetAt.toMillis() > now;
      const totalHits = (open ? Number(current.get('hits')) || 0 : 0) + amount;
      const resetTime = new Date(open ? resetAt.toMillis() : now + this.windowMs);
      const until = Timestamp.fromDate(resetTime);
      transaction.set(ref, { hits: totalHits, resetAt: until, expireAt: until });
      return { totalHits, resetTime };
    });
  }

  increment(key: string) {
    return this.add(key, 1);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const current = await this.ref(key).get();
    const resetAt = current.get('resetAt') as Timestamp | undefined;
    if (!resetAt || resetAt.toMillis() <= Date.now()) return undefined;
    return { totalHits: Number(current.get('hits')) || 0, resetTime: resetAt.toDate() };
  }

  async decrement(key: string) {
    const ref = this.ref(key);
    await this.db.runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      const hits = Number(current.get('hits')) || 0;
      if (hits > 0) transaction.update(ref, { hits: hits - 1 });
    });
  }

  async resetKey(key: string) {
    await this.ref(key).delete();
  }

  private ref(key: string) {
    const digest = createHash('sha256').update(key).digest('base64url');
    return this.db.collection(RATE_LIMITS_COLLECTION).doc(`${this.prefix}-${digest}`);
  }
}
