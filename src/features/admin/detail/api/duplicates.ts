import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import {
  DUPLICATE_LOOKUP_LIMIT,
  duplicateConditions,
  possibleDuplicates,
  type ApplicationRecord,
  type PossibleDuplicate,
} from '#domain/duplicates';
import { ROW_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { getLiteDb } from '#lib/firebase/lite';

/**
 * The other unfinished applications of this service that share a phone or id number with this one
 * (domain/duplicates.ts): one query of the list rows' duplicate keys, a few rows at most, which
 * hold what the section shows (firestore.rules lets staff list rows).
 */
export async function fetchDuplicates(
  kind: ApplicationKind,
  application: ApplicationRecord,
): Promise<PossibleDuplicate[]> {
  const conditions = duplicateConditions(kind, application.data);
  if (!conditions) return [];
  const candidates = query(
    collection(await getLiteDb(), ROW_COLLECTIONS[kind]),
    ...conditions.map(({ field, op, value }) => where(field, op, value)),
    limit(DUPLICATE_LOOKUP_LIMIT),
  );
  const snapshot = await getDocs(candidates);
  const found = snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
  return possibleDuplicates(kind, application, found);
}
