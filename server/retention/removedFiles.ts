import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { HttpError } from '../http/errors.ts';

/**
 * `removedFiles/{id}`: one per file the retention run removed, written in the transaction that
 * marks its application, before the blob goes. Every route that serves a file asks here first, so a
 * removed file is refused the same way whichever path asks for it, even while its blob still waits
 * to be deleted. `blobDeleted` turns true once the blob is gone; the run retries those still false.
 */
export type RemovedFileRecord = {
  path: string;
  kind: string;
  applicationId: string;
  stage: 'documents' | 'results';
  removedAt: Timestamp;
  blobDeleted: boolean;
};

export const removedFiles = (db: Firestore) => db.collection(COLLECTIONS.removedFiles);

/** A path may hold slashes; its fingerprint is a document id of fixed length. */
export const removedFileRef = (db: Firestore, path: string) =>
  removedFiles(db).doc(createHash('sha256').update(path).digest('hex'));

const dayOf = (at: Timestamp) => at.toDate().toISOString().slice(0, 10);

/** 410 with the day it went: the file is not missing by mistake, it was removed on purpose. */
export const fileRemoved = (removedAt: Timestamp) =>
  new HttpError(
    410,
    `This document was removed on ${dayOf(removedAt)} under the agency's retention rules.`,
    'file.removed',
  );

/** Refuses (410 `file.removed`) a file the retention run removed; one read by its id. */
export async function refuseRemovedFile(db: Firestore, path: string) {
  const removed = await removedFileRef(db, path).get();
  if (removed.exists) throw fileRemoved(removed.get('removedAt') as Timestamp);
}
