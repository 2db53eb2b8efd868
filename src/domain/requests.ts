// What staff ask an applicant for ("Ask the applicant" on the detail page): answers to correct and
// documents to send, each with a reason, and a date to reply by. The staff form and the API check a
// request with the same schema; only the API writes `requests/{id}` (firestore.rules deny clients).
import * as z from 'zod/mini';
import { APPLICATIONS } from './applications.js';
import { LIMITS, MSG } from './common.js';
import { TIME_ZONE } from './format.js';
import type { ApplicationKind } from './kinds.js';

/**
 * `field`: an answer of the kind's form to correct; `document`: one of the kind's document fields
 * to send again; `otherDocument`: a document the form never asked for, named by staff.
 */
export const REQUEST_ITEM_TYPES = ['field', 'document', 'otherDocument'] as const;
export type RequestItemType = (typeof REQUEST_ITEM_TYPES)[number];

export const REQUEST_STATES = ['open'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Enough for a sentence or two; the whole request must still fit in an SMS-sized reading. */
export const REASON_MAX_LENGTH = 500;
/** More items than this is a new application, not a request. */
export const MAX_REQUEST_ITEMS = 20;
export const DEFAULT_REPLY_DAYS = 14;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Dar es Salaam, YYYY-MM-DD: the agency's day, whatever the browser's clock zone. */
export function todayInDarEsSalaam(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** The date `days` after an ISO date, as an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const defaultReplyBy = (now = new Date()) => addDays(todayInDarEsSalaam(now), DEFAULT_REPLY_DAYS);

/** The kind's answers staff may ask to correct: its form's fields, its documents aside. */
export function correctableFields(kind: ApplicationKind): string[] {
  const { sections, uploadFields } = APPLICATIONS[kind];
  const documents = new Set(uploadFields.map(({ field }) => field));
  return sections.flatMap(({ fields }) => fields).filter((field) => !documents.has(field));
}

/** The kind's document fields, which staff may ask to be sent again. */
export const documentFields = (kind: ApplicationKind): string[] =>
  APPLICATIONS[kind].uploadFields.map(({ field }) => field);

const trimmedText = (max: number) =>
  z.string(MSG.required).check(z.trim(), z.minLength(1, MSG.required), z.maxLength(max, MSG.tooLong));

const oneOf = (keys: string[]) =>
  z.string(MSG.required).check(z.refine((key) => keys.includes(key), MSG.option));

/** The body of POST /api/applications/:kind/:id/requests for an application of `kind`. */
export function requestBodySchema(kind: ApplicationKind, now = () => new Date()) {
  const reason = trimmedText(REASON_MAX_LENGTH);
  const item = z.discriminatedUnion('type', [
    z.object({ type: z.literal('field'), field: oneOf(correctableFields(kind)), reason }),
    z.object({ type: z.literal('document'), field: oneOf(documentFields(kind)), reason }),
    z.object({ type: z.literal('otherDocument'), name: trimmedText(LIMITS.name), reason }),
  ]);
  return z.object({
    items: z
      .array(item)
      .check(z.minLength(1, 'admin.requests.errors.noItems'), z.maxLength(MAX_REQUEST_ITEMS, MSG.tooMany)),
    replyBy: z.string(MSG.required).check(
      z.regex(ISO_DATE, MSG.date),
      z.refine((date) => date >= todayInDarEsSalaam(now()), 'admin.requests.errors.pastReplyBy'),
    ),
  });
}
export type RequestBody = z.output<ReturnType<typeof requestBodySchema>>;
export type RequestItem = RequestBody['items'][number];

/** A request as GET /api/applications/:kind/:id/requests answers it, times as ISO 8601 strings. */
export type RequestView = RequestBody & {
  id: string;
  kind: ApplicationKind;
  applicationId: string;
  reference: string | null;
  state: RequestState;
  createdAt: string;
  createdBy: { uid: string; email: string | null };
};

/** POST …/requests → 201. */
export type NewRequestAnswer = { id: string };
/** GET …/requests → 200, newest first. */
export type RequestsAnswer = { requests: RequestView[] };
