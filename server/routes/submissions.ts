import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { COLLECTIONS, isApplicationKind } from '#domain/kinds';
import {
  newApplicationRequestSchema,
  newFeedbackRequestSchema,
  type NewApplicationAnswer,
} from '#domain/submissions';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { creating, type Guards } from '../http/guards.ts';
import { applicantUid, requireApplicant } from '../http/requireApplicant.ts';
import { parseBody } from '../http/validate.ts';
import { createOnce } from '../http/createOnce.ts';
import { createApplication } from '../submissions/createApplication.ts';
import { submittedAan } from '../agents/submittedAan.ts';

/** A refusal of the answers names each field at fault, as the form would (422). */
const UNPROCESSABLE = 422;

/**
 * What an applicant's device creates: applications and feedback. The browser proposes, the server
 * writes: answers are parsed with the kind's schema, our own fields are the server's, and every
 * creation is counted by caller before anything is read, then against its sender once its token is
 * known (server/http/guards.ts).
 */
export function submissionsRouter(firebase: FirebaseServices, guards: Guards) {
  const { db } = firebase;
  const router = Router();
  const applicant = requireApplicant(firebase);

  /** POST /applications/:kind {id, lang, answers} → 201 {id, reference}, or 200 for a repeat. */
  router.post('/applications/:kind', ...creating('applications', guards, applicant), async (req, res) => {
    const { kind } = req.params;
    if (!isApplicationKind(kind)) throw new HttpError(404, 'There is no such service.', 'route.notFound');
    const { id, lang, answers } = parseBody(newApplicationRequestSchema, req.body, UNPROCESSABLE);
    const { AAN: typedAan, ...parsed } = parseBody(
      APPLICATIONS[kind].schema,
      answers,
      UNPROCESSABLE,
    ) as Record<string, unknown>;
    const submittedBy = applicantUid(res);
    const AAN = await submittedAan(db, submittedBy, typedAan, req.log);
    const created = await createApplication(db, {
      kind,
      id,
      submittedBy,
      lang,
      answers: AAN ? { ...parsed, AAN } : parsed,
    });
    res
      .status(created.created ? 201 : 200)
      .json({ id: created.id, reference: created.reference } satisfies NewApplicationAnswer);
  });

  /** POST /feedback {id, feedback: {name, email, message}} → 201 {id}, or 200 for a repeat. */
  router.post('/feedback', ...creating('feedback', guards, applicant), async (req, res) => {
    const { id, feedback } = parseBody(newFeedbackRequestSchema, req.body, UNPROCESSABLE);
    const ref = db.collection(COLLECTIONS.feedbacks).doc(id);
    const submittedBy = applicantUid(res);
    const status = await createOnce(
      ref,
      { ...feedback, submittedBy, timestamp: FieldValue.serverTimestamp() },
      'Another user has already sent feedback under this id.',
    );
    res.status(status).json({ id });
  });

  return router;
}
