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

/**
 * The server names every file: 128 random bits in hex, then `.pdf`. Nothing of the sender's file
 * name reaches the path, so a path cannot be guessed from another one, cannot collide, and says
 * nothing about its owner; the id is also the key of the file's record in `uploads`.
 */
const UPLOAD_ID = '[0-9a-f]{32}';
const ISSUED_NAME = `${UPLOAD_ID}[.]pdf`;
// Names the API gave before it chose them itself (`{timestamp}_{sender's name}`). Records that
// hold one are still shown and served to staff, but no new record may be created with one.
const EARLIER_NAME = '[A-Za-z0-9][A-Za-z0-9._-]{0,119}';

/** What a path issued today looks like for an area; the Firestore rules use the same pattern. */
export function uploadPathPattern(area: UploadArea): string {
  return `^${UPLOAD_PREFIXES[area]}${ISSUED_NAME}$`;
}

/** A path the API issues today: what a new record may hold. */
export function isUploadPath(value: string, area: UploadArea): boolean {
  return new RegExp(uploadPathPattern(area)).test(value);
}

/** A path of either shape: what staff may open from a record, old or new. */
export function isStoredUploadPath(value: string, area: UploadArea): boolean {
  // Most text is no path at all: the prefix settles it before a pattern is built (a list export
  // asks this of every value of thousands of records).
  if (!value.startsWith(UPLOAD_PREFIXES[area])) return false;
  return (
    isUploadPath(value, area) ||
    (new RegExp(`^${UPLOAD_PREFIXES[area]}${EARLIER_NAME}$`).test(value) && !value.includes('..'))
  );
}

export function uploadAreaOf(value: string): UploadArea | undefined {
  return (Object.keys(UPLOAD_PREFIXES) as UploadArea[]).find((area) => isStoredUploadPath(value, area));
}

export const isUploadId = (value: string) => new RegExp(`^${UPLOAD_ID}$`).test(value);

/** `{prefix}{id}.pdf` for an id of isUploadId's shape. */
export function uploadPathFor(area: UploadArea, id: string): string {
  return `${UPLOAD_PREFIXES[area]}${id}.pdf`;
}

/** The id of an issued path, undefined for an earlier one (which has no upload record). */
export function uploadIdOf(path: string): string | undefined {
  const area = uploadAreaOf(path);
  if (!area || !isUploadPath(path, area)) return undefined;
  return path.slice(UPLOAD_PREFIXES[area].length, -'.pdf'.length);
}

// The schemas made by uploadPath, with their area: lets code find a form's document fields from
// the form's own schema instead of keeping a second list of field names.
const AREA_OF_SCHEMA = new WeakMap<object, UploadArea>();

/** A record field holding a document: empty, or a path the API issued for that area. */
export function uploadPath(area: UploadArea, accepts: 'issued' | 'stored' = 'issued') {
  const isValid = accepts === 'issued' ? isUploadPath : isStoredUploadPath;
  const schema = z.optional(
    z
      .string({ error: () => MSG.file })
      .check(z.refine((value) => value === '' || isValid(value, area), MSG.file)),
  );
  AREA_OF_SCHEMA.set(schema, area);
  return schema;
}

export type UploadField = { field: string; area: UploadArea };

/** The document fields of an object schema's shape (those built with uploadPath). */
export function uploadFieldsOf(shape: Record<string, unknown>): UploadField[] {
  return Object.entries(shape).flatMap(([field, schema]) => {
    const area = typeof schema === 'object' && schema ? AREA_OF_SCHEMA.get(schema) : undefined;
    return area ? [{ field, area }] : [];
  });
}

/**
 * Overrides for a stored record's schema: read back, a document field may also hold an earlier
 * path, so a record from before the API named files itself still reads as valid.
 */
export function storedUploadShape(shape: Record<string, unknown>): Record<never, never> {
  // Typed as adding nothing: each override has the output type of the field it replaces.
  return Object.fromEntries(
    uploadFieldsOf(shape).map(({ field, area }) => [field, uploadPath(area, 'stored')]),
  );
}
