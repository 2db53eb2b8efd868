import { z } from 'zod';
import { LIMITS } from '../../src/domain/common.ts';
import { applicationStatusOptions } from '../../src/domain/meta.ts';

/**
 * Body of POST /api/applications/:kind/:id/status. Both texts are optional: the note is internal
 * (staff say why when it helps), the message is the one the applicant sees when they track it.
 */
export const statusChangeSchema = z.object({
  status: z.enum(applicationStatusOptions.values),
  note: z.string().trim().max(LIMITS.text).default(''),
  applicantMessage: z.string().trim().max(LIMITS.text).default(''),
});

/** Body of POST /api/applications/:kind/:id/events: only prints are reported by the browser. */
export const clientEventSchema = z.object({ type: z.literal('print') });
