/**
 * One application in a staff list, whichever way the list shows it: a card on a phone, a table row
 * at a desk (src/features/admin/lists). For the bench and the browser tests.
 */
export const LIST_ENTRY = '.card-grid > li > article, .application-table > tbody > tr';
