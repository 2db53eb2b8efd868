import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import {
  buildUploadPath,
  isUploadPath,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPE,
  UPLOAD_PREFIXES,
  type UploadArea,
} from '../../src/domain/uploads.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { requireStaff } from '../http/requireStaff.ts';

const PDF_MAGIC = Buffer.from('%PDF-');
const MAX_NAME_LENGTH = 200;

const MULTER_ERRORS: Record<string, [number, string, string]> = {
  LIMIT_FILE_SIZE: [413, 'The file is larger than 5 MB.', 'upload.tooLarge'],
  LIMIT_FILE_COUNT: [400, 'Send one file at a time.', 'upload.tooMany'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the file in the form field "file".', 'upload.field'],
  LIMIT_FIELD_COUNT: [400, 'The upload has too many fields.', 'upload.fields'],
  LIMIT_PART_COUNT: [400, 'The upload has too many parts.', 'upload.fields'],
};

const receiveOneFile: RequestHandler = (req, res, next) => {
  multer({
    storage: multer.memoryStorage(),
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

function isUploadArea(value: unknown): value is UploadArea {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PREFIXES, value);
}

const MAX_PATH_CLASHES = 20;

export function uploadsRouter(blobs: BlobStore, firebase: FirebaseServices) {
  const router = Router();

  /** POST /api/uploads (multipart: area = tin | business, file = one PDF up to 5 MB) → 201 {path}. */
  router.post('/uploads', receiveOneFile, async (req, res) => {
    const area: unknown = req.body?.area;
    if (!isUploadArea(area))
      throw new HttpError(400, 'Say which form the file is for (area: tin or business).', 'upload.area');
    const file = req.file;
    if (!file) throw new HttpError(400, 'Choose a PDF file to upload.', 'upload.missing');
    if (isHostileName(file.originalname))
      throw new HttpError(400, 'The file name is not allowed. Rename the file and try again.', 'upload.name');
    if (file.size === 0) throw new HttpError(400, 'The file is empty.', 'upload.empty');
    if (!file.buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw new HttpError(415, 'Only PDF files are accepted.', 'upload.type');
    }
    // Two files of the same name in the same millisecond: the later one takes the next free one.
    const now = Date.now();
    for (let clash = 0; clash < MAX_PATH_CLASHES; clash += 1) {
      const path = buildUploadPath(area, file.originalname, now + clash);
      if (await blobs.put(path, file.buffer, UPLOAD_CONTENT_TYPE)) {
        res.status(201).json({ path });
        return;
      }
    }
    throw new HttpError(503, 'Too many uploads at once. Please try again.', 'upload.busy');
  });

  /** GET /api/files/<path>: the stored document, for staff only. */
  router.get('/files/*path', requireStaff(firebase), async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const path = segments.join('/');
    const area = (Object.keys(UPLOAD_PREFIXES) as UploadArea[]).find((key) => isUploadPath(path, key));
    if (!area) throw new HttpError(404, 'There is no such document.', 'file.notFound');
    const blob = await blobs.open(path);
    if (!blob) throw new HttpError(404, 'There is no such document.', 'file.notFound');
    res.set({
      'Content-Type': blob.contentType,
      'Content-Length': String(blob.size),
      'Content-Disposition': `inline; filename="${path.split('/').pop()}"`,
      'Cache-Control': 'private, no-store',
    });
    blob.stream.pipe(res);
  });

  return router;
}
