import { collection, getDocsFromServer, limit, query, where } from 'firebase/firestore';
import {
  DUPLICATE_LOOKUP_LIMIT,
  duplicateConditions,
  possibleDuplicates,
  type PossibleDuplicate,
} from '../../../../domain/duplicates';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '../../../../domain/kinds';
import { getListeningDb } from '../../../../lib/firebase/listening';
import type { ApplicationRow } from './applicationsQuery';

// A module of its own, loaded with the first page's flags: the dashboard, which shares the lists'
// queries, needs none of the domain's schemas this brings.

/**
 * The other unfinished applications of this service that share a phone or id number with `row`
 * (domain/duplicates.ts): one query of the search index, a few documents at most, from the server
 * (the cache may hold only what this browser has read).
 */
export async function findDuplicates(
  kind: ApplicationKind,
  row: ApplicationRow,
): Promise<PossibleDuplicate[]> {
  const conditions = duplicateConditions(kind, row.data);
  if (!conditions) return [];
  const candidates = query(
    collection(await getListeningDb(), APPLICATION_COLLECTIONS[kind]),
    ...conditions.map(({ field, op, value }) => where(field, op, value)),
    limit(DUPLICATE_LOOKUP_LIMIT.flag),
  );
  const snapshot = await getDocsFromServer(candidates);
  const found = snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
  return possibleDuplicates(kind, row, found);
}
