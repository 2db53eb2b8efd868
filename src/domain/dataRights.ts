// The applicant's rights over their own data (Personal Data Protection Act, 2022): a copy of
// everything held about an application, and a request to delete it that staff decide. Written only
// by the API (server/dataRights/); the records live in `deletionRequests`, which clients never reach.
import * as z from 'zod/mini';
import { LIMITS, MSG } from './common.js';
import type { ApplicationKind } from './kinds.js';
import { applicationAccessSchema, type DeletionShown } from './tracking.js';

export type { DeletionShown, DeletionState } from './tracking.js';

/**
 * Days staff have to decide on a request to delete, from the day it was asked: the time the Personal
 * Data Protection Act, 2022 gives a data controller to answer a data subject. Change it here only.
 */
export const DELETION_DECISION_DAYS = 30;

const typed = z.string().check(z.trim(), z.maxLength(LIMITS.text, MSG.tooLong));

/** POST /api/my-data {kind, id} or {proof}, `format` → the copy as JSON (the default) or a PDF. */
export const myDataRequestSchema = z.extend(applicationAccessSchema, {
  format: z._default(z.enum(['json', 'pdf'], { error: () => MSG.option }), 'json'),
});

/** POST /api/my-data/deletion {kind, id} or {proof}, with the applicant's reason if they give one. */
export const deletionAskSchema = z.extend(applicationAccessSchema, { reason: z._default(typed, '') });

/** POST /api/deletion-requests/:id/decision (staff): grant or refuse, always with a written reason. */
export const deletionDecisionSchema = z.object({
  decision: z.enum(['grant', 'refuse'], { error: () => MSG.option }),
  reason: typed.check(z.minLength(1, MSG.required)),
});
export type DeletionDecision = z.output<typeof deletionDecisionSchema>;

/** A request as staff list it: which application, and what its applicant asked. */
export type DeletionRequestView = DeletionShown & {
  id: string;
  kind: ApplicationKind;
  applicationId: string;
  reference: string | null;
};

/** GET /api/deletion-requests (staff) → the open requests, the soonest due first. */
export type DeletionRequestsAnswer = { requests: DeletionRequestView[] };
/** POST …/deletion → 201, POST …/decision → 200: the request as it now stands. */
export type DeletionRequestAnswer = { request: DeletionShown };
