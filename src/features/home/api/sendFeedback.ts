import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { getDb } from '../../../lib/firebase/db';
import { withTimeout } from '../../../lib/timeout';

export type FeedbackInput = { name: string; email: string; message: string };

const SAVE_TIMEOUT_MS = 12_000;

export async function sendFeedback(input: FeedbackInput) {
  const db = await getDb();
  await withTimeout(
    addDoc(collection(db, 'feedbacks'), { ...input, timestamp: serverTimestamp() }),
    SAVE_TIMEOUT_MS,
    'Sending feedback',
  );
}
