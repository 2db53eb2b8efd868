import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import type { ApiErrorCode } from '#domain/apiErrors';
import type { UploadAnswer } from '#domain/http';
import {
  acceptedTypes,
  FILE_TYPES,
  fileTypeOf,
  fileTypeOfPath,
  isUploadArea,
  MAX_UPLOAD_BYTES,
  typeRefusalCode,
  UPLOAD_AREAS,
  uploadAreaOf,
  uploadPathFor,
} from '#domain/uploads';
import { noSuchDocument, sendDocument } from '../blobs/send.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { recordUpload } from '../uploads/records.ts';

const MAX_NAME_LENGTH = 200;

/** The English the API gives with each type refusal (the app shows `errors.<code>` instead). */
const TYPE_REFUSALS = {
  'upload.type': 'Only PDF files are accepted.',
  'upload.documentType': 'Only PDF, JPEG or PNG files are accepted.',
  'upload.photoType': 'Only JPEG or PNG photos are accepted.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

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

const receiveOneFile: RequestHandler = (req, res, next) => {
  multer({
    storage: multer.memoryStorage(),
    streamHandler: feedBody,
    // Keep the name as sent, so a name with path parts is refused rather than silently trimmed.
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  }).single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    const known = MULTER_ERRORS[(error as { code?: string }).code ?? ''];
    if (known) return next(new HttpError(...known));
    next(
      new HttpError(400, 'The upload could not be read. Send it as multipart/form-data.', 'upload.malformed'),
    );
  });
};

// Path separators, parent references and control characters have no business in a file name.
function isHostileName(name: string) {
  // eslint-disable-next-line no-control-regex
  return /[\\/\u0000-\u001f\u007f]|\.\./.test(name) || name.length > MAX_NAME_LENGTH;
}

/**
 * The name a download is offered under: the stored one, which is safe, ending in the extension of
 * the type it is served as (an earlier app's file, always served as a PDF, gains `.pdf`).
 */
function downloadName(path: string) {
  const { extension } = FILE_TYPES[fileTypeOfPath(path)];
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

const AREA_NAMES = Object.keys(UPLOAD_AREAS).join(', ');

export function uploadsRouter(blobs: BlobStore, firebase: FirebaseServices) {
  const router = Router();

  /**
   * POST /api/uploads (multipart: area = one of UPLOAD_AREAS, file = one file up to 5 MB of a type
   * the area takes, told by its bytes) → 201 {path}.
   */
  router.post('/uploads', receiveOneFile, async (req, res) => {
    const area: unknown = req.body?.area;
    if (!isUploadArea(area))
      throw new HttpError(400, `Say which form the file is for (area: ${AREA_NAMES}).`, 'upload.area');
    const file = req.file;
    if (!file) throw new HttpError(400, 'Choose a file to upload.', 'upload.missing');
    if (isHostileName(file.originalname))
      throw new HttpError(400, 'The file name is not allowed. Rename the file and try again.', 'upload.name');
    if (file.size === 0) throw new HttpError(400, 'The file is empty.', 'upload.empty');
    const type = fileTypeOf(file.buffer);
    if (!type || !acceptedTypes(area).includes(type)) {
      const code = typeRefusalCode(area);
      throw new HttpError(415, TYPE_REFUSALS[code as keyof typeof TYPE_REFUSALS], code);
    }
    // The server names the file (see uploadPathFor); the sender's name is not kept anywhere.
    const id = randomBytes(16).toString('hex');
    const path = uploadPathFor(area, id, type);
    await recordUpload(firebase.db, id, { path, area, size: file.size });
    if (!(await blobs.put(path, file.buffer, FILE_TYPES[type].contentType))) {
      throw new Error(`a new random upload path is taken already: ${path}`);
    }
    res.status(201).json({ path } satisfies UploadAnswer);
  });

  /** GET /api/files/<path>: the stored document, as the type its path records, for staff only. */
  router.get('/files/*path', requireStaff(firebase), async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const path = segments.join('/');
    // Today's paths and the earlier {timestamp}_{name} ones that older records hold.
    if (!uploadAreaOf(path)) throw noSuchDocument();
    const blob = await blobs.open(path);
    if (!blob) throw noSuchDocument();
    await sendDocument(res, blob, {
      fileName: downloadName(path),
      contentType: FILE_TYPES[fileTypeOfPath(path)].contentType,
    });
  });

  return router;
}
