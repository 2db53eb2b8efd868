/** At most this many documents are read for one page of a list, however large the collection. */
export const PAGE_SIZE = 24;

/**
 * A User Timing mark each answer of a list's listener leaves, its `detail` the number of documents
 * the answer brought (added or changed: what Firestore bills a listener for). The browser tests
 * and the bench read them; the emulator resends a whole page on each change, so the network cannot
 * tell.
 */
export const LIST_DOCUMENTS_MARK = 'admin-list-documents';
