// The scheduled reconciliation (server/payments/reconcileJob.ts) against the fake Selcom: a payment
// whose webhook never came is settled by asking the gateway, a budget at a time, exactly once however
// many instances run, and each check is written in the application's history for staff. A payment's
// age is made by moving its times back, not by waiting.
import { setTimeout } from 'node:timers/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#domain/kinds';
import { parseEnv } from '#server/env.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { paymentProviderFor } from '#server/payments/index.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { reconcileDuePayments } from '#server/payments/reconcileJob.ts';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { selcomSettings } from '../support/fakeSelcom.ts';
import { withFakeSelcomApi } from '../support/fakeSelcomApi.ts';
import { postJson, request } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';

const selcom = withFakeSelcomApi({ settings: { PAYMENT_TIMEOUT_MS: '1000' } });
const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;

/**
 * The provider the API builds from its settings, pointed at the fake (or at an address that
 * refuses); with `delayMs`, each status query waits that long first, as a slow gateway would.
 */
function gateway(url = selcom.fake.url, delayMs = 0): PaymentProvider {
  const settings = selcomSettings({ url }, selcom.credentials, { PAYMENT_TIMEOUT_MS: '1000' });
  const env = parseEnv({ ...process.env, NODE_ENV: 'test', ...settings });
  const provider = paymentProviderFor(env, initFirebaseAdmin(env.FIREBASE_PROJECT_ID));
  return {
    ...provider,
    orderStatus: async (orderId) => {
      await setTimeout(delayMs);
      return provider.orderStatus(orderId);
    },
  };
}

const runJob = (options: { budget?: number; gatewayUrl?: string; gatewayDelayMs?: number } = {}) =>
  reconcileDuePayments(adminServices().db, gateway(options.gatewayUrl, options.gatewayDelayMs), {
    budget: options.budget ?? 50,
    expiryMinutes: 60,
  });

/** A visa application and a payment started for it at the gateway, whose webhook the test controls. */
async function startedPayment() {
  const application = await storedApplication('visa');
  const answer = await postJson('/api/payments', paymentRequestFor(application), selcom.api.url);
  expect(answer.status).toBe(200);
  return { application, orderId: orderIdOf(answer) };
}

const paymentRef = (orderId: string) => adminServices().db.collection(COLLECTIONS.payments).doc(orderId);

/** Makes a payment `minutes` older: every time on it moves back together. */
async function age(orderId: string, minutes: number) {
  const payment = await paymentRef(orderId).get();
  const back = (field: string) => {
    const at = payment.get(field) as Timestamp | undefined;
    return at ? { [field]: Timestamp.fromMillis(at.toMillis() - minutes * MINUTE) } : {};
  };
  await paymentRef(orderId).update({
    ...back('createdAt'),
    ...back('updatedAt'),
    ...back('expiresAt'),
    ...back('checkDueAt'),
  });
}

/** The payer paid at the gateway, and the gateway's call to our webhook was lost. */
const paidWithoutWebhook = (orderId: string) => selcom.fake.settle(orderId, 'COMPLETED', { notify: false });

/** How often the gateway was asked about `orderId`. */
const statusQueries = (orderId: string) =>
  selcom.fake.calls.filter(
    (call) => call.path.endsWith('/checkout/order-status') && call.fields.order_id === orderId,
  ).length;

async function systemChecks(applicationId: string) {
  const events = await adminServices()
    .db.collection(COLLECTIONS.applicationEvents)
    .where('applicationId', '==', applicationId)
    .get();
  return events.docs.map((doc) => doc.data()).filter((event) => event.type === 'paymentCheck');
}

async function paidNotices(applicationId: string) {
  const notices = await adminServices()
    .db.collection(NOTIFICATIONS)
    .where('applicationId', '==', applicationId)
    .get();
  return notices.docs
    .map((doc) => doc.data())
    .filter((notice) => notice.event === 'paid')
    .map((notice) => notice.channel as string)
    .sort();
}

describe('the scheduled payment reconciliation', () => {
  it('pays a payment whose webhook never came in one run, and staff see the check in its history', async () => {
    const { application, orderId } = await startedPayment();
    await paidWithoutWebhook(orderId);
    await age(orderId, 16);

    expect(await runJob()).toEqual({ checked: 1, paid: 1, failed: 0, pending: 0, errors: 0, skipped: 0 });
    expect((await paymentRef(orderId).get()).get('status')).toBe('paid');
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
    expect(await systemChecks(application.id)).toEqual([
      expect.objectContaining({ orderId, outcome: 'paid', actorUid: 'system', actorEmail: null }),
    ]);

    const staff = await signedInUser('staff');
    const history = await request(`/api/applications/visa/${application.id}/events`, {
      headers: { authorization: `Bearer ${staff.idToken}` },
    });
    expect(history.status).toBe(200);
    const events = (history.body as { events: { type: string }[] }).events;
    expect(events.filter((event) => event.type === 'paymentCheck')).toEqual([
      expect.objectContaining({ type: 'paymentCheck', orderId, outcome: 'paid', actorUid: 'system' }),
    ]);
    // The payment it settled moved the application to paid, by the system, newest first.
    expect(events.find((event) => event.type === 'payment')).toMatchObject({
      paymentStatus: 'paid',
      actorUid: 'system',
    });
  });

  it('marks it paid exactly once when two runs follow each other', async () => {
    const { application, orderId } = await startedPayment();
    await paidWithoutWebhook(orderId);
    await age(orderId, 16);

    await runJob();
    expect(await runJob()).toMatchObject({ checked: 0, paid: 0 });
    expect(statusQueries(orderId)).toBe(1);
    expect(await paidNotices(application.id)).toEqual(['email', 'sms']);
    expect(await systemChecks(application.id)).toHaveLength(1);
  });

  it('marks it paid exactly once when two runs overlap', async () => {
    const { application, orderId } = await startedPayment();
    await paidWithoutWebhook(orderId);
    await age(orderId, 16);

    // A slow gateway: the second run meets the payment while the first is still asking about it.
    const [first, second] = await Promise.all([
      runJob({ gatewayDelayMs: 3000 }),
      runJob({ gatewayDelayMs: 3000 }),
    ]);
    expect(first.paid + second.paid).toBe(1);
    expect(first.checked + second.checked).toBe(1);
    expect(statusQueries(orderId)).toBe(1);
    expect((await paymentRef(orderId).get()).get('status')).toBe('paid');
    expect(await paidNotices(application.id)).toEqual(['email', 'sms']);
    expect(await systemChecks(application.id)).toEqual([expect.objectContaining({ outcome: 'paid' })]);
  });

  it('leaves a payment younger than 15 minutes alone, and checks it once it is older', async () => {
    const { application, orderId } = await startedPayment();
    await age(orderId, 14);

    expect(await runJob()).toMatchObject({ checked: 0 });
    expect(statusQueries(orderId)).toBe(0);
    expect(await systemChecks(application.id)).toEqual([]);
    expect((await paymentRef(orderId).get()).get('status')).toBe('pending');

    await age(orderId, 2);
    expect(await runJob()).toMatchObject({ checked: 1, pending: 1 });
    expect(await systemChecks(application.id)).toEqual([expect.objectContaining({ outcome: 'pending' })]);
  });

  it('asks again about a payment still pending only after another 15 minutes', async () => {
    const { application, orderId } = await startedPayment();
    await age(orderId, 16);
    expect(await runJob()).toMatchObject({ checked: 1, pending: 1 });
    expect(await runJob()).toMatchObject({ checked: 0 });

    await paidWithoutWebhook(orderId);
    await age(orderId, 15);
    expect(await runJob()).toMatchObject({ checked: 1, paid: 1 });
    expect((await systemChecks(application.id)).map((check) => check.outcome).sort()).toEqual([
      'paid',
      'pending',
    ]);
  });

  it('checks no more than its budget in one run, oldest first, and the rest in the next', async () => {
    const started = await Promise.all(Array.from({ length: 5 }, () => startedPayment()));
    // Older than anything else in the emulator, so these are the first due; the first is the oldest.
    await Promise.all(started.map(({ orderId }, index) => age(orderId, (20 * YEAR) / MINUTE - index)));
    const checksOf = async () =>
      Promise.all(started.map(async ({ application }) => (await systemChecks(application.id)).length));

    expect(await runJob({ budget: 3 })).toMatchObject({ checked: 3 });
    expect(await checksOf()).toEqual([1, 1, 1, 0, 0]);

    expect((await runJob({ budget: 3 })).checked).toBeGreaterThanOrEqual(2);
    expect(await checksOf()).toEqual([1, 1, 1, 1, 1]);
  });

  it('counts a gateway that does not answer as an error, without throwing, and leaves the payment pending', async () => {
    const { application, orderId } = await startedPayment();
    await paidWithoutWebhook(orderId);
    await age(orderId, 16);

    // Nothing listens on port 9: every status query fails to connect.
    const totals = await runJob({ gatewayUrl: 'http://127.0.0.1:9/v1' });
    expect(totals).toEqual({ checked: 1, paid: 0, failed: 0, pending: 0, errors: 1, skipped: 0 });
    expect((await paymentRef(orderId).get()).get('status')).toBe('pending');
    expect((await application.ref.get()).get('paymentStatus')).toBe('pending');
    expect(await systemChecks(application.id)).toEqual([expect.objectContaining({ outcome: 'noAnswer' })]);

    // It is asked again later, when the gateway answers.
    await age(orderId, 15);
    expect(await runJob()).toMatchObject({ checked: 1, paid: 1, errors: 0 });
    expect((await paymentRef(orderId).get()).get('status')).toBe('paid');
  });

  it('stops asking once the order has closed at the gateway unpaid', async () => {
    const { application, orderId } = await startedPayment();
    // Two days old: its order closed at the gateway long ago (after 60 minutes).
    await age(orderId, 2 * 24 * 60);
    expect(await runJob()).toMatchObject({ checked: 1, pending: 1 });

    await age(orderId, 60);
    expect(await runJob()).toMatchObject({ checked: 0 });
    expect(statusQueries(orderId)).toBe(1);
    expect(await systemChecks(application.id)).toHaveLength(1);
    // Still pending, as the gateway says: a person (or `npm run reconcile`) can still settle it.
    expect((await paymentRef(orderId).get()).get('status')).toBe('pending');
  });
});
