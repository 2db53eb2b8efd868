import { compactPhone } from '../../../domain/phone';
import { parseReference, referenceKind } from '../../../domain/reference';
import { APPLICATIONS } from '../../../domain/applications';
import type { Identity } from '../../../domain/identity';
import type { ApplicationKind } from '../../../domain/kinds';

/**
 * How the lists search, so that every search is an indexed Firestore query (no downloading and
 * filtering): exact matches, never "contains".
 *
 * - A reference (VIS-7K3Q9X, "vis 7k3q9x") → reference == it.
 * - A number (phone or national id) → the kind's phone fields `in` the ways a number is stored
 *   (0754…, +255754…, 255754…), or its id fields == the digits.
 * - Words → a person's first or last name (one word), first and last name (several words: the
 *   first and the last word), or the whole business/full-name field. Each as typed, Capitalised
 *   and UPPER CASE, since names are stored as people typed them.
 *
 * The result is a disjunction of conjunctions (Firestore `or(and(...))`); each clause is `field in
 * values`. Every field searched has a composite index (field, createdAt desc) in
 * firestore.indexes.json, so results come newest first and page with cursors like the full list.
 */
export type Clause = { field: string; values: string[] };
export type SearchPlan =
  | { type: 'all' }
  | { type: 'reference'; reference: string }
  /** A valid reference of another service: the list says where to look instead. */
  | { type: 'otherKind'; reference: string; kind: ApplicationKind }
  | { type: 'match'; anyOf: Clause[][] };

type SearchFields = Identity['search'];

const searchFieldsOf = (kind: ApplicationKind): SearchFields => APPLICATIONS[kind].identity.search;

const NUMBER_INPUT = /^\+?[\d\s().-]+$/;
const MIN_NUMBER_DIGITS = 6;
const COUNTRY = '255';

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

function capitalise(text: string) {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** As typed, Capitalised, UPPER CASE. */
export function nameVariants(text: string): string[] {
  return unique([text, capitalise(text), text.toUpperCase()]);
}

/** The ways a typed phone number may have been stored (compactPhone of what the applicant typed). */
export function phoneVariants(input: string): string[] {
  const compact = compactPhone(input);
  const digits = compact.replace(/^\+/, '');
  if (digits.startsWith('0') && digits.length === 10) {
    const national = digits.slice(1);
    return unique([digits, `+${COUNTRY}${national}`, `${COUNTRY}${national}`]);
  }
  if (digits.startsWith(COUNTRY) && digits.length === 12) {
    const national = digits.slice(COUNTRY.length);
    return unique([`+${digits}`, digits, `0${national}`]);
  }
  return unique([compact, compact.startsWith('+') ? digits : `+${digits}`]);
}

const clause = (field: string, values: string[]): Clause => ({ field, values });

export function planSearch(kind: ApplicationKind, input: string): SearchPlan {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { type: 'all' };
  const reference = parseReference(text);
  if (reference) {
    const owner = referenceKind(reference);
    return owner && owner !== kind
      ? { type: 'otherKind', reference, kind: owner }
      : { type: 'reference', reference };
  }
  const fields = searchFieldsOf(kind);
  const digits = text.replace(/\D/g, '');
  if (NUMBER_INPUT.test(text) && digits.length >= MIN_NUMBER_DIGITS) {
    const phones = phoneVariants(text);
    return {
      type: 'match',
      anyOf: [
        ...fields.phones.map((field) => [clause(field, phones)]),
        ...fields.ids.map((field) => [clause(field, [digits])]),
      ],
    };
  }
  const words = text.split(' ');
  const wholes = fields.wholeNames.map((field) => [clause(field, nameVariants(text))]);
  if (words.length === 1) {
    const variants = nameVariants(text);
    return {
      type: 'match',
      anyOf: [[clause(fields.firstName, variants)], [clause(fields.lastName, variants)], ...wholes],
    };
  }
  const person = [
    clause(fields.firstName, nameVariants(words[0]!)),
    clause(fields.lastName, nameVariants(words.at(-1)!)),
  ];
  return { type: 'match', anyOf: [person, ...wholes] };
}
