import type { Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { uploadAreaOf } from '#domain/uploads';

/**
 * Whether any application refers to a document. Asks each document field of the forms of the
 * path's area (taken from the forms' schemas: TIN regCert, consForm, leeseAgree; business
 * lordAttach; visa passportBioPage, passportPhoto), one equality query each, and for a field that
 * may hold a list of pages (lordAttach) an array-contains one too; Firestore's single-field
 * indexes answer both.
 */
export async function isReferenced(db: Firestore, path: string): Promise<boolean> {
  const area = uploadAreaOf(path);
  const queries = Object.values(APPLICATIONS).flatMap((application) =>
    application.uploadFields
      .filter((upload) => upload.area === area)
      .flatMap(({ field, many }) => {
        const collection = db.collection(application.collection);
        const one = collection.where(field, '==', path);
        const among = collection.where(field, 'array-contains', path);
        return (many ? [one, among] : [one]).map((query) => query.select().limit(1));
      }),
  );
  const answers = await Promise.all(queries.map((query) => query.get()));
  return answers.some((answer) => !answer.empty);
}
