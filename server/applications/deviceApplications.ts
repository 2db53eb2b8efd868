import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions, paymentStatusOptions } from '#domain/meta';
import { MY_APPLICATIONS_PER_SERVICE, type MyApplicationSummary } from '#domain/tracking';
import { paidPaymentOf } from '../payments/records.ts';
import { offeredResults } from '../results/records.ts';
import { storedDate } from './storedTime.ts';

const oneOf = <V extends string>(values: readonly V[], value: unknown, otherwise: V): V =>
  values.find((each) => each === value) ?? otherwise;

/**
 * The applications `uid` submitted, of every service (at most MY_APPLICATIONS_PER_SERVICE each),
 * newest first, as summaries: what a device may see without the phone number on them. Fields are
 * picked one by one, never copied, so a field added to the records later cannot slip out here.
 */
export async function deviceApplications(db: Firestore, uid: string): Promise<MyApplicationSummary[]> {
  const perService = await Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      const mine = await db
        .collection(APPLICATION_COLLECTIONS[kind])
        .where('submittedBy', '==', uid)
        .orderBy('createdAt', 'desc')
        .limit(MY_APPLICATIONS_PER_SERVICE)
        .get();
      return Promise.all(mine.docs.map((application) => summaryOf(db, kind, application)));
    }),
  );
  return perService.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function summaryOf(
  db: Firestore,
  kind: ApplicationKind,
  application: DocumentSnapshot,
): Promise<MyApplicationSummary> {
  const paymentStatus = oneOf(paymentStatusOptions.values, application.get('paymentStatus'), 'unpaid');
  // Only a paid application has a paid payment to date; the others cost no read.
  const paid = paymentStatus === 'paid' ? await paidPaymentOf(db, { kind, id: application.id }) : undefined;
  const statusUpdatedAt = storedDate(application.get('statusUpdatedAt'));
  const paidAt = storedDate(paid?.get('paidAt')) ?? storedDate(paid?.get('updatedAt'));
  const reference = application.get('reference') as unknown;
  const status = oneOf(applicationStatusOptions.values, application.get('status'), 'submitted');
  // Handing results back completes an application: the others cost no read.
  const results = status === 'completed' ? await offeredResults(db, { kind, id: application.id }) : [];
  return {
    kind,
    id: application.id,
    reference: typeof reference === 'string' ? reference : '',
    status,
    paymentStatus,
    createdAt: (storedDate(application.get('createdAt')) ?? new Date(0)).toISOString(),
    ...(statusUpdatedAt ? { statusUpdatedAt: statusUpdatedAt.toISOString() } : {}),
    ...(paidAt ? { paidAt: paidAt.toISOString() } : {}),
    ...(results.length > 0 ? { resultCount: results.length } : {}),
  };
}
