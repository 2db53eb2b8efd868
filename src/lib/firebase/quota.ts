import type { User } from 'firebase/auth';
import { COLLECTIONS } from '../../domain/kinds';
import { QuotaRefused, quotaRefusal, type QuotaAction, type QuotaRecord } from '../../domain/ownership';
import { readFields, type DocumentWrite } from './documentWrites';

const quotaPath = (uid: string, action: QuotaAction) => `${COLLECTIONS.quotas}/${uid}/actions/${action}`;

/**
 * The sender's quota record (firestore.rules, quotas), refused up front when this device's clock
 * says the rules would refuse it, so the user learns why instead of seeing a bare failure.
 */
export async function checkedQuota(user: User, action: QuotaAction): Promise<QuotaRecord | undefined> {
  const fields = await readFields(user, quotaPath(user.uid, action));
  const last = fields?.last && 'timestampValue' in fields.last ? Date.parse(fields.last.timestampValue) : NaN;
  const count = fields?.count && 'integerValue' in fields.count ? Number(fields.count.integerValue) : NaN;
  const previous =
    Number.isNaN(last) || Number.isNaN(count) ? undefined : { last: { toMillis: () => last }, count };
  const refusal = quotaRefusal(action, previous, Date.now());
  if (refusal) throw new QuotaRefused(refusal);
  return previous;
}

/** The quota's update, written in the batch that creates what it counts, document `counted`. */
export function quotaWrite({
  uid,
  action,
  count,
  counted,
}: {
  uid: string;
  action: QuotaAction;
  count: number;
  counted: string;
}): DocumentWrite {
  return { path: quotaPath(uid, action), data: { count, counted }, serverTime: ['last'] };
}

/** Whether Firestore refused a request by its rules (as opposed to failing to reach it). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'permission-denied';
}
