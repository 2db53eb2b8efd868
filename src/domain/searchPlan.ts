import type { ApplicationKind } from './kinds.js';
import { parseReference, referenceKind } from './reference.js';
import { searchTerm } from './searchText.js';

/**
 * How the staff lists search (and the API, counting what an export held: listFilters.ts), so that
 * every search is one indexed Firestore query (no downloading and filtering), and a page of results
 * reads at most a page of documents:
 *
 * - A whole reference (VIS-7K3Q9X, "vis 7k3q9x") → reference == it; one of another service says
 *   which list has it.
 * - Anything else → the applications whose search index (`searchPrefixes`, written by the server
 *   from src/domain/searchIndex.ts) holds what was typed, folded the same way: a prefix of a name,
 *   business name, phone, id or reference, in any case, with or without accents.
 *
 * firestore.indexes.json has (searchPrefixes, createdAt desc) with each status and payment filter,
 * so results come newest first and page with cursors like the full list.
 */
export type SearchPlan =
  | { type: 'all' }
  | { type: 'reference'; reference: string }
  /** A valid reference of another service: the list says where to look instead. */
  | { type: 'otherKind'; reference: string; kind: ApplicationKind }
  /** The applications indexed under this folded prefix (array-contains). */
  | { type: 'prefix'; prefix: string };

export function planSearch(kind: ApplicationKind, input: string): SearchPlan {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { type: 'all' };
  const reference = parseReference(text);
  if (reference) {
    const owner = referenceKind(reference);
    return owner && owner !== kind
      ? { type: 'otherKind', reference, kind: owner }
      : { type: 'reference', reference };
  }
  const prefix = searchTerm(kind, text);
  return prefix ? { type: 'prefix', prefix } : { type: 'all' };
}
