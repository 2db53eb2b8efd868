import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../domain/kinds';
import { nextCount } from '../../../domain/ownership';
import { ensureApplicant } from '../../../lib/firebase/applicant';
import { getLiteDb } from '../../../lib/firebase/lite';
import { checkedQuota, countInBatch } from '../../../lib/firebase/quota';
import { withTimeout } from '../../../lib/timeout';

export type FeedbackInput = { name: string; email: string; message: string };

const SAVE_TIMEOUT_MS = 12_000;

/**
 * Sends feedback as this device's user (signed in anonymously if nobody is), counted against its
 * quota in the same batch: the rules refuse feedback without it.
 */
export async function sendFeedback(input: FeedbackInput) {
  const [db, user] = await Promise.all([getLiteDb(), ensureApplicant()]);
  const previous = await checkedQuota(db, user.uid, 'feedbacks');
  const batch = writeBatch(db);
  const feedback = doc(collection(db, COLLECTIONS.feedbacks));
  batch.set(feedback, { ...input, timestamp: serverTimestamp() });
  const count = nextCount(previous, Date.now());
  countInBatch(batch, db, { uid: user.uid, action: 'feedbacks', count, counted: feedback.id });
  await withTimeout(batch.commit(), SAVE_TIMEOUT_MS, 'Sending feedback');
}
