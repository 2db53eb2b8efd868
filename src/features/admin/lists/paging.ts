/** At most this many documents are read for one page of a list, however large the collection. */
export const PAGE_SIZE = 24;

/** How often the first page is read again while the list is on screen and its tab visible (useApplicationPages). */
export const FIRST_PAGE_REFRESH_MS = 15_000;
