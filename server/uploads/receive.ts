import type { Writable } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { ApiErrorCode } from '#domain/apiErrors';
import { fileTypeOf, MAX_UPLOAD_BYTES, type FileType } from '#domain/uploads';
import { HttpError } from '../http/errors.ts';

// Receiving files over multipart, for every route that takes them (applicants' uploads, the
// results staff hand back): the same limits, the same refusals, each file told by its bytes.

const MAX_NAME_LENGTH = 200;

/** The English the API gives with each type refusal (the app shows `errors.<code>` instead). */
const TYPE_REFUSALS = {
  'upload.type': 'Only PDF files are accepted.',
  'upload.documentType': 'Only PDF, JPEG or PNG files are accepted.',
  'upload.photoType': 'Only JPEG or PNG photos are accepted.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;
export type TypeRefusal = keyof typeof TYPE_REFUSALS;

const MULTER_ERRORS: Record<string, [number, string, ApiErrorCode]> = {
  LIMIT_FILE_SIZE: [413, 'The file is larger than 5 MB.', 'upload.tooLarge'],
  LIMIT_FILE_COUNT: [400, 'Send one file at a time.', 'upload.tooMany'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the file in the form field "file".', 'upload.field'],
  LIMIT_FIELD_COUNT: [400, 'The upload has too many fields.', 'upload.fields'],
  LIMIT_PART_COUNT: [400, 'The upload has too many parts.', 'upload.fields'],
};

/**
 * Cloud Functions reads the whole body before the app sees the request and keeps it as `rawBody`:
 * busboy is then given that copy, since the request itself has nothing left to read.
 */
function feedBody(req: Request, busboy: Writable) {
  const { rawBody } = req as Request & { rawBody?: unknown };
  if (Buffer.isBuffer(rawBody) && req.readableEnded) busboy.end(rawBody);
  else req.pipe(busboy);
}

/**
 * Reads a multipart body into memory: up to `maxFiles` files in the field "file" (one: `req.file`;
 * more: `req.files`), each at most 5 MB, and a few short text fields (`req.body`).
 */
export function receiveFiles(maxFiles = 1): RequestHandler {
  // A few fields beside one file (the area); a title per file, and what it replaces, beside several.
  const fields = maxFiles === 1 ? 5 : maxFiles + 2;
  const receive = multer({
    storage: multer.memoryStorage(),
    streamHandler: feedBody,
    // Keep the name as sent, so a name with path parts is refused rather than silently trimmed.
    preservePath: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: maxFiles,
      fields,
      parts: fields + maxFiles,
      fieldSize: 1024,
    },
  });
  const parse = maxFiles === 1 ? receive.single('file') : receive.array('file', maxFiles);
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      const known = MULTER_ERRORS[(error as { code?: string }).code ?? ''];
      if (known) return next(new HttpError(...known));
      next(
        new HttpError(
          400,
          'The upload could not be read. Send it as multipart/form-data.',
          'upload.malformed',
        ),
      );
    });
  };
}

// Path separators, parent references and control characters have no business in a file name.
function isHostileName(name: string) {
  // eslint-disable-next-line no-control-regex
  return /[\\/\u0000-\u001f\u007f]|\.\./.test(name) || name.length > MAX_NAME_LENGTH;
}

/**
 * The type of a received file when it is one of `types`, told by its bytes; otherwise the refusal
 * of a hostile name, an empty file or another type (`refusal`, which names what is taken).
 */
export function acceptedFileType(
  file: Express.Multer.File,
  types: readonly FileType[],
  refusal: TypeRefusal,
): FileType {
  if (isHostileName(file.originalname))
    throw new HttpError(400, 'The file name is not allowed. Rename the file and try again.', 'upload.name');
  if (file.size === 0) throw new HttpError(400, 'The file is empty.', 'upload.empty');
  const type = fileTypeOf(file.buffer);
  if (!type || !types.includes(type)) throw new HttpError(415, TYPE_REFUSALS[refusal], refusal);
  return type;
}
