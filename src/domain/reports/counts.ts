// The owner's figures are kept as running counts per day and per month (and the same again for
// each agent), that the API adds to in the same transaction as the change they count, spread over
// a few documents per period (shards.ts) so that no document takes every change. This module says
// what each change adds, as plain numbers; the API turns them into Firestore increments
// (server/reports/counter.ts) and the rebuild (ops/rebuild-reports.ts) adds them up from the
// records, so the two can never count differently.
//
// Every count is kept per service, so a report for one service reads the same documents. Nothing a
// document holds grows with the number of applications: waits are counted per band of length.
import { isAan } from '../aan.js';
import { feeSplit, type FeePart } from '../money.js';
import type { ApplicationStatus } from '../meta.js';
import type { ApplicationKind } from '../kinds.js';
import type { PaymentState } from '../paymentState.js';
import { waitBucket, type WaitBands } from './waitBuckets.js';

/** An application waits in the queue while it is paid and not finished. */
export const QUEUE_STATUSES = ['submitted', 'in_review', 'action_needed', 'approved'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** How a payment attempt ended, as the payments report counts it; `open` has not ended yet. */
export const ATTEMPT_OUTCOMES = ['paid', 'failed', 'abandoned', 'open'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/**
 * Who does what (the staff report): each staff member's counts are kept in a scope of their own,
 * `staff:{uid}`, beside the agency's and the agents', with the same documents, shards and folding.
 */
export const staffScope = (uid: string) => `staff:${uid}`;
export const isStaffScope = (scope: unknown) => typeof scope === 'string' && scope.startsWith('staff:');

/** The staff report's wait: from when the staff member took an application to its completion. */
export const STAFF_WAIT = 'takenToCompleted';

/** The two waits the speed report measures, in milliseconds. */
export const WAITS = ['paidToCompleted', 'askedToAnswered'] as const;
export type Wait = (typeof WAITS)[number];

/**
 * `governmentReturned`: the government fee within money given back, which was never passed on; so
 * what the agency kept is not less by it twice (figures.ts earningsOf).
 */
export type MoneyCounts = Record<FeePart | 'total' | 'reversed' | 'governmentReturned' | 'commission', number>;

/** What one service adds up to in a day or a month. Every field may be missing: nothing happened. */
export type KindCounts = {
  /** Applications sent (the API creates an application when it is sent: a draft is never one). */
  received?: number;
  /** Applications paid for: the payment that paid each one, by the day it was confirmed. */
  paid?: number;
  /** Changes of status into `completed`, and into `rejected`. */
  completed?: number;
  rejected?: number;
  /** Confirmed payments in shillings, by the day confirmed; reversals by the day recorded. */
  money?: Partial<MoneyCounts>;
  /** Payment attempts by the day they were started, with the outcome they have now. */
  attempts?: Partial<Record<AttemptOutcome, number>>;
  /** How the queue (paid, unfinished applications) changed, by status: +1 in, −1 out. */
  queue?: Partial<Record<QueueStatus, number>>;
  /** How many waits ended, per band of their length (waitBuckets.ts). */
  waitBuckets?: Partial<Record<Wait | typeof STAFF_WAIT, WaitBands>>;
  /** A staff member's scope only: applications they took (or were given), requests they made. */
  taken?: number;
  requests?: number;
  /**
   * Each wait that ended, in ms, under the id of its application or request: how waits were kept
   * before they were counted per band, read as bands (legacyWaits.ts) and no longer written.
   */
  waits?: Partial<Record<Wait, Record<string, number>>>;
};

export type PeriodCounts = Partial<Record<ApplicationKind, KindCounts>>;

/**
 * A day ('YYYY-MM-DD') or a month ('YYYY-MM'), for the agency as a whole or one agent: one of the
 * documents the period's counts are spread over, or all of them added up.
 */
export type CountsDocument = { scope: string; period: string; kinds?: PeriodCounts };

export const ALL_SCOPE = 'all';
export const agentScope = (aan: string) => `agent:${aan}`;

/** The scopes a change to an application counts in: the agency's, and its agent's if it has one. */
export function scopesOf(aan: unknown): string[] {
  return isAan(aan) ? [ALL_SCOPE, agentScope(aan)] : [ALL_SCOPE];
}

/**
 * The id of a scope's period (an AAN has only capitals, digits and dashes): of the document its
 * counts are folded into, and the stem of its shards' ids (shards.ts).
 */
export const countsDocumentId = (scope: string, period: string) => `${scope.replace(':', '_')}_${period}`;

/** What a change adds: numbers to increment, at paths below `kinds.{kind}`. */
export type CountChange = { kind: ApplicationKind; add: Record<string, number> };

const change = (kind: ApplicationKind, add: Record<string, number> = {}): CountChange => ({ kind, add });

/** One more wait of `ms` in its band. */
const waitEnded = (wait: Wait, ms: number) => ({ [`waitBuckets.${wait}.${waitBucket(ms)}`]: 1 });

export function isQueueStatus(status: unknown): status is QueueStatus {
  return QUEUE_STATUSES.includes(status as QueueStatus);
}

/** Where an application stands in the queue: its status while paid and unfinished, otherwise none. */
export function queuePlace(application: { status?: unknown; paymentStatus?: unknown }): QueueStatus | undefined {
  return application.paymentStatus === 'paid' && isQueueStatus(application.status)
    ? application.status
    : undefined;
}

function queueMove(from: QueueStatus | undefined, to: QueueStatus | undefined): Record<string, number> {
  if (from === to) return {};
  return {
    ...(from ? { [`queue.${from}`]: -1 } : {}),
    ...(to ? { [`queue.${to}`]: 1 } : {}),
  };
}

/** An application was sent. */
export const received = (kind: ApplicationKind) => change(kind, { received: 1 });

/**
 * A payment was confirmed, for `amount` shillings. Only the attempt that paid the application
 * (`paysApplication`) counts it as paid, earns its agent `commission` and moves it into the queue;
 * money a second attempt took by mistake is still money taken.
 */
export function paymentConfirmed(
  kind: ApplicationKind,
  amount: number,
  pays: { paysApplication: boolean; commission?: number; status?: unknown },
): CountChange {
  const split = feeSplit(amount);
  const add: Record<string, number> = {
    'money.total': amount,
    'money.processing': split.processing,
    'money.form': split.form,
    'money.government': split.government,
  };
  if (pays.paysApplication) {
    add.paid = 1;
    if (pays.commission) add['money.commission'] = pays.commission;
    Object.assign(add, queueMove(undefined, queuePlace({ status: pays.status, paymentStatus: 'paid' })));
  }
  return change(kind, add);
}

/** A confirmed payment's money went back; its agent's commission, and its government fee, with it. */
export function paymentReversed(kind: ApplicationKind, amount: number, commission = 0): CountChange {
  return change(kind, {
    'money.reversed': amount,
    'money.governmentReturned': feeSplit(amount).government,
    ...(commission ? { 'money.commission': -commission } : {}),
  });
}

/** The outcome the payments report gives a state; none while the gateway has not been asked yet. */
export function attemptOutcome(state: PaymentState): AttemptOutcome | undefined {
  switch (state) {
    case 'creating':
      return undefined;
    case 'paid':
      return 'paid';
    case 'refused':
    case 'failed':
      return 'failed';
    case 'closed':
      return 'abandoned';
    default:
      return 'open';
  }
}

/** An attempt moved from one state to another: counted on the day it was started. */
export function attemptMoved(kind: ApplicationKind, before: PaymentState, next: PaymentState): CountChange {
  const from = attemptOutcome(before);
  const to = attemptOutcome(next);
  if (from === to) return change(kind);
  return change(kind, {
    ...(from ? { [`attempts.${from}`]: -1 } : {}),
    ...(to ? { [`attempts.${to}`]: 1 } : {}),
  });
}

export type ApplicationFacts = { status?: unknown; paymentStatus?: unknown; paidAt?: number };

/**
 * An application's status changed from what `before` says to `status`, at `at` (ms). A change into
 * `completed` of a paid application counts how long it waited since it was paid.
 */
export function statusChanged(
  kind: ApplicationKind,
  before: ApplicationFacts,
  status: ApplicationStatus,
  at: number,
): CountChange {
  if (before.status === status) return change(kind);
  const add: Record<string, number> = {
    ...queueMove(queuePlace(before), queuePlace({ ...before, status })),
  };
  if (status === 'completed' || status === 'rejected') add[status] = 1;
  if (status === 'completed' && before.paidAt !== undefined && at >= before.paidAt) {
    Object.assign(add, waitEnded('paidToCompleted', at - before.paidAt));
  }
  return change(kind, add);
}

/** An application was deleted: it leaves the queue; the money it brought stays counted. */
export const applicationDeleted = (kind: ApplicationKind, before: ApplicationFacts) =>
  change(kind, queueMove(queuePlace(before), undefined));

/** An applicant answered a request for more information asked at `askedAt`, at `at` (both ms). */
export function requestAnswered(kind: ApplicationKind, askedAt: number, at: number) {
  return change(kind, at >= askedAt ? waitEnded('askedToAnswered', at - askedAt) : {});
}

/** A staff member took an application, or was given it (counted in their scope). */
export const staffTook = (kind: ApplicationKind) => change(kind, { taken: 1 });

/** A staff member asked an applicant for something (counted in their scope). */
export const staffAsked = (kind: ApplicationKind) => change(kind, { requests: 1 });

/**
 * A staff member changed an application's status from `before` to `status` at `at` (ms): into
 * completed or rejected counts in their scope, a completion with how long since it was taken
 * (`takenAt`, ms) when it was.
 */
export function staffDecided(
  kind: ApplicationKind,
  before: unknown,
  status: ApplicationStatus,
  at: number,
  takenAt?: number,
): CountChange {
  if (before === status || (status !== 'completed' && status !== 'rejected')) return change(kind);
  const add: Record<string, number> = { [status]: 1 };
  if (status === 'completed' && takenAt !== undefined && at >= takenAt) {
    add[`waitBuckets.${STAFF_WAIT}.${waitBucket(at - takenAt)}`] = 1;
  }
  return change(kind, add);
}

/** Adds a change to plain counts, as the increments would in Firestore: what the rebuild uses. */
export function addChange(counts: PeriodCounts, { kind, add }: CountChange): PeriodCounts {
  const own = (counts[kind] ??= {}) as Record<string, unknown>;
  for (const [path, amount] of Object.entries(add)) {
    const keys = path.split('.');
    let node = own;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const key = keys.at(-1)!;
    node[key] = ((node[key] as number | undefined) ?? 0) + amount;
  }
  return counts;
}
