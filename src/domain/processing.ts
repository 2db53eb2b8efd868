// Staff processing an application: the fields the API adds to an application when its status
// changes, the history it keeps in `applicationEvents`, and the API's answers about both. Written
// only by the API (server/applications/setStatus.ts, server/applications/events.ts); read by the
// staff screens through the API (history) and Firestore (the application's own fields).
import * as z from 'zod/mini';
import { LIMITS, MSG } from './common.js';
import { APPLICATION_KINDS } from './kinds.js';
import { staffMemberSchema } from './assignment.js';
import {
  applicationMetaShape,
  applicationStatusOptions,
  paymentStatusOptions,
  timestampSchema,
  type ApplicationStatus,
} from './meta.js';
import { foreignWebAddress } from './webLinks.js';

const uid = z.string().check(z.minLength(1), z.maxLength(LIMITS.uid));
const note = z.string().check(z.maxLength(LIMITS.text));

/** What staff type with a status change: trimmed, '' when left empty. */
const typed = z.string().check(z.trim(), z.maxLength(LIMITS.text, MSG.tooLong));

/**
 * Body of POST /api/applications/:kind/:id/status, checked by the staff form before it is sent and
 * by the API. Both texts are optional: the note is internal (staff say why when it helps); the
 * message goes to the applicant by SMS under the agency's sender name, so it may name no web
 * address but the app's own (webLinks.ts): a link in it would be taken for ours.
 */
export const statusChangeSchema = z.object({
  status: z.enum(applicationStatusOptions.values),
  note: z._default(typed, ''),
  applicantMessage: z._default(
    typed.check(z.refine((text: string) => foreignWebAddress(text) === undefined, MSG.foreignLink)),
    '',
  ),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/**
 * What POST /api/applications/:kind/:id/status adds to the application beside its `status`.
 * All absent on an application nobody has processed yet.
 */
export const applicationProcessingShape = {
  /** Why staff chose the status, as they typed it (trimmed; '' when they gave none). */
  statusNote: z.optional(note),
  /**
   * What staff wrote to the applicant with the last status change ('' for nothing): the only
   * text of theirs an applicant ever sees (Track, My applications).
   */
  applicantMessage: z.optional(note),
  /** The server's time of the last status change. */
  statusUpdatedAt: z.optional(timestampSchema),
  /** The uid of the staff member who made it. */
  statusUpdatedBy: z.optional(uid),
};

/** What several staff on one queue add to an application (assignment.ts). */
export const applicationAssignmentShape = {
  /** How many changes the API has made to it; absent on one it never changed. */
  version: z.optional(z.number()),
  /** The staff member who has it; null or absent for nobody. */
  assignee: z.optional(z.nullable(staffMemberSchema)),
  /** When they took it. */
  assignedAt: z.optional(timestampSchema),
};
export const applicationProcessingSchema = z.object(applicationProcessingShape);

/** Our own fields of a stored application: those set at creation, then those staff processing adds. */
export const storedApplicationShape = {
  ...applicationMetaShape,
  ...applicationProcessingShape,
  ...applicationAssignmentShape,
};
export type ApplicationProcessing = z.output<typeof applicationProcessingSchema>;

/**
 * What happened to an application: staff changed its status, printed or deleted it (status changes
 * and deletes are recorded by the API itself), or the system asked the gateway about one of its
 * payments (`paymentCheck`, server/payments/reconcileJob.ts), the applicant answered what staff
 * asked (`requestAnswered`, signed by APPLICANT_ACTOR_UID) and staff decided on the answer
 * (`requestDecided`). A request itself is made with a `status` event (requests.ts). Staff hand back
 * each result document with a `result` event (server/results/handBack.ts). The applicant asks to
 * have their data deleted (`deletionAsked`, its reason as the note) and staff grant or refuse it
 * (`deletionGranted`, `deletionRefused`, their reason as the note; server/dataRights/).
 */
export const APPLICATION_EVENT_TYPES = [
  'status',
  'print',
  'delete',
  'paymentCheck',
  'requestAnswered',
  'requestDecided',
  'result',
  'take',
  'handover',
  'note',
  'payment',
  'deletionAsked',
  'deletionGranted',
  'deletionRefused',
] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];

/**
 * What the gateway answered when the system asked about a payment: paid, failed, still pending,
 * or no answer at all (the payment stays as it was and is asked about again later).
 */
export const PAYMENT_CHECK_OUTCOMES = ['paid', 'failed', 'pending', 'noAnswer'] as const;
export type PaymentCheckOutcome = (typeof PAYMENT_CHECK_OUTCOMES)[number];

/** Who an event is signed by when no person did it: the scheduled reconciliation. */
export const SYSTEM_ACTOR_UID = 'system';
/** Who an event is signed by when the applicant did it, with the proof or their account. */
export const APPLICANT_ACTOR_UID = 'applicant';

/** What an event says about the application, before the API adds who and when. */
const eventShape = {
  kind: z.enum(APPLICATION_KINDS),
  applicationId: z.string().check(z.minLength(1), z.maxLength(LIMITS.uid)),
  /** The application's reference when the event happened; null for a record without one. */
  reference: z.nullable(z.string()),
  type: z.enum(APPLICATION_EVENT_TYPES),
  /** `status` events only: the new status, the note given with it and the message to the applicant. */
  status: z.optional(z.enum(applicationStatusOptions.values)),
  note: z.optional(note),
  applicantMessage: z.optional(note),
  /** `paymentCheck` events only: the payment attempt asked about, and what the gateway answered. */
  orderId: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
  outcome: z.optional(z.enum(PAYMENT_CHECK_OUTCOMES)),
  /** `requestAnswered` and `requestDecided` events: the request, and staff's decision on it. */
  requestId: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
  decision: z.optional(z.enum(['accepted', 'askedAgain', 'withdrawn'])),
  /** `result` events only: the document handed back, its title, and the one it corrects. */
  resultId: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
  title: z.optional(note),
  replaces: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
  /**
   * The application's version this event produced (assignment.ts); an event that changed nothing
   * of it (a print, a note, a payment check) carries the version it saw.
   */
  version: z.optional(z.number()),
  /** `take` and `handover` events: who had it (null for nobody) and who has it now (null for nobody). */
  from: z.optional(z.nullable(staffMemberSchema)),
  to: z.optional(z.nullable(staffMemberSchema)),
  /** `note` events only: the note (its text stays in staffNotes, for staff only). */
  noteId: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
  /** `payment` events only: the payment status the application moved to. */
  paymentStatus: z.optional(z.enum(paymentStatusOptions.values)),
};
const actorShape = { actorUid: uid, actorEmail: z.nullable(z.string()) };
/**
 * Who did it and when, as the API stores a record of what staff did (server/applications/actor.ts):
 * the verified uid, the account's email from Auth, the server's time.
 */
export const stampedShape = { ...actorShape, at: timestampSchema };
/** The same as the API answers it: with the record's id, and its time as an ISO 8601 string. */
export const stampedViewShape = {
  ...actorShape,
  id: z.string().check(z.minLength(1)),
  at: z.iso.datetime(),
};

/**
 * applicationEvents/{id}: one per status change, print or delete, written in the same transaction
 * as the change it records, and one per check the system made of a payment. It outlives a deleted
 * application.
 */
export const applicationEventSchema = z.object({ ...eventShape, ...stampedShape });
export type ApplicationEventRecord = z.output<typeof applicationEventSchema>;

/** An event as the API is asked to record it: who and when are its own to add. */
export const newApplicationEventSchema = z.object(eventShape);
export type NewApplicationEvent = z.output<typeof newApplicationEventSchema>;

/** An event as the API answers it: its id, and its time as an ISO 8601 string (the server's). */
export const applicationEventViewSchema = z.object({ ...eventShape, ...stampedViewShape });
export type ApplicationEventView = z.output<typeof applicationEventViewSchema>;

/** GET /api/applications/:kind/:id/events → 200, newest first. */
export type ApplicationEventsAnswer = { events: ApplicationEventView[] };

/** POST /api/applications/:kind/:id/status → 200: what is stored now, and the event recording it. */
export type StatusChangeAnswer = {
  status: ApplicationStatus;
  statusNote: string;
  applicantMessage: string;
  event: ApplicationEventView;
};

/** POST /api/applications/:kind/:id/events → 201 (a print). */
export type ApplicationEventAnswer = { event: ApplicationEventView };

/** DELETE /api/applications/:kind/:id → 200 (admins only). */
export type ApplicationDeleteAnswer = { deleted: true; filesRemoved: number };
