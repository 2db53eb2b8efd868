// Two applications for one service by the same person, both still being dealt with, are worth a
// look before staff do the work twice. Each carries `duplicateKeys` (its phones and ids while it is
// unfinished), which one query compares: docs/decisions/0001-duplicate-keys.md says why.
import { APPLICATIONS } from './applications.js';
import type { ApplicationKind } from './kinds.js';
import type { ApplicationStatus } from './meta.js';
import { foldText, phoneForms } from './searchText.js';
import { ATTENTION_STATUSES } from './workQueue.js';

/** The field of an application that holds its keys while it is unfinished. */
export const DUPLICATE_KEYS_FIELD = 'duplicateKeys';

/** What staff have not finished with yet (the work queue's statuses): a duplicate is one of these. */
export const UNFINISHED_STATUSES: readonly ApplicationStatus[] = ATTENTION_STATUSES;

/** Firestore's limit on the values of one `array-contains-any`. */
const MAX_KEYS = 30;
/** Shorter numbers, or one character repeated ("00000"), are placeholders more than identities. */
const MIN_ID_LENGTH = 5;
const MIN_PHONE_DIGITS = 7;

/**
 * How many others the application's page reads: enough to show staff, few enough that a number
 * shared by many (an agent's own phone) costs a handful of reads, not hundreds.
 */
export const DUPLICATE_LOOKUP_LIMIT = 10;

type Stored = Record<string, unknown>;

/**
 * One number that says whom an application is about, as a key compared exactly: a phone matches
 * any phone field (the form's phone, another's mobile) however it was written; an id only the same
 * field, without its separators or case.
 */
type IdentityNumber = { field: string; key: string };

const textAt = (record: Stored, field: string) => {
  const value = record[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
};

function phoneNumber(field: string, value: string): IdentityNumber | undefined {
  const whole = phoneForms(value).at(-1);
  return whole && whole.length >= MIN_PHONE_DIGITS ? { field, key: `phone:${whole}` } : undefined;
}

function idNumber(field: string, value: string): IdentityNumber | undefined {
  const compact = foldText(value).replace(/[^\p{L}\p{N}]+/gu, '');
  if (compact.length < MIN_ID_LENGTH || /^(.)\1*$/u.test(compact)) return undefined;
  return { field, key: `${field}:${compact}` };
}

/** The phone numbers and ids of a stored application, as its kind's identity names them. */
export function identityNumbersOf(kind: ApplicationKind, stored: Stored): IdentityNumber[] {
  const { identity, normalize } = APPLICATIONS[kind];
  const record = normalize(stored);
  const numbers = [
    ...identity.search.phones.map((field) => phoneNumber(field, textAt(record, field))),
    ...identity.search.ids.map((field) => idNumber(field, textAt(record, field))),
  ];
  return numbers.filter((number) => number !== undefined);
}

const keysOf = (kind: ApplicationKind, stored: Stored) => [
  ...new Set(identityNumbersOf(kind, stored).map((number) => number.key)),
];

const isUnfinished = (status: unknown): status is ApplicationStatus =>
  UNFINISHED_STATUSES.includes(status as ApplicationStatus);

/** What `duplicateKeys` holds for this record: its keys while it is unfinished, else none. */
export function duplicateKeysOf(kind: ApplicationKind, stored: Stored): string[] {
  return isUnfinished(stored.status) ? keysOf(kind, stored).slice(0, MAX_KEYS) : [];
}

/** The keys to write where the stored ones are missing or stale; undefined when they are current. */
export function staleDuplicateKeys(kind: ApplicationKind, stored: Stored): string[] | undefined {
  const current = stored[DUPLICATE_KEYS_FIELD];
  const expected = duplicateKeysOf(kind, stored);
  const same =
    Array.isArray(current) &&
    current.length === expected.length &&
    current.every((key, index) => key === expected[index]);
  return same ? undefined : expected;
}

/** A condition of the lookup's query, for either Firestore SDK's where(). */
export type DuplicateCondition = {
  field: typeof DUPLICATE_KEYS_FIELD;
  op: 'array-contains-any';
  value: string[];
};

/**
 * The query that finds, in the application's own collection, the unfinished applications sharing
 * one of its numbers (a finished application's numbers too). Undefined when it has none to compare.
 */
export function duplicateConditions(kind: ApplicationKind, stored: Stored): DuplicateCondition[] | undefined {
  const keys = keysOf(kind, stored);
  if (keys.length === 0) return undefined;
  return [{ field: DUPLICATE_KEYS_FIELD, op: 'array-contains-any', value: keys.slice(0, MAX_KEYS) }];
}

/** Whether an application is among what its own lookup matches: its stored keys are among its numbers'. */
export function matchesItself(kind: ApplicationKind, stored: Stored): boolean {
  const own = stored[DUPLICATE_KEYS_FIELD];
  if (!Array.isArray(own)) return false;
  const keys = keysOf(kind, stored);
  return own.some((key) => keys.includes(key as string));
}

/** Whether a lookup's count (of `duplicateConditions`) holds another application than this one. */
export const countsAnother = (kind: ApplicationKind, stored: Stored, count: number) =>
  count > (matchesItself(kind, stored) ? 1 : 0);

/** The fields of `record` whose number `other` has too, in the identity's order. */
export function sharedNumbers(kind: ApplicationKind, record: Stored, other: Stored): string[] {
  const theirs = new Set(keysOf(kind, other));
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
