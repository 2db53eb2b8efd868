// `npm run seed` as the bench runs it, into a project of its own on the test emulators (its rebuild
// of the Reports' figures would rewrite the shared project's): the paid applications it writes come
// with the payments that paid them, so the demo's Reports show money, and the attempts that failed,
// were abandoned or are still open come in a checkout's shares, so its failure rate shows too.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, onTestFinished } from 'vitest';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, PRICES, type ApplicationKind } from '#domain/kinds';
import { paymentSchema } from '#domain/payment';
import { ATTEMPT_OUTCOMES, type PeriodCounts } from '#domain/reports/counts';
import { runScript } from '../support/runScript.ts';

// The seed's own default: attempts still open are those of the last few days, one in a hundred.
const APPLICATIONS = 100;

/** An Admin SDK app of its own for the seeded project, named after it; deleted after the test. */
const projectApp = (projectId: string) => initializeApp({ projectId }, projectId);

describe('npm run seed', { timeout: 120_000 }, () => {
  it('pays for each paid application with a payment of its price, which the Reports count', async () => {
    const projectId = `demo-seed-${randomUUID().slice(0, 8)}`;
    const run = await runScript('seed.ts', ['--applications', String(APPLICATIONS)], {
      FIREBASE_PROJECT_ID: projectId,
      GCLOUD_PROJECT: projectId,
    });
    expect(run.code, run.output).toBe(0);
    const app = projectApp(projectId);
    onTestFinished(() => deleteApp(app));
    const db = getFirestore(app);

    const paid = new Map<string, { kind: ApplicationKind; paidAt: number; reference: string }>();
    for (const kind of APPLICATION_KINDS) {
      const stored = await db
        .collection(APPLICATION_COLLECTIONS[kind])
        .where('paymentStatus', '==', 'paid')
        .get();
      for (const application of stored.docs) {
        const paidAt = application.get('paidAt') as Timestamp | undefined;
        expect(paidAt, `${kind} ${application.id} is paid without a time`).toBeDefined();
        paid.set(application.id, {
          kind,
          paidAt: paidAt!.toMillis(),
          reference: application.get('reference') as string,
        });
      }
    }
    expect(paid.size).toBeGreaterThan(0);

    const payments = (await db.collection('payments').get()).docs.filter(
      (snapshot) => snapshot.get('state') === 'paid',
    );
    expect(payments).toHaveLength(paid.size);
    let money = 0;
    for (const snapshot of payments) {
      const payment = paymentSchema.parse(snapshot.data());
      expect(payment.orderId).toBe(snapshot.id);
      const application = paid.get(payment.applicationId);
      expect(application, `payment ${payment.orderId} pays no paid application`).toBeDefined();
      expect(payment).toMatchObject({
        applicationKind: application!.kind,
        amount: PRICES[application!.kind],
        reference: application!.reference,
        state: 'paid',
      });
      expect((payment.paidAt as Timestamp).toMillis()).toBe(application!.paidAt);
      expect(application!.paidAt).toBeLessThanOrEqual(Date.now());
      money += payment.amount;
    }

    // Every month's money over the agency as a whole, as the Reports read it, adds up to the payments.
    const months = await db.collection('reportMonths').where('scope', '==', 'all').get();
    const counted = months.docs.reduce((sum, month) => sum + moneyOf(month.data()), 0);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBe(money);

    // The payments report: every outcome, and a failure rate a mobile-money checkout sees.
    const attempts = months.docs.reduce(
      (sum, month) => {
        for (const kind of Object.values((month.get('kinds') ?? {}) as PeriodCounts)) {
          for (const outcome of ATTEMPT_OUTCOMES) sum[outcome] += kind?.attempts?.[outcome] ?? 0;
        }
        return sum;
      },
      { paid: 0, failed: 0, abandoned: 0, open: 0 },
    );
    expect(attempts.paid).toBe(paid.size);
    expect(attempts.failed).toBeGreaterThan(0);
    expect(attempts.abandoned).toBeGreaterThan(0);
    expect(attempts.open).toBeGreaterThan(0);
    const all = attempts.paid + attempts.failed + attempts.abandoned + attempts.open;
    expect(attempts.failed / all).toBeGreaterThanOrEqual(0.1);
    expect(attempts.failed / all).toBeLessThanOrEqual(0.3);
    expect(attempts.open / all).toBeLessThanOrEqual(0.05);

    // Each attempt is its application's, whose payment status its last attempt decides.
    for (const snapshot of (await db.collection('payments').get()).docs) {
      const payment = paymentSchema.parse(snapshot.data());
      const application = await db
        .collection(APPLICATION_COLLECTIONS[payment.applicationKind as ApplicationKind])
        .doc(payment.applicationId)
        .get();
      expect(application.exists).toBe(true);
      if (payment.state === 'open') expect(application.get('paymentStatus')).toBe('pending');
      if (payment.state !== 'paid') expect(payment.paidAt).toBeUndefined();
    }
  });
});

/** The money a counts document holds over the services: what was paid, before anything went back. */
const moneyOf = (counts: DocumentData) =>
  Object.values((counts.kinds ?? {}) as PeriodCounts).reduce(
    (sum, kind) => sum + (kind?.money?.total ?? 0),
    0,
  );
