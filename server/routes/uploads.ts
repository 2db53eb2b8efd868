import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { APPLICATIONS } from '#domain/applications';
import { DOCUMENT_ID_PATTERN } from '#domain/common';
import { isApplicationKind } from '#domain/kinds';
import type { UploadAnswer } from '#domain/http';
import {
  acceptedTypes,
  FILE_TYPES,
  fileTypeOfPath,
  isUploadArea,
  typeRefusalCode,
  uploadAreaOf,
  uploadPathFor,
} from '#domain/uploads';
import { lookerOf } from '../access/looker.ts';
import { recordLook } from '../access/recordLook.ts';
import { noSuchDocument, sendDocument } from '../blobs/send.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { refuseRemovedFile } from '../retention/removedFiles.ts';
import { acceptedFileType, receiveFiles, type TypeRefusal } from '../uploads/receive.ts';
import { recordUpload } from '../uploads/records.ts';

/**
 * The name a download is offered under: the stored one, which is safe, ending in the extension of
 * the type it is served as (an earlier app's file, always served as a PDF, gains `.pdf`).
 */
function downloadName(path: string) {
  const { extension } = FILE_TYPES[fileTypeOfPath(path)];
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/**
 * The application a document was opened from, as the page names it (`?kind=visa&id=…`); the path
 * alone when it names none or not one that could be.
 */
function lookedFrom(query: Record<string, unknown>) {
  const { kind, id } = query;
  return isApplicationKind(kind) && typeof id === 'string' && DOCUMENT_ID_PATTERN.test(id)
    ? { kind, applicationId: id }
    : { kind: null, applicationId: null };
}

/**
 * The areas something is sent to: each kind's document fields' (their modules name them) and a
 * request's answers. A kind without documents has an area of its own all the same, which is
 * refused here like any name that is no area.
 */
const SENT_TO: ReadonlySet<string> = new Set([
  ...Object.values(APPLICATIONS).flatMap(({ uploadFields }) => uploadFields.map(({ area }) => area)),
  'requestAnswers',
]);
const AREA_NAMES = [...SENT_TO].join(', ');

/**
 * `spend`: takes a stored document's bytes from the project's allowance for the day, or refuses
 * (server/uploads/projectAllowance.ts).
 */
export function uploadsRouter(
  firebase: FirebaseServices,
  { limits, appCheck }: Guards,
  blobs: BlobStore,
  spend: (bytes: number) => Promise<void>,
) {
  const router = Router();

  /**
   * POST /api/uploads (multipart: area = one of SENT_TO, file = one file up to 5 MB of a type
   * the area takes, told by its bytes) → 201 {path}. Counted by count and by the bytes declared,
   * before a byte is read.
   */
  router.post('/uploads', limits.uploads, limits.uploadBytes, appCheck, receiveFiles(), async (req, res) => {
    const area: unknown = req.body?.area;
    if (!isUploadArea(area) || !SENT_TO.has(area))
      throw new HttpError(400, `Say which form the file is for (area: ${AREA_NAMES}).`, 'upload.area');
    const file = req.file;
    if (!file) throw new HttpError(400, 'Choose a file to upload.', 'upload.missing');
    const type = acceptedFileType(file, acceptedTypes(area), typeRefusalCode(area) as TypeRefusal);
    await spend(file.size);
    // The server names the file (see uploadPathFor); the sender's name is not kept anywhere.
    const id = randomBytes(16).toString('hex');
    const path = uploadPathFor(area, id, type);
    await recordUpload(firebase.db, id, { path, area, size: file.size });
    if (!(await blobs.put(path, file.buffer, FILE_TYPES[type].contentType))) {
      throw new Error(`a new random upload path is taken already: ${path}`);
    }
    res.status(201).json({ path } satisfies UploadAnswer);
  });

  /**
   * GET /api/files/<path>?kind=&id=: the stored document, as the type its path records, for staff
   * only; 410 `file.removed` once the retention run removed it. Served only once its look is on
   * record (503 otherwise), with the application the page opened it from, when it names one.
   */
  router.get('/files/*path', requireStaff(firebase), async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const path = segments.join('/');
    // Today's paths and the earlier {timestamp}_{name} ones that older records hold.
    if (!uploadAreaOf(path)) throw noSuchDocument();
    await refuseRemovedFile(firebase.db, path);
    // Before the file is opened, so a look that is not recorded leaves no stream open.
    await recordLook(
      firebase.db,
      lookerOf(res),
      { look: 'document', path, ...lookedFrom(req.query) },
      req.log,
    );
    const blob = await blobs.open(path);
    if (!blob) throw noSuchDocument();
    await sendDocument(res, blob, {
      fileName: downloadName(path),
      contentType: FILE_TYPES[fileTypeOfPath(path)].contentType,
    });
  });

  return router;
}
