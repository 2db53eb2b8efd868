// A test that sends hundreds of applications leaves as many messages queued in the emulator the
// whole suite shares, most to the fixtures' one phone number, so each waits its turn behind the
// others: the next files' messages would then wait minutes behind a backlog no user would have.
import { Timestamp } from 'firebase-admin/firestore';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { adminServices } from './admin.ts';

/** Marks the start of a file's flood: `clear()` forgets what it left queued after it. */
export function messageBacklogFrom(start = Date.now()) {
  return {
    async clear() {
      const { db } = adminServices();
      const since = await db
        .collection(NOTIFICATIONS)
        .where('createdAt', '>=', Timestamp.fromMillis(start))
        .get();
      const queued = since.docs.filter((doc) => doc.get('state') === 'queued');
      const writer = db.bulkWriter();
      for (const doc of queued) void writer.delete(doc.ref);
      await writer.close();
      return queued.length;
    },
  };
}
