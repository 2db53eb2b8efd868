// Two applications for one service by the same person, both still being dealt with, are worth a
// look before staff do the work twice: the staff list and the application's page flag them.
//
// The check runs when staff read, not when an application is created: whether the other one is
// still unfinished changes with every status change, so a flag stored at creation would go stale.
// It needs no field of its own. The search index (searchIndex.ts) already holds every phone
// number and id of an application whole, written by the API with the application (and by `npm run
// search-index` for older records); one query of it per application, `array-contains-any` of its
// numbers among the unfinished ones (firestore.indexes.json has searchPrefixes with status), finds
// the candidates. Staff run it with the read the rules already give them.
//
// A list flags each application by counting what that query matches (a count aggregation: one
// read, no document downloaded, however many share an agent's phone), less the application itself
// (`matchesItself`). The application's page reads the candidates (a few) and keeps, with
// `possibleDuplicates`, those that truly share a number: an index entry is also the start of a
// longer number, so a count may now and then flag an id that is only the start of another's.
import { APPLICATIONS } from './applications.js';
import type { ApplicationKind } from './kinds.js';
import type { ApplicationStatus } from './meta.js';
import { foldText, MAX_WORD_PREFIX, phoneForms, SEARCH_INDEX_FIELD } from './searchText.js';
import { ATTENTION_STATUSES } from './workQueue.js';

/** What staff have not finished with yet (the work queue's statuses): a duplicate is one of these. */
export const UNFINISHED_STATUSES: readonly ApplicationStatus[] = ATTENTION_STATUSES;

/** Firestore's limit on the disjunctions of one query: numbers × statuses. */
const MAX_DISJUNCTIONS = 30;
const MAX_NUMBERS = Math.floor(MAX_DISJUNCTIONS / UNFINISHED_STATUSES.length);
/** Shorter numbers, or one character repeated ("00000"), are placeholders more than identities. */
const MIN_ID_LENGTH = 5;
const MIN_PHONE_DIGITS = 7;

/**
 * How many candidates the application's page reads: enough to show staff the others, few enough
 * that a number shared by many (an agent's own phone) costs a handful of reads, not hundreds.
 */
export const DUPLICATE_LOOKUP_LIMIT = 10;

type Stored = Record<string, unknown>;

/**
 * One number that says whom an application is about. `key` compares it exactly: a phone matches
 * any phone field (the form's phone, another's mobile), an id only the same field. `term` is its
 * entry in the search index.
 */
type IdentityNumber = { field: string; key: string; term: string };

const textAt = (record: Stored, field: string) => {
  const value = record[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
};

const capped = (text: string) => Array.from(text).slice(0, MAX_WORD_PREFIX).join('');

function phoneNumber(field: string, value: string): IdentityNumber | undefined {
  const forms = phoneForms(value);
  const whole = forms.at(-1);
  if (!whole || whole.length < MIN_PHONE_DIGITS) return undefined;
  return { field, key: `phone:${whole}`, term: capped(forms[0]!) };
}

function idNumber(field: string, value: string): IdentityNumber | undefined {
  // As the search index writes an id: folded, its letters and digits only.
  const compact = foldText(value).replace(/[^\p{L}\p{N}]+/gu, '');
  if (compact.length < MIN_ID_LENGTH || /^(.)\1*$/u.test(compact)) return undefined;
  return { field, key: `${field}:${compact}`, term: capped(compact) };
}

/**
 * The phone numbers and ids of a stored application, as its kind's identity names them
 * (`identity.search.phones` and `.ids`: a visa's phone, national id and passport number, say).
 */
export function identityNumbersOf(kind: ApplicationKind, stored: Stored): IdentityNumber[] {
  const { identity, normalize } = APPLICATIONS[kind];
  const record = normalize(stored);
  const numbers = [
    ...identity.search.phones.map((field) => phoneNumber(field, textAt(record, field))),
    ...identity.search.ids.map((field) => idNumber(field, textAt(record, field))),
  ];
  return numbers.filter((number) => number !== undefined);
}

/** A condition of the lookup's query, for either Firestore SDK's where(). */
export type DuplicateCondition =
  | { field: typeof SEARCH_INDEX_FIELD; op: 'array-contains-any'; value: string[] }
  | { field: 'status'; op: 'in'; value: ApplicationStatus[] };

/**
 * The query that finds an application's candidate duplicates in its own collection: unfinished,
 * and indexed under one of its numbers. Undefined when it has no number to compare.
 */
export function duplicateConditions(kind: ApplicationKind, stored: Stored): DuplicateCondition[] | undefined {
  const terms = [...new Set(identityNumbersOf(kind, stored).map((number) => number.term))];
  if (terms.length === 0) return undefined;
  return [
    { field: SEARCH_INDEX_FIELD, op: 'array-contains-any', value: terms.slice(0, MAX_NUMBERS) },
    { field: 'status', op: 'in', value: [...UNFINISHED_STATUSES] },
  ];
}

const isUnfinished = (status: unknown): status is ApplicationStatus =>
  UNFINISHED_STATUSES.includes(status as ApplicationStatus);

/** Whether an application is among what its own lookup matches: unfinished, and indexed under its numbers. */
export function matchesItself(kind: ApplicationKind, stored: Stored): boolean {
  const index = stored[SEARCH_INDEX_FIELD];
  if (!isUnfinished(stored.status) || !Array.isArray(index)) return false;
  return identityNumbersOf(kind, stored).some((number) => index.includes(number.term));
}

/** Whether a lookup's count (of `duplicateConditions`) holds another application than this one. */
export const countsAnother = (kind: ApplicationKind, stored: Stored, count: number) =>
  count > (matchesItself(kind, stored) ? 1 : 0);

/** The fields of `record` whose number `other` has too, in the identity's order. */
export function sharedNumbers(kind: ApplicationKind, record: Stored, other: Stored): string[] {
  const theirs = new Set(identityNumbersOf(kind, other).map((number) => number.key));
  const fields = identityNumbersOf(kind, record)
    .filter((number) => theirs.has(number.key))
    .map((number) => number.field);
  return [...new Set(fields)];
}

export type ApplicationRecord = { id: string; data: Stored };

/** Another unfinished application of the same service that shares a number with this one. */
export type PossibleDuplicate = {
  id: string;
  reference?: string;
  status: ApplicationStatus;
  /** This application's fields whose number the other has too. */
  fields: string[];
};

/** Of what a lookup found, the other applications that are unfinished and share a number with `self`. */
export function possibleDuplicates(
  kind: ApplicationKind,
  self: ApplicationRecord,
  found: readonly ApplicationRecord[],
): PossibleDuplicate[] {
  return found.flatMap(({ id, data }) => {
    if (id === self.id || !isUnfinished(data.status)) return [];
    const fields = sharedNumbers(kind, self.data, data);
    if (fields.length === 0) return [];
    const reference = typeof data.reference === 'string' ? data.reference : undefined;
    return [{ id, reference, status: data.status, fields }];
  });
}
