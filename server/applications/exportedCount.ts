import type { Firestore, Query } from 'firebase-admin/firestore';
import { EXPORT_DATE_FIELDS, withinDates } from '#domain/exportDates';
import type { ExportFilter } from '#domain/exports';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { exportConditions } from '#domain/listFilters';

/**
 * How many applications the exported list holds, by a count aggregation of the very conditions the
 * staff list queries with (src/domain/listFilters.ts): no document is downloaded, and the browser's
 * own count is never taken. Counted as the export is recorded, so a change since it was read counts.
 * An export narrowed to some days is counted as the browser made it: of what the list's conditions
 * select, those whose date falls on those days, reading only the two fields that decide it.
 */
export async function countExported(db: Firestore, kind: ApplicationKind, filter: ExportFilter) {
  const matching = exportConditions(kind, filter).reduce<Query>(
    (query, { field, op, value }) => query.where(field, op, value),
    db.collection(APPLICATION_COLLECTIONS[kind]),
  );
  const { dates } = filter;
  if (!dates) return (await matching.count().get()).data().count;
  const read = await matching.select(EXPORT_DATE_FIELDS[dates.on], 'status').get();
  return read.docs.filter((document) => withinDates(document.data(), dates)).length;
}
