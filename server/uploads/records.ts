import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { uploadIdOf, type UploadArea } from '#domain/uploads';

/**
 * `uploads/{id}`: one per file the API stored, written only here (the rules keep clients out).
 * A file without a record was not uploaded through the API, so nothing here ever removes it.
 * `attached` turns true once the sweep has seen an application refer to the file, so later
 * sweeps skip it without asking the applications again.
 */
export type UploadRecord = {
  path: string;
  area: UploadArea;
  size: number;
  createdAt: FirebaseFirestore.Timestamp;
  attached: boolean;
};

export const uploadRecords = (db: Firestore) => db.collection(COLLECTIONS.uploads);

/** Records a file before it is stored: a failure in between leaves a record the sweep clears. */
export async function recordUpload(
  db: Firestore,
  id: string,
  upload: { path: string; area: UploadArea; size: number },
) {
  // create(), not set(): an id that somehow exists already fails instead of taking over a record.
  await uploadRecords(db)
    .doc(id)
    .create({ ...upload, createdAt: FieldValue.serverTimestamp(), attached: false });
}

/** The record of a path, when the API issued that path; null for anything else. */
export async function uploadRecordOf(db: Firestore, path: string) {
  const id = uploadIdOf(path);
  if (!id) return null;
  const snapshot = await uploadRecords(db).doc(id).get();
  return snapshot.exists && snapshot.get('path') === path ? snapshot : null;
}
