// Staff downloading a list (CSV or XLSX): what the browser reports before it offers the file, and
// the record the API keeps of it in `exportEvents` with who and when. One schema for both sides:
// the browser builds its body from it, the API validates with it (server/routes/exports.ts).
import * as z from 'zod/mini';
import { AAN_PATTERN } from './aan.js';
import { documentIdSchema, LIMITS } from './common.js';
import { exportDatesSchema } from './exportDates.js';
import { APPLICATION_KINDS } from './kinds.js';
import { applicationStatusOptions, paymentStatusOptions } from './meta.js';
import { stampedShape, stampedViewShape } from './processing.js';
import type { LoadedApplication } from './shownApplication.js';
import type { StaffNoteView } from './staffNotes.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Far above any list: bounds the count a record may hold. */
export const MAX_EXPORT_ROWS = 10_000_000;

/** GET /api/exports answers this many, newest first. */
export const EXPORT_LOG_LIMIT = 50;

/** One agent's applications: their AAN, as stored (aan.ts). */
const agentShape = { agent: z.optional(z.string().check(z.regex(new RegExp(AAN_PATTERN)))) };
/** The days it was narrowed to (exportDates.ts), when it was. */
const datesShape = { dates: z.optional(exportDatesSchema) };

/**
 * The filters of the list exported, as its address holds them (lists/listView.ts): the work queue,
 * or all applications narrowed by status, payment and a search; either of them one agent's if
 * asked, and either narrowed to the days something happened. Empty parts are left out.
 */
export const exportFilterSchema = z.discriminatedUnion('view', [
  z.strictObject({ view: z.literal('attention'), ...agentShape, ...datesShape }),
  z.strictObject({
    view: z.literal('all'),
    status: z.optional(z.enum(applicationStatusOptions.values)),
    payment: z.optional(z.enum(paymentStatusOptions.values)),
    ...agentShape,
    q: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.search))),
    ...datesShape,
  }),
]);
export type ExportFilter = z.output<typeof exportFilterSchema>;

const exportedShape = {
  kind: z.enum(APPLICATION_KINDS),
  filter: exportFilterSchema,
  format: z.enum(EXPORT_FORMATS),
  /** The staff notes were asked for (an admin's export only): the log says so. */
  withNotes: z.optional(z.literal(true)),
};

/** How many applications the list held: the API counts them, never taking the browser's word. */
const rowsShape = { rows: z.int().check(z.gte(0), z.lte(MAX_EXPORT_ROWS)) };

/**
 * POST /api/exports: which list the browser exported, and in what format. Who, when and how many
 * are the API's to add. A page loaded before the API counted still sends `rows`: accepted, ignored.
 */
export const newExportEventSchema = z.strictObject({
  ...exportedShape,
  rows: z.optional(rowsShape.rows),
});
export type NewExportEvent = Omit<z.output<typeof newExportEventSchema>, 'rows'>;

const exportShape = { ...exportedShape, ...rowsShape };

/** exportEvents/{id}, written only by the API. */
export const exportEventSchema = z.object({ ...exportShape, ...stampedShape });
export type ExportEventRecord = z.output<typeof exportEventSchema>;

/** An export as the API answers it: its id, and its time as an ISO 8601 string (the server's). */
export const exportEventViewSchema = z.object({ ...exportShape, ...stampedViewShape });
export type ExportEventView = z.output<typeof exportEventViewSchema>;

/** POST /api/exports → 201. */
export type ExportEventAnswer = { event: ExportEventView };
/** GET /api/exports (admins only) → 200, the latest EXPORT_LOG_LIMIT, newest first. */
export type ExportEventsAnswer = { events: ExportEventView[] };

/** Applications an export asks the API about at once: five asks for a chunk of the list. */
export const EXPORT_EXTRAS_BATCH = 100;

/**
 * POST /api/exports/extras: what an export holds beyond the application documents, for up to a
 * hundred applications of one kind: their results' verification codes, and the staff notes when an
 * admin asked for them (`notes`).
 */
export const exportExtrasRequestSchema = z.strictObject({
  kind: z.enum(APPLICATION_KINDS),
  ids: z.array(documentIdSchema).check(z.minLength(1), z.maxLength(EXPORT_EXTRAS_BATCH)),
  notes: z.optional(z.literal(true)),
  /**
   * The export being made, by its filters and format: the applications themselves are answered
   * too (`records`), once the look is on record (an `export` look of these rows).
   */
  exported: z.optional(z.strictObject({ filter: exportFilterSchema, format: z.enum(EXPORT_FORMATS) })),
});
export type ExportExtrasRequest = z.output<typeof exportExtrasRequestSchema>;

/**
 * POST /api/exports/extras → 200: by application, the codes of the results offered (oldest first)
 * and, when asked, the staff notes (oldest first); an application with none is left out. With
 * `exported`, each application still stored, as the detail read answers it (shownApplication.ts):
 * staff read whole applications through the API only.
 */
export type ExportExtrasAnswer = {
  resultCodes: Record<string, string[]>;
  notes?: Record<string, StaffNoteView[]>;
  records?: Record<string, LoadedApplication>;
};
