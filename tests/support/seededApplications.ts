// Applications written past the API, as tests seed them, each with its list row as the API writes
// it (server/applications/rows.ts): the staff lists read rows, so a seed without one is not listed.
import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { rowOfStored, rowRefOf, updateApplication } from '#server/applications/rows.ts';
import { adminServices } from './admin.ts';

type Stored = Record<string, unknown>;

/** Adds the application at `ref` and its row to `batch` (to commit with the test's other seeds). */
export function seedApplication(batch: WriteBatch, ref: DocumentReference, record: Stored): WriteBatch {
  return batch.create(ref, record).create(rowRefOf(ref), rowOfStored(ref, record));
}

/** Writes the application at `ref` and its row at once. */
export async function seedApplicationNow(ref: DocumentReference, record: Stored): Promise<DocumentReference> {
  await seedApplication(adminServices().db.batch(), ref, record).commit();
  return ref;
}

/** A change to a seeded application past the API (anyone's, as far as a list can tell), with its row. */
export async function changeSeeded(ref: DocumentReference, changes: Stored): Promise<void> {
  await adminServices().db.runTransaction(async (transaction) =>
    updateApplication(transaction, await transaction.get(ref), changes),
  );
}

/** Deletes a seeded application past the API, with its row. */
export async function deleteSeeded(ref: DocumentReference): Promise<void> {
  await adminServices().db.batch().delete(ref).delete(rowRefOf(ref)).commit();
}
