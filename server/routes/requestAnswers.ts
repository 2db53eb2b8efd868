import { Router } from 'express';
import { requestAnswerSchema, type OpenRequestAnswer } from '#domain/requests';
import { applicationAccess, type AccessOptions } from '../applications/access.ts';
import type { FirebaseServices } from '../firebase.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { parseBody } from '../http/validate.ts';
import { answerRequest } from '../requests/answerRequest.ts';
import { findOpenRequest } from '../requests/findOpenRequest.ts';

/**
 * The applicant's side of a request: what they proved with the reference and phone, or with their
 * account. Not the anonymous session of the device that sent it: the answers name the applicant,
 * and that session is anyone at a shared computer (as for the receipt).
 */
const ACCESS: AccessOptions = { staff: false, anonymousSubmitter: false };

/**
 * POST /api/requests/open: what staff ask of the application, for its applicant to answer; POST
 * /api/requests/answer: the answer. Both spend one budget per caller, as guessing a proof would.
 */
export function requestAnswersRouter(firebase: FirebaseServices, { limits, appCheck }: Guards) {
  const router = Router();

  /** {kind, id} with the owner's token, or {proof} → 200 {request}, null when nothing is asked. */
  router.post('/requests/open', limits.requestAnswers, jsonBody, async (req, res) => {
    const access = await applicationAccess(req, firebase, req.body, ACCESS);
    const request = await findOpenRequest(firebase.db, access);
    res.json({ request } satisfies OpenRequestAnswer);
  });

  /** The access fields with {requestId, corrections, documents} → 200 {status} (answerRequest.ts). */
  router.post('/requests/answer', limits.requestAnswers, appCheck, jsonBody, async (req, res) => {
    const access = await applicationAccess(req, firebase, req.body, ACCESS);
    await answerRequest(firebase, access, parseBody(requestAnswerSchema, req.body));
    res.json({ status: 'in_review' });
  });

  return router;
}
