import { doc, getDoc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../domain/kinds';
import { QuotaRefused, quotaRefusal, type QuotaAction, type QuotaRecord } from '../../domain/ownership';

const quotaDoc = (db: Firestore, uid: string, action: QuotaAction) =>
  doc(db, COLLECTIONS.quotas, uid, 'actions', action);

/**
 * The sender's quota record (firestore.rules, quotas), refused up front when this device's clock
 * says the rules would refuse it, so the user learns why instead of seeing a bare failure.
 */
export async function checkedQuota(
  db: Firestore,
  uid: string,
  action: QuotaAction,
): Promise<QuotaRecord | undefined> {
  const snapshot = await getDoc(quotaDoc(db, uid, action));
  const previous = snapshot.exists() ? (snapshot.data() as QuotaRecord) : undefined;
  const refusal = quotaRefusal(action, previous, Date.now());
  if (refusal) throw new QuotaRefused(refusal);
  return previous;
}

/** Adds the quota's update to the batch that creates what it counts, document `counted`. */
export function countInBatch(
  batch: WriteBatch,
  db: Firestore,
  { uid, action, count, counted }: { uid: string; action: QuotaAction; count: number; counted: string },
) {
  batch.set(quotaDoc(db, uid, action), { last: serverTimestamp(), count, counted });
}

/** Whether Firestore refused a request by its rules (as opposed to failing to reach it). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'permission-denied';
}
