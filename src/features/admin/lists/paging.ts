/** At most this many documents are read for one page of a list, however large the collection. */
export const PAGE_SIZE = 24;

/**
 * Which page of a list is shown, as its address holds it (?after=<id>,<id>): the last application
 * of each page before it, so page 3 reads after the second id and Previous drops the last one.
 * Ids, not the database's cursors, so that Back and a reload find the page; always read forwards,
 * in the list's own order, so every page is served by the list's own indexes. The first page has
 * none.
 */
export type PagePlace = { index: number; starts: readonly string[] };

export const FIRST_PAGE: PagePlace = { index: 0, starts: [] };

/** Most pages an address may name (a page is PAGE_SIZE applications). */
const MOST_PAGES = 200;

/** The page an address names (?after=); the first page for anything else. */
export function pageOfParams(params: URLSearchParams): PagePlace {
  const starts = (params.get('after') ?? '').split(',').filter((id) => /^[\w-]{1,64}$/.test(id));
  return starts.length === 0 || starts.length > MOST_PAGES ? FIRST_PAGE : { index: starts.length, starts };
}

/** The address's parameters for a page, beside the filters' (none for the first). */
export function paramsOfPage(place: PagePlace): Record<string, string> {
  return place.starts.length === 0 ? {} : { after: place.starts.join(',') };
}

/**
 * A User Timing mark each answer of a list's listener leaves, its `detail` the number of documents
 * the answer brought (added or changed: what Firestore bills a listener for). The browser tests
 * and the bench read them; the emulator resends a whole page on each change, so the network cannot
 * tell.
 */
export const LIST_DOCUMENTS_MARK = 'admin-list-documents';
