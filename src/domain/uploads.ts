import * as z from 'zod/mini';
import { MSG } from './common.js';

/**
 * Where uploaded documents live in the blob store (spec §7's Storage paths). Records keep the
 * path, never a public URL: only staff open documents, through the API.
 */
export const UPLOAD_PREFIXES = {
  tin: 'business-forms/',
  business: 'business-licenses/',
} as const;
export type UploadArea = keyof typeof UPLOAD_PREFIXES;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPE = 'application/pdf';

const MAX_FILE_NAME = 120;
const FILE_NAME = `[A-Za-z0-9][A-Za-z0-9._-]{0,${MAX_FILE_NAME - 1}}`;

/** What a stored path looks like for an area; Firestore rules can use the same pattern. */
export function uploadPathPattern(area: UploadArea): string {
  return `^${UPLOAD_PREFIXES[area]}${FILE_NAME}$`;
}

export function isUploadPath(value: string, area: UploadArea): boolean {
  return new RegExp(uploadPathPattern(area)).test(value) && !value.includes('..');
}

/** A user's file name made safe for a path: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '');
  return cleaned.slice(-(MAX_FILE_NAME - 20)) || 'document.pdf';
}

/** `{prefix}{timestamp}_{name}`: the timestamp keeps two people's "contract.pdf" apart. */
export function buildUploadPath(area: UploadArea, originalName: string, now: number = Date.now()): string {
  return `${UPLOAD_PREFIXES[area]}${now}_${safeFileName(originalName)}`;
}

export const uploadPath = (area: UploadArea) =>
  z.optional(
    z
      .string({ error: () => MSG.file })
      .check(z.refine((value) => value === '' || isUploadPath(value, area), MSG.file)),
  );
