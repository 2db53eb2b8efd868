import type { Firestore } from 'firebase-admin/firestore';
import { ASSIGNEE_FIELD } from '#domain/assignment';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { DUPLICATE_KEYS_FIELD, staleDuplicateKeys } from '#domain/duplicates';
import { SEARCH_INDEX_FIELD, searchIndexSources, staleSearchIndex } from '#domain/searchIndex';
import { rewritePages } from './rewritePages.ts';

export type IndexTotals = {
  checked: number;
  /** Missing or stale, and written now. */
  written: number;
  current: number;
  /** Deleted between the read and the write. */
  gone: number;
  errors: number;
};

/**
 * Gives every application of a kind its current search index and duplicate keys, and who has it
 * (nobody) where a record from before staff took applications has no such field, so that the
 * lists' "Nobody's" finds it: `npm run search-index` for records written before they existed, or
 * by a script past the server. Reads
 * `pageSize` documents at a time (only the fields they are made of), in document id order, and
 * writes only where one is missing or stale, so a second run writes nothing.
 */
export async function indexApplications(
  db: Firestore,
  kind: ApplicationKind,
  { pageSize = 500, onError = (_error: unknown, _id: string) => {} } = {},
): Promise<IndexTotals> {
  const totals: IndexTotals = { checked: 0, written: 0, current: 0, gone: 0, errors: 0 };
  return rewritePages(db, {
    query: db.collection(APPLICATION_COLLECTIONS[kind]).select(...searchIndexSources(kind), ASSIGNEE_FIELD),
    pageSize,
    totals,
    update: (application) => {
      const index = staleSearchIndex(kind, application.data());
      const keys = staleDuplicateKeys(kind, application.data());
      const unassigned = !Object.hasOwn(application.data(), ASSIGNEE_FIELD);
      if (!index && !keys && !unassigned) {
        totals.current += 1;
        return undefined;
      }
      return {
        ...(index ? { [SEARCH_INDEX_FIELD]: index } : {}),
        ...(keys ? { [DUPLICATE_KEYS_FIELD]: keys } : {}),
        ...(unassigned ? { [ASSIGNEE_FIELD]: null } : {}),
      };
    },
    onError,
  });
}
