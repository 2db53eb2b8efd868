// Coming back to an application without an account: the proof an applicant gives from any device
// (its reference and the phone number on it), and what the API tells them. The submitting device
// proves ownership with its Firebase ID token instead (`submittedBy`). No zod objects beyond the
// request bodies: the screens that load this module are small.
import * as z from 'zod/mini';
import { documentIdSchema, MSG } from './common.js';
import { APPLICATION_KINDS, type ApplicationKind } from './kinds.js';
import type { ApplicationStatus, PaymentStatus } from './meta.js';
import { isValidContactPhone } from './phone.js';
import { parseReference } from './reference.js';

/** The reference as typed ("vis 7k3q9x"), made canonical ("VIS-7K3Q9X"), or refused. */
export const referenceInputSchema = z.pipe(
  z.string({ error: () => MSG.required }).check(
    z.trim(),
    z.minLength(1, MSG.required),
    z.refine((value) => value === '' || parseReference(value) !== null, MSG.reference),
  ),
  z.transform((value) => parseReference(value) ?? value),
);

/**
 * Reference plus the phone number given on the application: what proves, from any device, that
 * someone may see its status, pay it and download its receipt.
 */
export const applicationProofSchema = z.object({
  reference: referenceInputSchema,
  phone: z.string({ error: () => MSG.required }).check(
    z.trim(),
    z.minLength(1, MSG.required),
    z.refine((value) => value === '' || isValidContactPhone(value), MSG.phone),
  ),
});
export type ApplicationProof = z.output<typeof applicationProofSchema>;

/**
 * Which application a request is about, and how the caller may act on it: the submitter's (or a
 * staff member's) ID token in `Authorization: Bearer …` with `kind` and `id`, or `proof`.
 */
export const applicationAccessSchema = z.object({
  kind: z.optional(z.enum(APPLICATION_KINDS, { error: () => MSG.option })),
  id: z.optional(documentIdSchema),
  proof: z.optional(applicationProofSchema),
});
export type ApplicationAccess = z.input<typeof applicationAccessSchema>;

/**
 * A result handed back (results.ts) as the applicant is offered it: the documents not replaced,
 * each with the code that checks it.
 */
export type OfferedResult = { id: string; title: string; issuedAt: string; verificationCode: string };

export type DeletionState = 'open' | 'granted' | 'refused';

/** A request to delete an application's data (dataRights.ts) as its applicant sees it (Track, the copy): never who decided it. Times ISO 8601. */
export type DeletionShown = {
  state: DeletionState;
  reason: string;
  askedAt: string;
  /** The last day staff may decide on it. */
  dueBy: string;
  decidedAt?: string;
  /** Why staff granted or refused it. */
  decisionReason?: string;
};

/** What both of the applicant's views of an application start with. */
type ApplicationHeadline = {
  kind: ApplicationKind;
  id: string;
  reference: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  /** ISO 8601, the server's. */
  createdAt: string;
};

/**
 * POST /api/track {reference, phone} → 200 {application}: the state of one application, never
 * personal data. A wrong reference and a wrong phone get the same 404 (`track.notFound`).
 */
export type TrackedApplication = ApplicationHeadline & {
  statusUpdatedAt: string | null;
  paidAt: string | null;
  /** What staff wrote to the applicant with the last status change; the internal note never. */
  applicantMessage: string | null;
  /** The server's price and, for BRELA, its detail amount: what paying it now will cost. */
  price: number;
  detailAmount?: number;
  /** The result documents offered for download (none replaced), oldest first. */
  results?: OfferedResult[];
  /** The latest request to delete its data, with staff's decision and reason once made. */
  deletion?: DeletionShown;
};
export type TrackAnswer = { application: TrackedApplication };

/** At most this many of each service, newest first: more than any one device sends. */
export const MY_APPLICATIONS_PER_SERVICE = 50;

/**
 * GET /api/my-applications (the device's ID token) → 200 {applications}: what a device may see of
 * what it sent without the phone number on it. Never names, answers or the staff's message: on a
 * shared computer the next person sees these. Times are ISO 8601, the server's.
 */
export type MyApplicationSummary = ApplicationHeadline & {
  statusUpdatedAt?: string;
  paidAt?: string;
  /**
   * How many result documents a completed application offers: their titles may name a business,
   * so they are listed only after the proof (POST /api/results).
   */
  resultCount?: number;
};
export type MyApplicationsAnswer = { applications: MyApplicationSummary[] };

/** POST /api/receipts {kind, id} or {proof}, with `lang` → 200 application/pdf. */
export const receiptRequestSchema = z.extend(applicationAccessSchema, {
  lang: z.optional(z.enum(['en', 'sw'])),
});

/** Payment states from which an applicant may (again) start paying. */
export const PAYABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['unpaid', 'failed'];

export function isPayable(paymentStatus: PaymentStatus): boolean {
  return PAYABLE_PAYMENT_STATUSES.includes(paymentStatus);
}
