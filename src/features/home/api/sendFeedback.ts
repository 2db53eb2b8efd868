import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { getLiteDb } from '../../../lib/firebase/lite';
import { withTimeout } from '../../../lib/timeout';

export type FeedbackInput = { name: string; email: string; message: string };

const SAVE_TIMEOUT_MS = 12_000;

export async function sendFeedback(input: FeedbackInput) {
  const db = await getLiteDb();
  await withTimeout(
    addDoc(collection(db, 'feedbacks'), { ...input, timestamp: serverTimestamp() }),
    SAVE_TIMEOUT_MS,
    'Sending feedback',
  );
}
