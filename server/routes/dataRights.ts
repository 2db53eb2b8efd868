import { Router } from 'express';
import type { AppLanguage } from '#domain/kinds';
import {
  deletionAskSchema,
  deletionDecisionSchema,
  myDataRequestSchema,
  type DeletionRequestAnswer,
  type DeletionRequestsAnswer,
} from '#domain/dataRights';
import { documentIdSchema } from '#domain/common';
import { applicationAccess } from '../applications/access.ts';
import { actorOf } from '../applications/actor.ts';
import type { BlobStore } from '../blobs/store.ts';
import { applicantDataCopy } from '../dataRights/collect.ts';
import { askDeletion } from '../dataRights/ask.ts';
import { decideDeletion } from '../dataRights/decide.ts';
import { deletionRecords, deletionView, OPEN_LIMIT } from '../dataRights/records.ts';
import { renderDataCopy } from '../dataRights/renderCopy.ts';
import type { FirebaseServices } from '../firebase.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';

/**
 * The applicant's access, as for the receipt and the results: the proof (reference and phone), the
 * account that sent it, or the active agent whose client it is; never a device's anonymous session
 * alone (403 `access.proofRequired`), nor staff (they read the application on its own page).
 */
const APPLICANT_ACCESS = { staff: false, anonymousSubmitter: false };

/**
 * The applicant's rights over their data (docs/decisions/0021-applicant-data-rights.md): a copy of
 * everything held about an application, a request to delete it, and staff's decision on that.
 */
export function dataRightsRouter(firebase: FirebaseServices, { limits }: Guards, blobs: BlobStore) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);

  /**
   * POST /api/my-data {kind, id} with the account's token, or {proof}; `format` json (default) or
   * pdf → 200 the copy (server/dataRights/collect.ts), as a file to save. 404 `track.notFound` for
   * a wrong proof, 403 without one.
   */
  router.post('/my-data', limits.myData, jsonBody, async (req, res) => {
    const { format, ...access } = parseBody(myDataRequestSchema, req.body);
    const { target, application } = await applicationAccess(req, firebase, access, APPLICANT_ACCESS);
    const copy = await applicantDataCopy(db, target, application);
    const name = `my-data-${copy.reference ?? target.id}`;
    res.set('Content-Disposition', `attachment; filename="${name}.${format}"`);
    if (format === 'json') {
      res.json(copy);
      return;
    }
    const lang: AppLanguage = application.get('lang') === 'sw' ? 'sw' : 'en';
    res.type('application/pdf').send(await renderDataCopy(copy, lang));
  });

  /** POST /api/my-data/deletion {kind, id} or {proof}, `reason` → 201 {request}; 409 `deletion.open`. */
  router.post('/my-data/deletion', limits.myData, jsonBody, async (req, res) => {
    const { reason, ...access } = parseBody(deletionAskSchema, req.body);
    const proven = await applicationAccess(req, firebase, access, APPLICANT_ACCESS);
    res.status(201).json({ request: await askDeletion(db, proven, reason) } satisfies DeletionRequestAnswer);
  });

  /** GET /api/deletion-requests (staff) → 200 {requests}: those open, the soonest due first. */
  router.get('/deletion-requests', staffOnly, async (_req, res) => {
    const { docs } = await deletionRecords(db).where('state', '==', 'open').limit(OPEN_LIMIT).get();
    const requests = docs.map(deletionView).sort((a, b) => a.dueBy.localeCompare(b.dueBy));
    res.json({ requests } satisfies DeletionRequestsAnswer);
  });

  /**
   * POST /api/deletion-requests/:id/decision (staff) {decision: grant|refuse, reason} → 200
   * {request}: granting deletes the documents and personal fields at once (server/dataRights/decide.ts).
   */
  router.post('/deletion-requests/:id/decision', staffOnly, jsonBody, async (req, res) => {
    const id = parseBody(documentIdSchema, req.params.id);
    const decision = parseBody(deletionDecisionSchema, req.body);
    const actor = await actorOf(res, firebase);
    const request = await decideDeletion(db, blobs, id, decision, actor);
    res.json({ request } satisfies DeletionRequestAnswer);
  });

  return router;
}
