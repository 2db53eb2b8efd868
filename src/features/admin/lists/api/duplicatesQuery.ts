import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { countsAnother, duplicateConditions } from '../../../../domain/duplicates';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '../../../../domain/kinds';
import { getListeningDb } from '../../../../lib/firebase/listening';
import type { ApplicationRow } from './applicationsQuery';

// A module of its own, loaded with the first page's flags: the dashboard, which shares the lists'
// queries, needs none of the domain's schemas this brings.

/**
 * Whether another unfinished application of this service shares a phone or id number with `row`
 * (domain/duplicates.ts): a count aggregation of the search index, so a page of 24 flags costs 24
 * reads and downloads no document.
 */
export async function hasDuplicates(kind: ApplicationKind, row: ApplicationRow): Promise<boolean> {
  const conditions = duplicateConditions(kind, row.data);
  if (!conditions) return false;
  const matching = query(
    collection(await getListeningDb(), APPLICATION_COLLECTIONS[kind]),
    ...conditions.map(({ field, op, value }) => where(field, op, value)),
  );
  const { count } = (await getCountFromServer(matching)).data();
  return countsAnother(kind, row.data, count);
}
