import { REFERENCE_PREFIXES, type ApplicationKind } from './kinds.js';

/**
 * Digits and capitals without 0/O, 1/I/L: read aloud over the phone or copied from a screenshot,
 * a reference must survive without confusion.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_CODE_LENGTH = 6;

const PREFIXES = Object.values(REFERENCE_PREFIXES).join('|');
/** What a stored reference looks like; Firestore rules can use the same pattern. */
export const REFERENCE_PATTERN = `^(${PREFIXES})-[${REFERENCE_ALPHABET}]{${REFERENCE_CODE_LENGTH}}$`;
const REFERENCE_REGEX = new RegExp(REFERENCE_PATTERN);

/** `length` characters of `alphabet` (the reference alphabet by default), each equally likely. */
export function randomCode(length: number, alphabet = REFERENCE_ALPHABET): string {
  // The largest multiple of the alphabet size that fits in a byte: bytes above it are redrawn so
  // every character is equally likely.
  const unbiasedLimit = 256 - (256 % alphabet.length);
  let code = '';
  const bytes = new Uint8Array(length * 2);
  while (code.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (code.length === length) break;
      if (byte < unbiasedLimit) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

const DOCUMENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A document id like Firestore's own (20 letters and digits), chosen by the device before saving. */
export function newDocumentId(): string {
  return randomCode(20, DOCUMENT_ID_ALPHABET);
}

/**
 * A new reference such as `VIS-7K3Q9X`. 31^6 ≈ 887 million codes per service: collisions are
 * rare but possible, so the batch that saves an application claims `references/{reference}`, which
 * the rules let exist once; a refused claim makes the writer draw another.
 */
export function newReference(kind: ApplicationKind): string {
  return `${REFERENCE_PREFIXES[kind]}-${randomCode(REFERENCE_CODE_LENGTH)}`;
}

export function isReference(value: unknown, kind?: ApplicationKind): value is string {
  if (typeof value !== 'string' || !REFERENCE_REGEX.test(value)) return false;
  return kind === undefined || value.startsWith(`${REFERENCE_PREFIXES[kind]}-`);
}

/**
 * What someone typed into a search box ("vis 7k3q9x", "VIS7K3Q9X") as a reference, or null.
 * Nothing is guessed for excluded look-alikes: they cannot be part of any reference.
 */
export function parseReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const candidate = `${compact.slice(0, 3)}-${compact.slice(3)}`;
  return isReference(candidate) ? candidate : null;
}

/** The service a reference belongs to. */
export function referenceKind(reference: string): ApplicationKind | undefined {
  const prefix = reference.slice(0, 3);
  const entry = Object.entries(REFERENCE_PREFIXES).find(([, value]) => value === prefix);
  return isReference(reference) ? (entry?.[0] as ApplicationKind | undefined) : undefined;
}
