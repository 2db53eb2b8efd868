// `npm run seed` as `npm start` and the bench run it, into a project of its own on the test
// emulators (its rebuild of the Reports' figures would rewrite the shared project's): the paid
// applications it writes come with the payments that paid them, so the demo's Reports show money.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, onTestFinished } from 'vitest';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, PRICES, type ApplicationKind } from '#domain/kinds';
import { paymentSchema } from '#domain/payment';
import type { PeriodCounts } from '#domain/reports/counts';
import { runScript } from '../support/runScript.ts';

const APPLICATIONS = 28;

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

    const payments = (await db.collection('payments').get()).docs;
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
  });
});

/** The money a counts document holds over the services: what was paid, before anything went back. */
const moneyOf = (counts: DocumentData) =>
  Object.values((counts.kinds ?? {}) as PeriodCounts).reduce(
    (sum, kind) => sum + (kind?.money?.total ?? 0),
    0,
  );
