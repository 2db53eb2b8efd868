import { REFERENCE_PREFIXES, type ApplicationKind } from './kinds.js';
import { COUNTRY_CALLING_CODE } from './phone.js';

/**
 * How staff search text is compared, the same on both sides: the prefixes an application is
 * indexed under (searchIndex.ts) and the term a search looks up (the staff lists' planSearch).
 * Firestore can only look up a whole array entry, so both sides must fold text identically.
 */

/**
 * The field of an application that holds its search index: every prefix a staff search may type,
 * folded as below, so one `array-contains` query finds it (searchIndex.ts makes it).
 */
export const SEARCH_INDEX_FIELD = 'searchPrefixes';

/** Shorter prefixes would match most of a collection: a search of one character finds nothing. */
export const MIN_PREFIX_LENGTH = 2;
/** The longest prefix kept of one word or number; a longer search is looked up by its start. */
export const MAX_WORD_PREFIX = 20;
/** The longest prefix kept of several words ("asha juma mri…"), so two- and three-word searches work. */
export const MAX_PHRASE_PREFIX = 40;

/** Lower case, accents dropped (é → e: NFD, then no combining marks), one space between words. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** Characters, not UTF-16 units, so a prefix never ends inside a letter outside the BMP. */
const charsOf = (text: string) => Array.from(text);

/** Prefixes of `text` from `from` characters up to `max` (and its whole length). */
export function prefixesOf(text: string, max: number, from = MIN_PREFIX_LENGTH): string[] {
  const chars = charsOf(text);
  const prefixes: string[] = [];
  for (let length = from; length <= Math.min(chars.length, max); length += 1) {
    prefixes.push(chars.slice(0, length).join(''));
  }
  return prefixes;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The digits a number is indexed and searched by. An international `00` becomes nothing, so
 * 00255… and +255… are one number.
 */
export function numberDigits(text: string): string {
  const digits = digitsOf(text);
  return digits.startsWith('00') ? digits.slice(2) : digits;
}

const TANZANIAN_LOCAL = /^0(\d{9})$/;
const TANZANIAN_INTERNATIONAL = new RegExp(`^${COUNTRY_CALLING_CODE}(\\d{9})$`);

/**
 * Each way a phone number is typed: a Tanzanian number as 0… and 255… (so "0754" finds a number
 * stored as +255754…, and "255754" one stored as 0754…); any other number as its digits.
 */
export function phoneForms(stored: string): string[] {
  const digits = numberDigits(stored);
  const national = TANZANIAN_LOCAL.exec(digits)?.[1] ?? TANZANIAN_INTERNATIONAL.exec(digits)?.[1];
  return national ? [`0${national}`, `${COUNTRY_CALLING_CODE}${national}`] : digits ? [digits] : [];
}

/** What a phone, national id or TIN search looks like: digits, with the signs people type between. */
const NUMBER_INPUT = /^\+?[\d\s().\-/]+$/;

/** No longer than the index keeps: a word's cap, or a phrase's for several words. */
const capped = (term: string) =>
  charsOf(term)
    .slice(0, term.includes(' ') ? MAX_PHRASE_PREFIX : MAX_WORD_PREFIX)
    .join('');

/**
 * The entry a search looks up in the index, or undefined for an empty one. A number is looked up
 * by its digits; "vis 7k" as the reference prefix vis-7k; anything else folded. The term is cut
 * to the length the index keeps, so a long search still finds what starts with it.
 */
export function searchTerm(kind: ApplicationKind, input: string): string | undefined {
  const text = foldText(input);
  if (!text) return undefined;
  if (NUMBER_INPUT.test(text)) {
    const digits = numberDigits(text);
    if (digits) return capped(digits);
  }
  // A reference read aloud ("vis 7k3") has a space where the dash goes.
  const prefix = REFERENCE_PREFIXES[kind].toLowerCase();
  const spoken = new RegExp(`^${prefix} ([a-z0-9]{1,6})$`).exec(text);
  return capped(spoken ? `${prefix}-${spoken[1]}` : text);
}
