import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { BlobStore } from '../blobs/store.ts';
import { uploadRecords } from './records.ts';
import { isReferenced } from './references.ts';

/**
 * How long an uploaded file may wait for its application. A form uploads its files when it is
 * sent, seconds before it saves the record; a file still unattached after a day belongs to a save
 * that failed (the retry uploads again), so it will never be attached.
 */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const PAGE = 200;

export type SweepTotals = { checked: number; attached: number; removed: number; errors: number };

/**
 * Removes files uploaded over `olderThanMs` ago that no application refers to (the blob and its
 * record); a file an application does refer to is marked attached and not looked at again.
 * Run by `npm run reconcile` and, in production, by a scheduled function (server/function.ts).
 */
export async function sweepUploads(
  db: Firestore,
  blobs: BlobStore,
  {
    olderThanMs = UNATTACHED_UPLOAD_TTL_MS,
    now = Date.now(),
    onError = (_error: unknown, _path: string) => {},
  } = {},
): Promise<SweepTotals> {
  const totals: SweepTotals = { checked: 0, attached: 0, removed: 0, errors: 0 };
  const cutoff = Timestamp.fromMillis(now - olderThanMs);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = uploadRecords(db)
      .where('attached', '==', false)
      .where('createdAt', '<', cutoff)
      .orderBy('createdAt')
      .limit(PAGE);
    // Paged by position, not by what is left: a record that failed stays behind and is not read twice.
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const record of page.docs) {
      totals.checked += 1;
      const path = record.get('path') as string;
      try {
        if (await isReferenced(db, path)) {
          await record.ref.update({ attached: true });
          totals.attached += 1;
        } else {
          await blobs.delete(path);
          await record.ref.delete();
          totals.removed += 1;
        }
      } catch (error) {
        totals.errors += 1;
        onError(error, path);
      }
    }
    if (page.size < PAGE) return totals;
    last = page.docs.at(-1);
  }
}
