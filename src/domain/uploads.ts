import * as z from 'zod/mini';
import type { ApiErrorCode } from './apiErrors.js';
import { MSG } from './common.js';
import { perKind } from './kinds.js';

/**
 * The kinds of file the API takes, told by their first bytes (their magic numbers), never by the
 * name or the type a browser claims: PDF scans, and the JPEG and PNG photos a phone takes.
 */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  png: {
    contentType: 'image/png',
    extension: 'png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
} as const;
export type FileType = keyof typeof FILE_TYPES;

/** The type a file's first bytes say it is, if it is one we take. */
export function fileTypeOf(bytes: Uint8Array): FileType | undefined {
  return (Object.keys(FILE_TYPES) as FileType[]).find((type) =>
    FILE_TYPES[type].magic.every((byte, index) => bytes[index] === byte),
  );
}

type Area = { prefix: string; types: readonly FileType[] };

/**
 * Where uploaded documents live in the blob store, and what each area takes. Records keep the
 * path, never a public URL: only staff open documents, through the API. Each kind has an area
 * named after it, `{kind}-documents/`, taking scans or photos, for its module's document fields to
 * name (`uploadPath('permit')`). The first forms' areas keep the Storage paths they had: the TIN's
 * PDFs and the licence's lease under their own names, the visa's passport pages and photos apart
 * (a passport photo must be a photo).
 */
export const UPLOAD_AREAS = {
  ...perKind<Area>(({ kind }) => ({ prefix: `${kind}-documents/`, types: ['pdf', 'jpeg', 'png'] })),
  tin: { prefix: 'business-forms/', types: ['pdf'] },
  business: { prefix: 'business-licenses/', types: ['pdf', 'jpeg', 'png'] },
  visaPassport: { prefix: 'visa-passports/', types: ['pdf', 'jpeg', 'png'] },
  visaPhoto: { prefix: 'visa-photos/', types: ['jpeg', 'png'] },
  /** What an applicant sends when staff ask for a document (requests.ts): scans or photos. */
  requestAnswers: { prefix: 'request-answers/', types: ['pdf', 'jpeg', 'png'] },
} satisfies Record<string, Area>;
export type UploadArea = keyof typeof UPLOAD_AREAS;

export const isUploadArea = (value: unknown): value is UploadArea =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_AREAS, value);

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Pages of one document sent as photos (a lease photographed page by page). */
export const MAX_FILES_PER_FIELD = 10;

/** The types an area takes. */
export const acceptedTypes = (area: UploadArea): readonly FileType[] => UPLOAD_AREAS[area].types;

/**
 * The refusal of a file of another type, which names what the area takes: each is an API error
 * code, and `errors.<code>` its message in the reader's language.
 */
export function typeRefusalCode(area: UploadArea): ApiErrorCode {
  const types = acceptedTypes(area);
  if (!types.includes('pdf')) return 'upload.photoType';
  return types.length > 1 ? 'upload.documentType' : 'upload.type';
}

/**
 * The server names every file: 128 random bits in hex, then the extension of the type its bytes
 * showed. Nothing of the sender's file name reaches the path, so a path cannot be guessed from
 * another one, cannot collide, and says nothing about its owner; the id is also the key of the
 * file's record in `uploads`.
 */
const UPLOAD_ID = '[0-9a-f]{32}';
const ID_LENGTH = 32;
// Names the API gave before it chose them itself (`{timestamp}_{sender's name}`). Records that
// hold one are still shown and served to staff, but no new record may be created with one.
const EARLIER_NAME = '[A-Za-z0-9][A-Za-z0-9._-]{0,119}';

const extensionsOf = (area: UploadArea) => acceptedTypes(area).map((type) => FILE_TYPES[type].extension);

/** What a path issued today looks like for an area. */
export function uploadPathPattern(area: UploadArea): string {
  return `^${UPLOAD_AREAS[area].prefix}${UPLOAD_ID}[.](?:${extensionsOf(area).join('|')})$`;
}

/** A path the API issues today: what a new record may hold. */
export function isUploadPath(value: string, area: UploadArea): boolean {
  return new RegExp(uploadPathPattern(area)).test(value);
}

/** A path of either shape: what staff may open from a record, old or new. */
export function isStoredUploadPath(value: string, area: UploadArea): boolean {
  const { prefix } = UPLOAD_AREAS[area];
  // Most text is no path at all: the prefix settles it before a pattern is built (a list export
  // asks this of every value of thousands of records).
  if (!value.startsWith(prefix)) return false;
  return (
    isUploadPath(value, area) ||
    (new RegExp(`^${prefix}${EARLIER_NAME}$`).test(value) && !value.includes('..'))
  );
}

export function uploadAreaOf(value: string): UploadArea | undefined {
  return (Object.keys(UPLOAD_AREAS) as UploadArea[]).find((area) => isStoredUploadPath(value, area));
}

/** Whether text is the path of a document in any area, old or new. */
export const isDocumentPath = (value: string) => uploadAreaOf(value) !== undefined;

export const isUploadId = (value: string) => new RegExp(`^${UPLOAD_ID}$`).test(value);

/** `{prefix}{id}.{extension}` for an id of isUploadId's shape and a type the area takes. */
export function uploadPathFor(area: UploadArea, id: string, type: FileType): string {
  return `${UPLOAD_AREAS[area].prefix}${id}.${FILE_TYPES[type].extension}`;
}

/** The id of an issued path, undefined for an earlier one (which has no upload record). */
export function uploadIdOf(path: string): string | undefined {
  const area = uploadAreaOf(path);
  if (!area || !isUploadPath(path, area)) return undefined;
  const start = UPLOAD_AREAS[area].prefix.length;
  return path.slice(start, start + ID_LENGTH);
}

/**
 * The type of a stored document, from its path: the extension the API gave it. The earlier app's
 * files were PDFs, as its forms took nothing else.
 */
export function fileTypeOfPath(path: string): FileType {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  const issued = uploadIdOf(path) !== undefined;
  const type = (Object.keys(FILE_TYPES) as FileType[]).find(
    (each) => FILE_TYPES[each].extension === extension,
  );
  return issued && type ? type : 'pdf';
}

export const isImagePath = (path: string) => fileTypeOfPath(path) !== 'pdf';

/** The paths a document field holds: one path, or a list for a document sent as several pages. */
export function pathsIn(value: unknown): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.filter((each): each is string => typeof each === 'string' && each !== '');
}

// The schemas made by uploadPath, with their area: lets code find a form's document fields from
// the form's own schema instead of keeping a second list of field names.
const FIELD_OF_SCHEMA = new WeakMap<object, Omit<UploadField, 'field'>>();

type PathOptions = {
  /** 'issued' for what a form sends; 'stored' also reads the earlier app's names. */
  accepts?: 'issued' | 'stored';
  /** Whether the field takes several files (pages photographed one by one). */
  many?: boolean;
};

/** A value of the wrong type is a document to send again; a missing one is a document to send. */
const pathError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MSG.required : MSG.file;

// One path, or with `many` a list of them, checked by hand rather than with a zod union: a union
// brings its own machinery to every form's JavaScript for this one field.
function pathValue(area: UploadArea, { accepts = 'issued', many = false }: PathOptions) {
  const isValid = accepts === 'issued' ? isUploadPath : isStoredUploadPath;
  const isPath = (value: unknown) => typeof value === 'string' && (value === '' || isValid(value, area));
  if (!many) return z.string({ error: pathError }).check(z.refine(isPath, MSG.file));
  const isList = (value: unknown) => Array.isArray(value) && value.every(isPath);
  const onePathOrList = z.unknown().check(
    z.refine((value) => value !== undefined && value !== null, { message: MSG.required, abort: true }),
    z.refine((value) => isPath(value) || isList(value), { message: MSG.file, abort: true }),
    z.refine((value) => !Array.isArray(value) || value.length <= MAX_FILES_PER_FIELD, MSG.tooMany),
  );
  return onePathOrList as unknown as z.ZodMiniType<string | string[], string | string[]>;
}

function remember<S extends object>(schema: S, found: Omit<UploadField, 'field'>): S {
  FIELD_OF_SCHEMA.set(schema, found);
  return schema;
}

/**
 * A record field that may hold a document: empty, or a path the API issued for that area (with
 * `many`, one path or a list of them).
 */
export function uploadPath(area: UploadArea, options: PathOptions = {}) {
  return remember(z.optional(pathValue(area, options)), {
    area,
    many: Boolean(options.many),
    required: false,
  });
}

/**
 * A document every new application of the kind must have. In the form, before Submit has uploaded
 * it, the chosen file stands for it (see chosenFiles).
 */
export function requiredUploadPath(area: UploadArea, options: PathOptions = {}) {
  const schema = pathValue(area, options).check(z.refine((value) => pathsIn(value).length > 0, MSG.required));
  return remember(schema, { area, many: Boolean(options.many), required: true });
}

export type UploadField = { field: string; area: UploadArea; many: boolean; required: boolean };

/** The document fields of an object schema's shape (those built with uploadPath). */
export function uploadFieldsOf(shape: Record<string, unknown>): UploadField[] {
  return Object.entries(shape).flatMap(([field, schema]) => {
    const found = typeof schema === 'object' && schema ? FIELD_OF_SCHEMA.get(schema) : undefined;
    return found ? [{ field, ...found }] : [];
  });
}

/**
 * Overrides for a stored record's schema: read back, a document field may also hold an earlier
 * path, so a record from before the API named files itself still reads as valid; and a document a
 * new form requires may be missing from a record made before it did.
 */
export function storedUploadShape(shape: Record<string, unknown>): Record<never, never> {
  // Typed as adding nothing: each override has the output type of the field it replaces.
  return Object.fromEntries(
    uploadFieldsOf(shape).map(({ field, area, many }) => [
      field,
      uploadPath(area, { accepts: 'stored', many }),
    ]),
  );
}
