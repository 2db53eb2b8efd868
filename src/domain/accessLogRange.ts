// The days of an access log download (GET /api/access-log, …/access-log.csv), as the API checks
// them: apart from accessLog.ts, whose constants the screens load, so they carry no schema.
import * as z from 'zod/mini';

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The days of Dar es Salaam a download covers, both included. */
export const accessLogRangeSchema = z.object({ from: isoDay, to: isoDay }).check(
  z.refine((range) => range.from <= range.to, {
    message: 'The first day comes after the last',
    path: ['to'],
  }),
);
export type AccessLogRange = z.output<typeof accessLogRangeSchema>;
