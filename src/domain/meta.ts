import * as z from 'zod/mini';
import { LIMITS, MSG } from './common.js';
import { APP_LANGUAGES, type AppLanguage, type ApplicationKind } from './kinds.js';
import { optionList } from './options.js';
import { isReference, newReference } from './reference.js';

/** Fields of our own on every application, set at creation and guarded by the Firestore rules. */
export const applicationStatusOptions = optionList('applicationStatus', [
  'submitted',
  'in_review',
  'action_needed',
  'approved',
  'rejected',
  'completed',
]);
export const paymentStatusOptions = optionList('paymentStatus', ['unpaid', 'pending', 'paid', 'failed']);
export const languageOptions = optionList('language', APP_LANGUAGES);

export type ApplicationStatus = (typeof applicationStatusOptions.values)[number];

/**
 * A status as its applicant reads it (on screen, by SMS and email): spoken to them, never about
 * them. Staff read `applicationStatusOptions`' own labels ("Action needed": who has to act).
 */
export const applicantStatusLabels: Record<ApplicationStatus, string> = {
  ...applicationStatusOptions.labels,
  action_needed: 'applicant.waitingForAnswer',
};
/** The same, as the agent who brought the applicant reads it on their clients page. */
export const agentStatusLabels: Record<ApplicationStatus, string> = {
  ...applicationStatusOptions.labels,
  action_needed: 'clients.waitingForAnswer',
};
export type PaymentStatus = (typeof paymentStatusOptions.values)[number];

export const INITIAL_STATUS = 'submitted' satisfies ApplicationStatus;
export const INITIAL_PAYMENT_STATUS = 'unpaid' satisfies PaymentStatus;

/**
 * Firestore hands back a Timestamp (client or Admin SDK), a converter may give a Date; the domain
 * accepts either so it depends on neither SDK.
 */
export type TimestampLike = Date | { toMillis(): number };

export function isTimestampLike(value: unknown): value is TimestampLike {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'toMillis') === 'function';
}

export function timestampToMillis(value: TimestampLike): number {
  return value instanceof Date ? value.getTime() : value.toMillis();
}

export const timestampSchema = z.custom<TimestampLike>(isTimestampLike, MSG.invalid);

export const applicationMetaShape = {
  reference: z.string().check(z.refine((value) => isReference(value), MSG.reference)),
  status: z.enum(applicationStatusOptions.values),
  paymentStatus: z.enum(paymentStatusOptions.values),
  createdAt: timestampSchema,
  submittedBy: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
  lang: z.enum(APP_LANGUAGES),
};

export const applicationMetaLabels = {
  reference: 'fields.application.reference',
  status: 'fields.application.status',
  paymentStatus: 'fields.application.paymentStatus',
  createdAt: 'fields.application.createdAt',
  submittedBy: 'fields.application.submittedBy',
  lang: 'fields.application.lang',
} as const satisfies Record<keyof typeof applicationMetaShape, string>;

export type NewApplicationMeta = {
  reference: string;
  status: typeof INITIAL_STATUS;
  paymentStatus: typeof INITIAL_PAYMENT_STATUS;
  lang: AppLanguage;
  submittedBy?: string;
  /** Nobody has it yet: stored as null so the lists' "Nobody's" finds it with an equality. */
  assignee: null;
};

/**
 * The fields of our own a new application is created with, all but `createdAt`, which the writer
 * sets to the server's time (serverTimestamp()).
 */
export function newApplicationMeta(
  kind: ApplicationKind,
  { lang, submittedBy }: { lang: AppLanguage; submittedBy?: string | null },
): NewApplicationMeta {
  return {
    reference: newReference(kind),
    status: INITIAL_STATUS,
    paymentStatus: INITIAL_PAYMENT_STATUS,
    lang,
    ...(submittedBy ? { submittedBy } : {}),
    assignee: null,
  };
}
