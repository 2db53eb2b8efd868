import type { ApplicationStatus, PaymentStatus } from './meta.js';

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
 * What an application says of its pending request, for the staff lists (work queue, overdue),
 * written by the API with the request, its answer and its decision; absent when none is pending.
 * `requestReplyBy` (YYYY-MM-DD) while open; `requestAnsweredAt` (a timestamp) while answered.
 */
export const APPLICATION_REQUEST_FIELDS = {
  state: 'requestState',
  replyBy: 'requestReplyBy',
  answeredAt: 'requestAnsweredAt',
} as const;
const { state: REQUEST_STATE, replyBy: REPLY_BY, answeredAt: ANSWERED_AT } = APPLICATION_REQUEST_FIELDS;

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
 * Dar es Salaam day (todayInDarEsSalaam); the dashboard counts the same (overdueConditions).
 */
export function requestFlagOf(application: Record<string, unknown>, today: string): RequestFlag | undefined {
  const state = application[REQUEST_STATE];
  if (state === 'answered') return 'answered';
  const replyBy = application[REPLY_BY];
  return state === 'open' && typeof replyBy === 'string' && replyBy < today ? 'overdue' : undefined;
}
