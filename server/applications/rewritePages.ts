import {
  FieldPath,
  type BulkWriter,
  type DocumentReference,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';
import { isNotFound } from '../firestoreErrors.ts';
import { isApplication, rowRefOf, rowUpdateOf } from './rows.ts';

/** What every rewrite of a collection counts; each adds its own counts beside these. */
export type RewriteTotals = { checked: number; written: number; gone: number; errors: number };

type Rewrite<T extends RewriteTotals> = {
  /** The documents to walk, with only the fields `update` reads. */
  query: Query;
  pageSize: number;
  totals: T;
  /** The update a document needs, or undefined when it needs none; it may count what it found. */
  update: (document: QueryDocumentSnapshot) => UpdateData<DocumentData> | undefined;
  onError: (error: unknown, id: string) => void;
};

/**
 * Walks a collection `pageSize` documents at a time in document id order and updates each that
 * `update` says needs it, through one BulkWriter: an update counts as written, gone (the document
 * was deleted since it was read) or an error (reported to `onError`). One page of writes at a time,
 * so a large collection never piles up in memory. An application's row (rows.ts) takes the same
 * change of its row fields.
 */
export async function rewritePages<T extends RewriteTotals>(
  db: Firestore,
  { query, pageSize, totals, update, onError }: Rewrite<T>,
): Promise<T> {
  const documents = query.orderBy(FieldPath.documentId()).limit(pageSize);
  const writer = db.bulkWriter();
  writer.onWriteError((error) => !isNotFound(error) && error.failedAttempts < 3);
  let last: QueryDocumentSnapshot | undefined;
  try {
    for (;;) {
      const page = await (last ? documents.startAfter(last) : documents).get();
      for (const document of page.docs) {
        totals.checked += 1;
        const data = update(document);
        if (!data) continue;
        writer.update(document.ref, data).then(
          () => (totals.written += 1),
          (error: unknown) => {
            if (isNotFound(error)) totals.gone += 1;
            else {
              totals.errors += 1;
              onError(error, document.id);
            }
          },
        );
        keepRow(writer, document.ref, data, onError);
      }
      await writer.flush();
      last = page.docs.at(-1);
      if (page.size < pageSize || !last) return totals;
    }
  } finally {
    await writer.close();
  }
}

/**
 * The row fields of an application's update, written to its row beside it. A row not written yet
 * is left for `npm run rows:backfill`, which writes it whole: this rewrite read only some fields.
 */
function keepRow(
  writer: BulkWriter,
  application: DocumentReference,
  update: UpdateData<DocumentData>,
  onError: (error: unknown, id: string) => void,
) {
  const row = isApplication(application) ? rowUpdateOf(application, update) : undefined;
  if (!row) return;
  writer.update(rowRefOf(application), row).catch((error: unknown) => {
    if (!isNotFound(error)) onError(error, application.id);
  });
}
