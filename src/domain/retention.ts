// What the retention run (server/retention/) leaves on the records it reduces, read by the staff
// detail page and the API alike. The settings and the reasons are the server's
// (server/retention/rules.ts), the default periods retentionPeriods.ts's: only the facts a screen
// shows are here.
import * as z from 'zod/mini';
import { timestampSchema } from './meta.js';
import { RETENTION_STAGES } from './retentionPeriods.ts';

export { RETENTION_STAGES, type RetentionStage } from './retentionPeriods.ts';

/** When staff first finished it (approved, rejected or completed): what every period counts from. */
export const FINISHED_AT_FIELD = 'finishedAt';

/**
 * `retention.{stage}` on an application: null while that stage is kept, the server's time once it
 * was removed. Written as nulls when the application is finished, so the run can ask for
 * `retention.documents == null` on an index instead of reading every application.
 */
export const RETENTION_FIELD = 'retention';

export const retentionMarksSchema = z.partialRecord(
  z.enum(RETENTION_STAGES),
  z.nullable(z.optional(timestampSchema)),
);
export type RetentionMarks = z.output<typeof retentionMarksSchema>;
