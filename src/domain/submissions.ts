import * as z from 'zod/mini';
import { MSG } from './common.js';
import { feedbackSchema } from './feedback.js';
import { APP_LANGUAGES } from './kinds.js';

/**
 * What a browser sends to create an application or feedback (POST /api/applications/:kind,
 * POST /api/feedback). The server writes the record; the browser only proposes its answers.
 */

/** A draft's id, chosen once on the device (reference.ts newDocumentId): 20 letters and digits. */
export const DRAFT_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
const draftId = z.string({ error: () => MSG.required }).check(z.regex(DRAFT_ID_PATTERN, MSG.invalid));

/** The answers are parsed again with the kind's own schema, the one its form uses. */
export const newApplicationRequestSchema = z.object({
  id: draftId,
  lang: z.enum(APP_LANGUAGES),
  answers: z.record(z.string(), z.unknown()),
});
export type NewApplicationRequest = z.output<typeof newApplicationRequestSchema>;

/** → 201 when created, 200 when this user had already sent this draft: the same body either way. */
export type NewApplicationAnswer = { id: string; reference: string };

export const newFeedbackRequestSchema = z.object({ id: draftId, feedback: feedbackSchema });
export type NewFeedbackRequest = z.input<typeof newFeedbackRequestSchema>;
