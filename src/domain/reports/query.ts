// What the Reports page asks the API for (GET /api/reports) and what an admin sets (PUT
// /api/reports/targets), checked with the same schemas on both sides.
import * as z from 'zod/mini';
import { aanSchema } from '../agents.js';
import { amount, isIsoDate, MSG } from '../common.js';
import { APPLICATION_KINDS } from '../kinds.js';
import { daysIn, defaultPeriodLength, MAX_DAYS_BY_LENGTH, MAX_RANGE_DAYS, PERIOD_LENGTHS } from './range.js';

const day = z.string(MSG.required).check(z.refine(isIsoDate, MSG.date));

export const reportQuerySchema = z
  .object({
    from: day,
    to: day,
    length: z.optional(z.enum(PERIOD_LENGTHS, { error: () => MSG.option })),
    kind: z.optional(z.enum(APPLICATION_KINDS, { error: () => MSG.option })),
    aan: z.optional(aanSchema),
  })
  .check(
    z.refine((query) => query.from <= query.to, { message: 'admin.reports.errors.order', path: ['to'] }),
    z.refine((query) => query.from > query.to || daysIn(query) <= MAX_RANGE_DAYS, {
      message: 'admin.reports.errors.tooLong',
      path: ['from'],
    }),
    z.refine(
      (query) => query.from > query.to || !query.length || daysIn(query) <= MAX_DAYS_BY_LENGTH[query.length],
      { message: 'admin.reports.errors.tooManyPeriods', path: ['length'] },
    ),
  );
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The period length a query is answered in: the one asked for, or the range's own. */
export const lengthOf = (query: ReportQuery) => query.length ?? defaultPeriodLength(query);

/** Each service's monthly revenue target in shillings; a service left out has none. */
export const targetsSchema = z.object({
  targets: z.partialRecord(z.enum(APPLICATION_KINDS), z.nullable(amount())),
});
export type TargetsBody = z.output<typeof targetsSchema>;
