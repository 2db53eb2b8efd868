import { Router } from 'express';
import {
  handBackFieldsSchema,
  MAX_RESULT_FILES,
  offeredResultsRequestSchema,
  resultDownloadRequestSchema,
  resultFileName,
  type HandBackAnswer,
  type OfferedResultsAnswer,
  type ResultsAnswer,
} from '#domain/results';
import { FILE_TYPES } from '#domain/uploads';
import { lookerOf } from '../access/looker.ts';
import { recordLook } from '../access/recordLook.ts';
import { applicationAccess } from '../applications/access.ts';
import { actorOf } from '../applications/actor.ts';
import { applicationTarget } from '../applications/target.ts';
import { versionAsked } from '../applications/version.ts';
import { noSuchDocument, sendDocument } from '../blobs/send.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';
import { recordDownload } from '../results/download.ts';
import { refuseRemovedResult } from '../results/removed.ts';
import { handBack } from '../results/handBack.ts';
import { isResultOf, offeredResults, resultRecords, resultsOf, resultView } from '../results/records.ts';
import { acceptedFileType, receiveFiles } from '../uploads/receive.ts';

/** A multipart field sent once is a string, sent several times a list. */
const listOf = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The applicant's access: like the receipt's, since a result names them (server/applications/access.ts). */
const APPLICANT_ACCESS = { staff: false, anonymousSubmitter: false };

/**
 * The results staff hand back when an application is done (server/results/handBack.ts), and their
 * download by the applicant: after the proof (reference and phone) or signed in with the account
 * that sent the application, never with a device's anonymous session alone, each download recorded.
 */
export function resultsRouter(firebase: FirebaseServices, { limits }: Guards, blobs: BlobStore) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const base = '/applications/:kind/:id/results';

  /**
   * POST … (staff; multipart: `file` 1–5 PDFs up to 5 MB each, told by their bytes, and a `title`
   * for each in the same order; `replaces`: the id of the one offered document a single file
   * corrects), with `If-Match: "<version>"` the application's version the page showed (409
   * `application.changed` for another) → 201 {results}: the application is completed and the
   * applicant told once.
   */
  router.post(base, staffOnly, receiveFiles(MAX_RESULT_FILES), async (req, res) => {
    const target = applicationTarget(db, req.params);
    const expected = versionAsked(req);
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.length === 0) throw new HttpError(400, 'Choose a PDF to hand back.', 'upload.missing');
    const fields = parseBody(handBackFieldsSchema, {
      titles: listOf(req.body?.title),
      ...(req.body?.replaces ? { replaces: req.body.replaces as unknown } : {}),
    });
    if (fields.titles.length !== files.length) {
      throw new HttpError(400, 'Give each document one title, in the order of the files.', 'result.titles');
    }
    if (fields.replaces && files.length !== 1) {
      throw new HttpError(400, 'Replace one document with one file.', 'result.replaceOne');
    }
    for (const file of files) acceptedFileType(file, ['pdf'], 'upload.type');
    const actor = await actorOf(res, firebase);
    const documents = files.map((file, index) => ({ title: fields.titles[index]!, bytes: file.buffer }));
    const ids = await handBack(db, blobs, target, documents, actor, fields.replaces, expected);
    const stored = await db.getAll(...ids.map((id) => resultRecords(db).doc(id)));
    res.status(201).json({ results: stored.map(resultView) } satisfies HandBackAnswer);
  });

  /** GET … (staff) → 200 {results}: every document handed back, replaced ones too, oldest first. */
  router.get(base, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    res.json({ results: (await resultsOf(db, target)).map(resultView) } satisfies ResultsAnswer);
  });

  /**
   * GET …/:resultId/file (staff) → the PDF, replaced or not, without counting as a download; 410
   * `file.removed` once the retention run removed it. Served only once its look is on record (503
   * otherwise), as every document staff open is.
   */
  router.get(`${base}/:resultId/file`, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const result = await resultRecords(db).doc(String(req.params.resultId)).get();
    if (!isResultOf(result, target)) throw noSuchDocument();
    refuseRemovedResult(result);
    const path = result.get('path') as string;
    const look = { look: 'document', path, kind: target.kind, applicationId: target.id } as const;
    await recordLook(db, lookerOf(res), look, req.log);
    const blob = await blobs.open(path);
    if (!blob) throw noSuchDocument();
    const fileName = resultFileName(result.get('title') as string, String(result.get('reference') ?? ''));
    await sendDocument(res, blob, { fileName, contentType: FILE_TYPES.pdf.contentType });
  });

  /** POST /api/results {kind, id} with the account's token, or {proof} → 200 {results} offered. */
  router.post('/results', limits.results, jsonBody, async (req, res) => {
    const body = parseBody(offeredResultsRequestSchema, req.body);
    const { target } = await applicationAccess(req, firebase, body, APPLICANT_ACCESS);
    res.json({ results: await offeredResults(db, target) } satisfies OfferedResultsAnswer);
  });

  /**
   * POST /api/results/download {resultId} with {kind, id} and the account's token, or {proof} →
   * 200 application/pdf, recorded first (when, by which proof); 404 `result.notFound` for a
   * document replaced or of another application; 403 `access.proofRequired` for a device's
   * anonymous session; 410 `file.removed` once the retention run removed the file, nothing recorded.
   */
  router.post('/results/download', limits.results, jsonBody, async (req, res) => {
    const { resultId, ...access } = parseBody(resultDownloadRequestSchema, req.body);
    const { target, application, via, agent } = await applicationAccess(
      req,
      firebase,
      access,
      APPLICANT_ACCESS,
    );
    const { path, title } = await recordDownload(
      db,
      target,
      resultId,
      agent ? { via: 'agent', agent } : { via: via === 'proof' ? 'proof' : 'submitter' },
    );
    const blob = await blobs.open(path);
    if (!blob) throw noSuchDocument();
    const fileName = resultFileName(title, String(application.get('reference') ?? ''));
    await sendDocument(res, blob, { fileName, contentType: FILE_TYPES.pdf.contentType });
  });

  return router;
}
