import type { ApplicationKind } from './kinds.js';
import { randomCode, REFERENCE_ALPHABET } from './reference.js';

/**
 * 31^12 ≈ 7.9 × 10^17 codes: nobody finds a receipt by trying codes, least of all through a
 * rate-limited API. The reference alphabet, so a code read aloud or typed from paper survives.
 */
export const VERIFICATION_CODE_LENGTH = 12;
const VERIFICATION_CODE_REGEX = new RegExp(`^[${REFERENCE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);

/** The kinds of document the agency issues with a code: payment receipts, and results staff hand back. */
export type VerifiedDocumentType = 'receipt' | 'result';

/** What anyone holding a code may learn: what was issued, never to whom. */
export type VerificationView = {
  type: VerifiedDocumentType;
  kind: ApplicationKind;
  reference: string;
  /** ISO 8601. */
  issuedAt: string;
  /** A receipt's amount, in whole shillings. */
  amount?: number;
  /** A result's SHA-256 fingerprint (hex): the holder of a file compares it with the file's own. */
  sha256?: string;
  /** ISO 8601: when a corrected document took this result's place; the holder should have that one. */
  replacedAt?: string;
};

export function newVerificationCode(): string {
  return randomCode(VERIFICATION_CODE_LENGTH);
}

/** A code as typed from paper or read out: capitals, without the spaces or dashes a reader adds. */
export const typedCode = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

export function isVerificationCode(value: unknown): value is string {
  return typeof value === 'string' && VERIFICATION_CODE_REGEX.test(value);
}

/** The public page that answers for a code, as the receipt's QR code links to it. */
export function verificationPath(code: string): string {
  return `/verify/${code}`;
}
