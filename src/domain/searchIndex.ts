import { APPLICATIONS } from './applications.js';
import { DUPLICATE_KEYS_FIELD, duplicateKeysOf } from './duplicates.js';
import type { Identity } from './identity.js';
import type { ApplicationKind } from './kinds.js';
import {
  foldText,
  MAX_PHRASE_PREFIX,
  MAX_WORD_PREFIX,
  numberDigits,
  phoneForms,
  prefixesOf,
  SEARCH_INDEX_FIELD,
} from './searchText.js';

/**
 * Written by the server with each new application (server/submissions/createApplication.ts) and
 * by `npm run search-index` for older ones; clients write no application at all.
 */
export { SEARCH_INDEX_FIELD };

/** Words of one name field that are indexed: a name is a few words; a malformed field may be a book. */
const MAX_WORDS = 8;
/**
 * Firestore keeps an index entry per array value and per index over it (five here), at most
 * 40,000 a document; a real application has about a hundred values.
 */
const MAX_ENTRIES = 1_000;

type Stored = Record<string, unknown>;

/** Names are text; a number or a map where a name should be is no part of one. */
const nameAt = (record: Stored, field: string) => {
  const value = record[field];
  return typeof value === 'string' ? foldText(value) : '';
};

/** Numbers may have been stored as numbers by the earlier app. */
const numberAt = (record: Stored, field: string) => {
  const value = record[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
};

const LETTERS_AND_DIGITS = /[^\p{L}\p{N}]+/gu;

/** A word, its parts ("mwa-kyusa": mwa, kyusa) and the word without its signs ("o'brien": obrien). */
function wordPrefixes(word: string): string[] {
  const parts = word.split(LETTERS_AND_DIGITS).filter(Boolean);
  const forms = parts.length > 1 ? [word, ...parts, parts.join('')] : [word];
  return forms.flatMap((form) => prefixesOf(form, MAX_WORD_PREFIX));
}

/** "asha juma mrisho": asha m, asha mr… (a prefix ending in a space is never searched: it is trimmed). */
function phrasePrefixes(words: string[]): string[] {
  if (words.length < 2) return [];
  return prefixesOf(words.join(' '), MAX_PHRASE_PREFIX, Array.from(words[0]!).length + 2).filter(
    (prefix) => !prefix.endsWith(' '),
  );
}

/** A name in separate fields: first and last without the middle ones, and "mrisho asha". */
function fieldOrders(given: string[][]) {
  return {
    firstAndLast: given.length > 2 ? [...given[0]!, ...given.at(-1)!] : [],
    surnameFirst: given.length > 1 ? [...given.at(-1)!, ...given[0]!] : [],
  };
}

/**
 * A whole name in one field, its last word the surname ("Neema Joseph Kisanga"): "neema kisanga"
 * without the middle ones, and "kisanga neema joseph", the surname and then the first names.
 */
function wordOrders(words: string[]) {
  return {
    firstAndLast: words.length > 2 ? [words[0]!, words.at(-1)!] : [],
    surnameFirst: words.length > 1 ? [words.at(-1)!, ...words.slice(0, -1)] : [],
  };
}

/**
 * The ways a name is given (first, middle, last; or a whole name), as identity.ts lists them: each
 * word, the whole name, first and last name without the middle ones, and the surname first
 * ("mrisho asha"), as Tanzanian documents write it. A name in one field is read as first names
 * and then the surname, so that "kisanga neema" finds Neema Joseph Kisanga as it finds a name in
 * separate fields; each such field (a business name too) adds two phrases, at most 40 prefixes each.
 */
function namePrefixes(identity: Identity, record: Stored): string[] {
  const ways = [...identity.names, ...identity.search.wholeNames.map((field) => [field])];
  return ways.flatMap((fields) => {
    const parts = fields.map((field) => nameAt(record, field).split(' ').slice(0, MAX_WORDS));
    const given = parts.filter((words) => words[0] !== '');
    const words = given.flat().slice(0, MAX_WORDS);
    const { firstAndLast, surnameFirst } = given.length === 1 ? wordOrders(words) : fieldOrders(given);
    return [
      ...words.flatMap(wordPrefixes),
      ...phrasePrefixes(words),
      ...phrasePrefixes(firstAndLast),
      ...phrasePrefixes(surnameFirst),
    ];
  });
}

const REFERENCE_SHAPE = /^([a-z]{3})-([a-z0-9]+)$/;

/** VIS-7K3Q9X by vis-7k…, vis7k… (typed without its dash) and 7k3… (its code alone). */
function referencePrefixes(record: Stored): string[] {
  const reference = typeof record.reference === 'string' ? foldText(record.reference) : '';
  const [, service, code] = REFERENCE_SHAPE.exec(reference) ?? [];
  if (!service || !code) return [];
  return [
    ...prefixesOf(`${service}-${code}`, MAX_WORD_PREFIX, service.length + 2),
    ...prefixesOf(`${service}${code}`, MAX_WORD_PREFIX, service.length + 1),
    ...prefixesOf(code, MAX_WORD_PREFIX),
  ];
}

/** A national id or TIN: its letters and digits (a search for 1990-0101 is one for 19900101). */
function idPrefixes(value: string): string[] {
  const compact = foldText(value).replace(LETTERS_AND_DIGITS, '');
  const forms = /^\d+$/.test(compact) ? [compact, numberDigits(compact)] : [compact];
  return forms.flatMap((form) => prefixesOf(form, MAX_WORD_PREFIX));
}

/**
 * Every prefix a staff search may look up to find this application: its reference, each name
 * (first, middle, last, whole and business names, as `APPLICATIONS[kind].identity` names them),
 * its phone numbers in their 0… and 255… forms, its national id and TIN. Pure and deterministic:
 * the same record always gives the same array, so writing it again changes nothing.
 */
export function searchPrefixesOf(kind: ApplicationKind, record: Stored): string[] {
  const { identity } = APPLICATIONS[kind];
  const entries = [
    ...referencePrefixes(record),
    ...namePrefixes(identity, record),
    ...identity.search.phones.flatMap((field) =>
      phoneForms(numberAt(record, field)).flatMap((form) => prefixesOf(form, MAX_WORD_PREFIX)),
    ),
    ...identity.search.ids.flatMap((field) => idPrefixes(numberAt(record, field))),
  ];
  return [...new Set(entries)].slice(0, MAX_ENTRIES);
}

/**
 * The record with its search index and its duplicate keys (duplicates.ts), as the API writes them:
 * how a script or a test that writes past the server stores it.
 */
export function withSearchIndex<T extends Stored>(kind: ApplicationKind, record: T) {
  return {
    ...record,
    [SEARCH_INDEX_FIELD]: searchPrefixesOf(kind, record),
    [DUPLICATE_KEYS_FIELD]: duplicateKeysOf(kind, record),
  };
}

/**
 * The index to write: the one the record's fields give, when the stored one is missing or stale
 * (planted, or out of date); undefined when it is current, so there is nothing to write.
 */
export function staleSearchIndex(kind: ApplicationKind, record: Stored): string[] | undefined {
  const stored = record[SEARCH_INDEX_FIELD];
  const expected = searchPrefixesOf(kind, record);
  const current =
    Array.isArray(stored) &&
    stored.length === expected.length &&
    stored.every((value, index) => value === expected[index]);
  return current ? undefined : expected;
}

/**
 * The fields the index and the duplicate keys are made of, and both themselves: all a migration
 * needs to read.
 */
export function searchIndexSources(kind: ApplicationKind): string[] {
  const { identity } = APPLICATIONS[kind];
  return [
    ...new Set([
      'reference',
      'status',
      ...identity.names.flat(),
      ...identity.search.wholeNames,
      ...identity.search.phones,
      ...identity.search.ids,
      SEARCH_INDEX_FIELD,
      DUPLICATE_KEYS_FIELD,
    ]),
  ];
}
