// When the scheduled reconciliation (reconcileJob.ts) asks the gateway about a pending payment,
// kept on the payment as `checkDueAt`. A webhook settles a payment within seconds, and the payer's
// status screen asks while it is open; the system steps in only when nobody has settled a payment
// for 15 minutes, asks again every 15 minutes while the gateway may still take the money, and stops
// after one answer once the order has closed, so an abandoned attempt neither fills the
// application's history nor takes a place in every run.
import { Timestamp } from 'firebase-admin/firestore';

const MINUTE = 60_000;
export const FIRST_CHECK_AFTER_MS = 15 * MINUTE;
export const RECHECK_AFTER_MS = 15 * MINUTE;
/** A payment made in the order's last moments may reach the gateway's records a little after it closes. */
const CLOSING_GRACE_MS = 5 * MINUTE;

/** When a payment started now is first due. */
export const firstCheckDue = (now = Date.now()) => Timestamp.fromMillis(now + FIRST_CHECK_AFTER_MS);

/**
 * When to ask about a payment again after asking at `askedAt`: never once it is settled, nor once
 * the gateway answered after its order had closed (`closesAt`: no money can come any more);
 * otherwise, answered or not, 15 minutes on.
 */
export function nextCheckDue({
  pending,
  closesAt,
  askedAt,
  answered,
}: {
  pending: boolean;
  closesAt: Date | undefined;
  askedAt: number;
  answered: boolean;
}): Timestamp | undefined {
  if (!pending) return undefined;
  // A record without a creation time has no known expiry: one answer is all it gets.
  const closed = askedAt >= (closesAt?.getTime() ?? -Infinity) + CLOSING_GRACE_MS;
  if (answered && closed) return undefined;
  return Timestamp.fromMillis(askedAt + RECHECK_AFTER_MS);
}
