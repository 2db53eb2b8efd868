/** At most this many documents are read for one page of a list, however large the collection. */
export const PAGE_SIZE = 24;
