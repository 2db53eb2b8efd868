// A test that sends hundreds of applications leaves as many messages queued in the emulator the
// whole suite shares, most to the fixtures' one phone number, so each waits its turn behind the
// others: the next files' messages would then wait minutes behind a backlog no user would have.
import { Timestamp } from 'firebase-admin/firestore';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { adminServices } from './admin.ts';

/** Deletes at a time: small, so that each commit is short beside the workers' transactions. */
const CHUNK = 100;
const PAUSE_MS = 250;

/**
 * Marks the start of a file's flood: `clear()` forgets what it left queued after it. The shared
 * stack's worker keeps claiming those messages meanwhile, and the emulator locks the whole
 * collection for a query inside a transaction, so a delete may wait and be refused: each chunk is
 * tried again after a pause, until the deadline. (A BulkWriter backs off for up to a minute a try,
 * which held a clean-up past any hook's limit.)
 */
export function messageBacklogFrom(start = Date.now()) {
  return {
    async clear(deadlineMs = 90_000) {
      const { db } = adminServices();
      const until = Date.now() + deadlineMs;
      let cleared = 0;
      for (;;) {
        const since = await db
          .collection(NOTIFICATIONS)
          .where('createdAt', '>=', Timestamp.fromMillis(start))
          .get();
        const queued = since.docs.filter((doc) => doc.get('state') === 'queued');
        if (queued.length === 0) return cleared;
        if (Date.now() > until)
          throw new Error(`${queued.length} queued messages were left after the deadline`);
        for (let at = 0; at < queued.length; at += CHUNK) {
          const batch = db.batch();
          const chunk = queued.slice(at, at + CHUNK);
          for (const doc of chunk) batch.delete(doc.ref);
          try {
            await batch.commit();
            cleared += chunk.length;
          } catch {
            // Refused behind a worker's lock: the next round reads what is still queued.
            await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
          }
        }
      }
    },
  };
}
