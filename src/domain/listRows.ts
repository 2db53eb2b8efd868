// A list row: the part of an application a staff list needs, kept by the API beside it in
// ROW_COLLECTIONS (kinds.ts), so that staff list rows live from Firestore while the applications
// themselves are read through the API alone, each look on record
// (docs/decisions/0023-list-rows.md).
import { AGENT_FIELD } from './aan.js';
import { APPLICATIONS } from './applications.js';
import { ASSIGNEE_FIELD, VERSION_FIELD } from './assignment.js';
import { DUPLICATE_KEYS_FIELD } from './duplicates.js';
import { EXPORT_DATE_FIELDS } from './exportDates.js';
import { perKind, type ApplicationKind } from './kinds.js';
import { SEARCH_INDEX_FIELD } from './searchText.js';
import { APPLICATION_REQUEST_FIELDS } from './workQueue.js';

type Stored = Record<string, unknown>;

/**
 * What every row holds whatever its kind: what a row shows (reference, status, payment, time sent,
 * agent, who has it, the version an action names), what the filters and orders ask (listFilters.ts,
 * workQueue.ts), what search and the duplicate flag look up, and what an export filters on.
 */
const COMMON_FIELDS = [
  'reference',
  'status',
  'paymentStatus',
  'createdAt',
  AGENT_FIELD,
  ASSIGNEE_FIELD,
  VERSION_FIELD,
  SEARCH_INDEX_FIELD,
  DUPLICATE_KEYS_FIELD,
  ...Object.values(APPLICATION_REQUEST_FIELDS),
  // The days an export is narrowed to, and its columns of when it was paid and finished.
  ...Object.values(EXPORT_DATE_FIELDS),
];

/**
 * A kind's row fields: the common ones and its identity's (identity.ts): the name and contact a
 * row shows, and the phones and ids its duplicate flag compares (duplicates.ts). Read from the
 * kind's own definition, so a new kind has its rows with no list of its own.
 */
export const ROW_FIELDS = perKind(({ kind }) => {
  const { names, contacts, search } = APPLICATIONS[kind].identity;
  return [...new Set([...COMMON_FIELDS, ...names.flat(), ...contacts, ...search.phones, ...search.ids])];
});

/**
 * The row of a stored application: its row fields as they stand, under their current names (the
 * kind's normalize), and no other. A value the API is about to write (a server timestamp) passes
 * through as it is.
 */
export function rowOf(kind: ApplicationKind, stored: Stored): Stored {
  const record = APPLICATIONS[kind].normalize(stored);
  return Object.fromEntries(
    ROW_FIELDS[kind].filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
  );
}
