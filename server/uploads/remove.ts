import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../blobs/store.ts';
import { uploadRecordOf } from './records.ts';
import { isReferenced } from './references.ts';

/**
 * After an application is deleted: removes one of its documents, but only a file the API stored
 * (it has a record) that no other application refers to. A path the record merely names (typed
 * in by hand, from the earlier app, shared with another application) is left alone.
 */
export async function removeIfUnused(db: Firestore, blobs: BlobStore, path: string): Promise<boolean> {
  const record = await uploadRecordOf(db, path);
  if (!record) return false;
  if (await isReferenced(db, path)) return false;
  // Unattached first: should the blob fail to go, the sweep finds the record and tries again.
  await record.ref.update({ attached: false });
  await blobs.delete(path);
  await record.ref.delete();
  return true;
}
