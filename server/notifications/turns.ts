import {
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { notificationRecords, recipientOf, type NotificationRecord } from './records.ts';

// Messages to one person go out in the order of the events they tell of, whatever makes them wait
// (a retry, the day's SMS budget) and however many instances send at once: a message whose
// recipient has an earlier one still queued or being sent waits until that one is finished (sent,
// failed for good, held or overtaken). "Earlier" is the time it was queued, which is its event's:
// each event queues its messages in its own transaction. Messages queued together (one event's)
// go in any order among themselves.
//
// The claim's transaction reads the earliest unfinished message to the same recipient (one query,
// on an index of recipient, state and time queued), so two instances cannot both find their turn.
// A message that must wait names the one it waits for (`waitsFor`); whoever finishes that one
// makes it due at once (`wakeWaitersOf`). Should that step be lost with a crashed instance, the
// waiting message looks again on its own a little after its predecessor's next try.

const UNFINISHED = ['queued', 'sending'];
/** How long after its predecessor's next try a waiting message looks again on its own. */
export const LOOK_AGAIN_MS = 15_000;

/** The earliest message to `record`'s recipient queued before it and not finished yet, if any. */
export async function earlierUnfinished(
  db: Firestore,
  transaction: Transaction,
  record: NotificationRecord,
): Promise<QueryDocumentSnapshot | undefined> {
  const earlier = await transaction.get(
    notificationRecords(db)
      .where('recipient', '==', record.recipient ?? recipientOf(record))
      .where('state', 'in', UNFINISHED)
      .where('createdAt', '<', record.createdAt)
      .orderBy('createdAt')
      .limit(1),
  );
  return earlier.docs[0];
}

/** When a message that waits for `earlier` looks again by itself: just after earlier's next try. */
export function lookAgainAt(earlier: QueryDocumentSnapshot, now: number) {
  const next = (earlier.get('nextAttemptAt') as Timestamp).toMillis();
  return Timestamp.fromMillis(Math.max(next, now) + LOOK_AGAIN_MS);
}

/**
 * Makes due now the messages waiting for message `id`, which is finished; answers their ids,
 * oldest first, for the caller to send in that order. Each in a transaction of its own, so one
 * that another instance has taken meanwhile is left alone.
 */
export async function wakeWaitersOf(db: Firestore, id: string, now: number): Promise<string[]> {
  const waiting = await notificationRecords(db)
    .where('waitsFor', '==', id)
    .where('state', '==', 'queued')
    .get();
  const woken: { id: string; queuedAt: number }[] = [];
  for (const doc of waiting.docs) {
    const wakes = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc.ref);
      if (snapshot.get('state') !== 'queued' || snapshot.get('waitsFor') !== id) return false;
      const at = Timestamp.fromMillis(now);
      transaction.update(doc.ref, { nextAttemptAt: at, updatedAt: at });
      return true;
    });
    if (wakes) woken.push({ id: doc.id, queuedAt: (doc.get('createdAt') as Timestamp).toMillis() });
  }
  return woken.sort((a, b) => a.queuedAt - b.queuedAt).map((waiter) => waiter.id);
}
