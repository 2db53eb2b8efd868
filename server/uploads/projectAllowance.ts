import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { startOfDayInTanzania } from '#domain/timeZone';
import { COLLECTIONS } from '#domain/kinds';
import { MAX_UPLOAD_BYTES } from '#domain/uploads';
import { HttpError } from '../http/errors.ts';

const DAY_MS = 86_400_000;
/** The most one instance claims at once: a few minutes of a busy morning's documents. */
const MAX_BATCH_BYTES = 20 * MAX_UPLOAD_BYTES;

const dayFull = () =>
  new HttpError(429, 'We cannot take more documents today. Please try again tomorrow.', 'upload.dailyLimit');

/** The Dar es Salaam day `millis` falls in, as its date, and when it ends. */
function dayOf(millis: number) {
  const opensAt = startOfDayInTanzania(new Date(millis)).getTime();
  return { day: new Date(opensAt + DAY_MS / 2).toISOString().slice(0, 10), endsAt: opensAt + DAY_MS };
}

/**
 * What every instance of the API together may store in uploaded documents in a Dar es Salaam day
 * (UPLOAD_BYTES_DAILY). Each instance claims its share from one document a batch at a time, in a
 * transaction, and spends it in memory: the document is written once a batch, not on every upload,
 * so it never becomes the one document every upload waits on. What an instance claimed and did not
 * spend (it stopped, or the day ended) is lost to that day: at most a batch per instance.
 */
export function projectUploadAllowance(db: Firestore, dailyBytes: number, logger?: Logger) {
  const batchBytes = Math.max(MAX_UPLOAD_BYTES, Math.min(MAX_BATCH_BYTES, Math.floor(dailyBytes / 50)));
  let held = { day: '', bytes: 0, spent: false };
  // One claim at a time in an instance: uploads arriving together share the batch it brings.
  let turn: Promise<unknown> = Promise.resolve();

  /** Claims up to `want` bytes of the day's allowance; answers what was granted (0 once it is spent). */
  async function claim(day: string, endsAt: number, want: number) {
    const ref = db.collection(COLLECTIONS.rateLimits).doc(`uploadBytes-project-${day}`);
    const granted = await db.runTransaction(async (transaction) => {
      const claimed = Number((await transaction.get(ref)).get('claimed')) || 0;
      const grant = Math.max(0, Math.min(want, dailyBytes - claimed));
      if (grant > 0) {
        const expireAt = Timestamp.fromMillis(endsAt + DAY_MS);
        transaction.set(ref, { claimed: claimed + grant, dailyBytes, expireAt }, { merge: true });
      }
      return grant;
    });
    return granted;
  }

  async function take(bytes: number) {
    const { day, endsAt } = dayOf(Date.now());
    if (held.day !== day) held = { day, bytes: 0, spent: false };
    if (held.bytes < bytes && !held.spent) {
      const want = Math.max(batchBytes, bytes - held.bytes);
      const granted = await claim(day, endsAt, want);
      held.bytes += granted;
      // The day's allowance only grows claimed: once short, it is short until tomorrow.
      if (granted < want) {
        held.spent = true;
        logger?.error(
          { day, dailyBytes },
          "the day's upload allowance is spent: uploads refused until tomorrow",
        );
      }
    }
    if (held.bytes < bytes) throw dayFull();
    held.bytes -= bytes;
  }

  /** Spends `bytes` of the day's allowance, or refuses (429 `upload.dailyLimit`) once it is spent. */
  return (bytes: number): Promise<void> => {
    const taken = turn.then(() => take(bytes));
    turn = taken.catch(() => undefined);
    return taken;
  };
}
