// What staff ask an applicant for ("Ask the applicant" on the detail page): answers to correct and
// documents to send, each with a reason, and a date to reply by. The staff form and the API check a
// request with the same schema; only the API writes `requests/{id}` (firestore.rules deny clients).
import * as z from 'zod/mini';
import { AGENT_FIELD } from './aan.js';
import { APPLICATIONS } from './applications.js';
import { documentIdSchema, LIMITS, MSG } from './common.js';
import { todayInDarEsSalaam } from './officeDay.js';
import type { ApplicationKind } from './kinds.js';
import { MAX_FILES_PER_FIELD } from './uploads.js';

/**
 * `field`: an answer of the kind's form to correct; `document`: one of the kind's document fields
 * to send again; `otherDocument`: a document the form never asked for, named by staff.
 */
export const REQUEST_ITEM_TYPES = ['field', 'document', 'otherDocument'] as const;
export type RequestItemType = (typeof REQUEST_ITEM_TYPES)[number];

/**
 * `open` until the applicant answers; `answered` until staff decide; then `accepted`, or
 * `askedAgain` when staff send a new request instead (which the new request's creation records).
 * `withdrawn`: staff moved the application on by hand while the request waited for the applicant.
 */
export const REQUEST_STATES = ['open', 'answered', 'accepted', 'askedAgain', 'withdrawn'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** The states in which a request still waits for someone: the applicant, then staff. */
export type PendingRequestState = Extract<RequestState, 'open' | 'answered'>;

/** Enough for a sentence or two; the whole request must still fit in an SMS-sized reading. */
export const REASON_MAX_LENGTH = 500;
/** More items than this is a new application, not a request. */
export const MAX_REQUEST_ITEMS = 20;
export const DEFAULT_REPLY_DAYS = 14;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date `days` after an ISO date, as an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const defaultReplyBy = (now = new Date()) => addDays(todayInDarEsSalaam(now), DEFAULT_REPLY_DAYS);

/**
 * The kind's answers staff may ask to correct: its form's fields, its documents aside, and not the
 * agent's number: an application changes agent with its commission and figures, which an answer
 * (checked only by the form's schema) must not do.
 */
export function correctableFields(kind: ApplicationKind): string[] {
  const { sections, uploadFields } = APPLICATIONS[kind];
  const documents = new Set(uploadFields.map(({ field }) => field));
  return sections
    .flatMap(({ fields }) => fields)
    .filter((field) => !documents.has(field) && field !== AGENT_FIELD);
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
  answer?: RequestAnswer;
  decision?: RequestDecision;
};

/** POST …/requests → 201. */
export type NewRequestAnswer = { id: string };
/** GET …/requests → 200, newest first. */
export type RequestsAnswer = { requests: RequestView[] };

/**
 * The applicant's answer: for each `field` item its new value, keyed by the field; for each
 * document item, the paths of the files uploaded for it (area `requestAnswers`), keyed by the
 * item's index. Values are checked against the kind's own schema with the whole record, by the API.
 */
export const requestAnswerSchema = z.object({
  requestId: documentIdSchema,
  corrections: z.record(z.string(), z.unknown()),
  documents: z.record(z.string(), z.array(z.string()).check(z.maxLength(MAX_FILES_PER_FIELD, MSG.tooMany))),
});
export type RequestAnswerBody = z.output<typeof requestAnswerSchema>;

/** A corrected answer, as it was and as the applicant made it. */
export type Correction = { field: string; before: unknown; after: unknown };
/** The files sent for the document item at `item` (its index in the request's items). */
export type SentDocuments = { item: number; paths: string[] };

/** What the applicant sent, as the request keeps it (times as ISO 8601 strings in views). */
export type RequestAnswer = {
  corrections: Correction[];
  documents: SentDocuments[];
  answeredAt: string;
  /**
   * Who answered and how they showed the application was theirs: the applicant with the proof or
   * their account, or an agent (`agent` names them), who is not the applicant.
   */
  via: 'proof' | 'submitter' | 'agent';
  agent?: { uid: string; aan: string };
};

/** Staff's word on an answer. */
export type RequestDecision = {
  decision: Extract<RequestState, 'accepted' | 'askedAgain' | 'withdrawn'>;
  decidedAt: string;
  decidedBy: { uid: string; email: string | null };
};

/**
 * An item as the applicant is shown it: for a field or a form's document, the translation key of
 * its label; for a field, the answer as it stands now (theirs to correct) and, for a choice, its
 * options (values and the translation keys of their labels). The API fills these in, so the screen
 * that shows them loads no form's schema.
 */
export type ApplicantRequestItem = RequestItem & {
  label?: string;
  current?: unknown;
  options?: { values: readonly string[]; labels: Record<string, string> };
};

/** What the applicant is shown of an open request (POST /api/requests/open). */
export type ApplicantRequestView = {
  id: string;
  kind: ApplicationKind;
  reference: string | null;
  replyBy: string;
  items: ApplicantRequestItem[];
};
/** POST /api/requests/open → 200 {request}: null when nothing is asked. */
export type OpenRequestAnswer = { request: ApplicantRequestView | null };
