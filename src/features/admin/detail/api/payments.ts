import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { ApplicationKind } from '#domain/kinds';
import { isTimestampLike, timestampToMillis } from '#domain/meta';
import type { PaymentRecordStatus } from '#domain/paymentState';
import { COLLECTIONS } from '#domain/kinds';
import { getLiteDb } from '#lib/firebase/lite';

export type PaymentRow = {
  orderId: string;
  amount: number;
  status: PaymentRecordStatus;
  /** When the attempt started, in milliseconds; null if the record has no time. */
  at: number | null;
};

/**
 * Every payment attempt for one application, newest first. One equality filter needs no
 * composite index; an application has a few attempts, so they are sorted here.
 */
export async function fetchPayments(kind: ApplicationKind, applicationId: string): Promise<PaymentRow[]> {
  const db = await getLiteDb();
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.payments), where('applicationId', '==', applicationId)),
  );
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((payment) => payment.applicationKind === kind)
    .map((payment) => ({
      orderId: String(payment.orderId ?? ''),
      amount: Number(payment.amount),
      status: payment.status as PaymentRecordStatus,
      at: isTimestampLike(payment.createdAt) ? timestampToMillis(payment.createdAt) : null,
    }))
    .sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}
