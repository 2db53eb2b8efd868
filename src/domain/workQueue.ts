import { startOfDayInTanzania } from './format.js';
import type { ApplicationStatus, PaymentStatus } from './meta.js';
import type { APPLICATION_REQUEST_FIELDS } from './requests.js';

/**
 * Staff's work queue ("Needs attention"): applications that are paid and that staff have not
 * finished with yet. The staff lists show them oldest first, so that none waits forever, and the
 * dashboard counts them.
 */
export const ATTENTION_PAYMENT = 'paid' as const satisfies PaymentStatus;
export const ATTENTION_STATUSES = [
  'submitted',
  'in_review',
  'action_needed',
] as const satisfies readonly ApplicationStatus[];

/**
 * requests.ts's APPLICATION_REQUEST_FIELDS, restated (the compiler holds the two equal) so that the
 * staff lists and the dashboard, which read them through this module, do not load requests.ts and
 * with it every kind's schema: 12 kB more on the dashboard.
 */
export const REQUEST_SUMMARY_FIELDS: typeof APPLICATION_REQUEST_FIELDS = {
  state: 'requestState',
  replyBy: 'requestReplyBy',
  answeredAt: 'requestAnsweredAt',
};
const { state: REQUEST_STATE, replyBy: REPLY_BY, answeredAt: ANSWERED_AT } = REQUEST_SUMMARY_FIELDS;

/** The Dar es Salaam day (YYYY-MM-DD) `now` falls on: a reply-by date before it has passed. */
export function officeDay(now = new Date()): string {
  // Its midnight is 21:00 UTC the evening before; half a day later the UTC date is that day's.
  return new Date(startOfDayInTanzania(now).getTime() + 43_200_000).toISOString().slice(0, 10);
}

/**
 * The head of the work queue: applications whose applicant has answered staff's request, which
 * staff have not decided on yet, oldest answer first. The list shows up to ANSWERED_FIRST_MAX of
 * them above its oldest-first rows (a query of their own: `requestState` is absent on most
 * applications, and Firestore can neither order by nor exclude a field a document lacks).
 */
export const ANSWERED_FIRST = {
  condition: { field: REQUEST_STATE, op: '==', value: 'answered' },
  order: { field: ANSWERED_AT, direction: 'asc' },
} as const;
export const ANSWERED_FIRST_MAX = 24;

/** What the lists flag on an application: an answer waiting for staff, or a reply overdue. */
export type RequestFlag = 'answered' | 'overdue';

/**
 * `overdue` when its request is open and its reply-by date (YYYY-MM-DD) is before `today`, the
 * Dar es Salaam day (officeDay); the dashboard counts the same (overdueConditions).
 */
export function requestFlagOf(application: Record<string, unknown>, today: string): RequestFlag | undefined {
  const state = application[REQUEST_STATE];
  if (state === 'answered') return 'answered';
  const replyBy = application[REPLY_BY];
  return state === 'open' && typeof replyBy === 'string' && replyBy < today ? 'overdue' : undefined;
}
