import type { Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '../../src/domain/applications.ts';
import { uploadAreaOf } from '../../src/domain/uploads.ts';

/**
 * Whether any application refers to a document. Asks each document field of the forms of the
 * path's area (taken from the forms' schemas: TIN regCert, consForm, leeseAgree; business
 * lordAttach), one equality query each, which Firestore's single-field indexes answer.
 */
export async function isReferenced(db: Firestore, path: string): Promise<boolean> {
  const area = uploadAreaOf(path);
  const queries = Object.values(APPLICATIONS).flatMap((application) =>
    application.uploadFields
      .filter((upload) => upload.area === area)
      .map(({ field }) => db.collection(application.collection).where(field, '==', path).select().limit(1)),
  );
  const answers = await Promise.all(queries.map((query) => query.get()));
  return answers.some((answer) => !answer.empty);
}
