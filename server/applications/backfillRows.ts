import { isDeepStrictEqual } from 'node:util';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { rowOf } from '#domain/listRows';
import { rowRefOf } from './rows.ts';

export type RowTotals = {
  checked: number;
  /** Missing or stale, and written now. */
  written: number;
  current: number;
  errors: number;
};

/**
 * Writes the list row (src/domain/listRows.ts) of every application of a kind that has none or a
 * stale one: `npm run rows:backfill`, once after deploying the release that brought rows, and for
 * records written past the server. Reads `pageSize` applications and their rows at a time, in
 * document id order, and writes only a row that differs, so a second run writes nothing. A row set
 * here from an application changed meanwhile is set again by that change's own transaction, or by
 * the next run.
 */
export async function backfillRows(
  db: Firestore,
  kind: ApplicationKind,
  { pageSize = 500, onError = (_error: unknown, _id: string) => {} } = {},
): Promise<RowTotals> {
  const totals: RowTotals = { checked: 0, written: 0, current: 0, errors: 0 };
  const applications = db
    .collection(APPLICATION_COLLECTIONS[kind])
    .orderBy(FieldPath.documentId())
    .limit(pageSize);
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.failedAttempts < 3);
  let last: QueryDocumentSnapshot | undefined;
  try {
    for (;;) {
      const page = await (last ? applications.startAfter(last) : applications).get();
      const rows = page.empty
        ? []
        : await db.getAll(...page.docs.map((application) => rowRefOf(application.ref)));
      page.docs.forEach((application, index) => {
        totals.checked += 1;
        const row = rowOf(kind, application.data());
        if (isDeepStrictEqual(rows[index]?.data(), row)) {
          totals.current += 1;
          return;
        }
        writer.set(rowRefOf(application.ref), row).then(
          () => (totals.written += 1),
          (error: unknown) => {
            totals.errors += 1;
            onError(error, application.id);
          },
        );
      });
      await writer.flush();
      last = page.docs.at(-1);
      if (page.size < pageSize || !last) return totals;
    }
  } finally {
    await writer.close();
  }
}
