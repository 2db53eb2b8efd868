import { COLLECTIONS } from '../../../domain/kinds';
import { nextCount } from '../../../domain/ownership';
import { newDocumentId } from '../../../domain/reference';
import { ensureApplicant } from '../../../lib/firebase/applicant';
import { commitWrites } from '../../../lib/firebase/documentWrites';
import { checkedQuota, quotaWrite } from '../../../lib/firebase/quota';
import { withTimeout } from '../../../lib/timeout';

export type FeedbackInput = { name: string; email: string; message: string };

const SAVE_TIMEOUT_MS = 12_000;

/**
 * Sends feedback as this device's user (signed in anonymously if nobody is), counted against its
 * quota in the same batch: the rules refuse feedback without it.
 */
export async function sendFeedback(input: FeedbackInput) {
  const user = await ensureApplicant();
  const previous = await checkedQuota(user, 'feedbacks');
  const id = newDocumentId();
  const count = nextCount(previous, Date.now());
  const batch = [
    { path: `${COLLECTIONS.feedbacks}/${id}`, data: input, serverTime: ['timestamp'] },
    quotaWrite({ uid: user.uid, action: 'feedbacks', count, counted: id }),
  ];
  await withTimeout(commitWrites(user, batch), SAVE_TIMEOUT_MS, 'Sending feedback');
}
