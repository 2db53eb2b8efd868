/** At most this many documents are read for one page of a list, however large the collection. */
export const PAGE_SIZE = 24;

/**
 * Where a page of a list starts, as its address holds it (?page=3&after=<id>): after the last
 * application of the page before (Next), or before the first of the page after (Previous). The
 * first page has none. Ids, not the database's cursors, so that Back and a reload find the page.
 */
export type PageAt = { after: string } | { before: string };

/** Which page is shown (0 for the first) and where it starts. */
export type PagePlace = { index: number; at: PageAt | null };

export const FIRST_PAGE: PagePlace = { index: 0, at: null };

/** The page an address names (?page=&after= or &before=); the first page for anything else. */
export function pageOfParams(params: URLSearchParams): PagePlace {
  const number = Number(params.get('page'));
  const after = params.get('after');
  const before = params.get('before');
  if (!Number.isInteger(number) || number < 2 || number > 10_000) return FIRST_PAGE;
  if (after) return { index: number - 1, at: { after } };
  if (before) return { index: number - 1, at: { before } };
  return FIRST_PAGE;
}

/** The address's parameters for a page, beside the filters' (none for the first). */
export function paramsOfPage(place: PagePlace): Record<string, string> {
  if (!place.at || place.index === 0) return {};
  return { page: String(place.index + 1), ...place.at };
}

/**
 * A User Timing mark each answer of a list's listener leaves, its `detail` the number of documents
 * the answer brought (added or changed: what Firestore bills a listener for). The browser tests
 * and the bench read them; the emulator resends a whole page on each change, so the network cannot
 * tell.
 */
export const LIST_DOCUMENTS_MARK = 'admin-list-documents';
