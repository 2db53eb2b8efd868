import { z } from 'zod';

/** Body of POST /api/applications/:kind/:id/status: the domain's, which the staff form checks too. */
export { statusChangeSchema } from '#domain/processing';

/** Body of POST /api/applications/:kind/:id/events: only prints are reported by the browser. */
export const clientEventSchema = z.object({ type: z.literal('print') });
export type ClientEvent = z.output<typeof clientEventSchema>;
