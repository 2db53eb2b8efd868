// Who owns an application, and how fast one user may create them. The client writes an application
// in one batch with its reference claim and its sender's quota; firestore.rules checks all three
// together, so none can be written without the others.
import type { ApplicationKind } from './kinds.js';

/** references/{reference}: the one application a reference belongs to. */
export type ReferenceClaim = { kind: ApplicationKind; applicationId: string };

/** What a user creates that the quotas count; the id of the quota document under quotas/{uid}/actions. */
export const QUOTA_ACTIONS = ['applications', 'feedbacks'] as const;
export type QuotaAction = (typeof QUOTA_ACTIONS)[number];

/**
 * At most one creation per `minGapSeconds`, and `perDay` in a day (UTC, the rules' clock). Enough
 * for an agent's office filing for many clients; a script is stopped within seconds.
 */
export const QUOTAS = {
  applications: { minGapSeconds: 10, perDay: 30 },
  feedbacks: { minGapSeconds: 10, perDay: 10 },
} as const satisfies Record<QuotaAction, { minGapSeconds: number; perDay: number }>;

/**
 * quotas/{uid}/actions/{action}: `last` is the server time of the latest creation (written as
 * serverTimestamp()), `count` how many there were on that UTC day, this one included, and
 * `counted` the id of the document it counted (so one count covers one creation).
 */
export type QuotaRecord = { last: { toMillis(): number }; count: number; counted?: string };

const DAY_MS = 86_400_000;

/**
 * The `count` the next creation must write: one more on the same UTC day as `previous.last`, else
 * 1. Judged by this device's clock, which the rules do not trust: a wrong guess is refused, and
 * the writer tries the other count (see `otherCount`).
 */
export function nextCount(previous: QuotaRecord | undefined, nowMs: number): number {
  if (!previous) return 1;
  const sameDay = Math.floor(previous.last.toMillis() / DAY_MS) === Math.floor(nowMs / DAY_MS);
  return sameDay ? previous.count + 1 : 1;
}

/** Why a creation would be refused by the quota as this device's clock sees it, if it would be. */
export function quotaRefusal(
  action: QuotaAction,
  previous: QuotaRecord | undefined,
  nowMs: number,
): 'tooSoon' | 'dailyLimit' | undefined {
  if (!previous) return undefined;
  if (nowMs - previous.last.toMillis() < QUOTAS[action].minGapSeconds * 1000) return 'tooSoon';
  if (nextCount(previous, nowMs) > QUOTAS[action].perDay) return 'dailyLimit';
  return undefined;
}

/** The rules would refuse this creation: too soon after the last one, or the day's ceiling reached. */
export class QuotaRefused extends Error {
  constructor(readonly reason: 'tooSoon' | 'dailyLimit') {
    super(`Refused by the quota: ${reason}`);
    this.name = 'QuotaRefused';
  }

  /** The translation key of what to tell the user. */
  get messageKey() {
    return `quota.${this.reason}`;
  }
}
