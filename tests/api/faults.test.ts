// The API dies (SIGKILL) while payers are at the gateway, and the gateway completes their orders
// while it is down: after a restart, the webhook delivered again and the reconciliation still
// settle both payments. A real API process on a private port, against a fake Selcom.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { selcomSettings, startFakeSelcom, type FakeSelcom } from '../support/fakeSelcom.ts';
import { postJson, request } from '../support/http.ts';
import { privateApi, type PrivateApi } from '../support/privateStack.ts';
import { signedInUser } from '../support/users.ts';

const credentials = { apiKey: 'fault-key-123', apiSecret: 'fault-secret-456' };
let fake: FakeSelcom;
let api: PrivateApi | undefined;

beforeAll(async () => {
  fake = await startFakeSelcom(credentials);
  api = await privateApi(
    FAULT_PORTS.api,
    selcomSettings(fake, credentials, { PAYMENT_TIMEOUT_MS: '2000', RECONCILE_AFTER_MINUTES: '0' }),
  );
  await api.start();
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await fake?.close();
}, 30_000);

/** A visa application with a payment started for it, the payer now at the gateway. */
async function paymentAtGateway(url: string) {
  const application = await storedApplication('visa');
  const answer = await postJson('/api/payments', paymentRequestFor(application), url);
  expect(answer.status).toBe(200);
  const orderId = orderIdOf(answer);
  expect(answer.body).toMatchObject({ success: true, redirect_url: `https://pay.example/${orderId}` });
  return { application, orderId };
}

const paymentStatus = async (orderId: string) =>
  (await adminServices().db.collection('payments').doc(orderId).get()).get('status') as string;

describe('the API restarted during a payment', () => {
  it('settles both payments after the restart: one by the webhook sent again, one by reconciliation', async () => {
    const server = api!;
    const byWebhook = await paymentAtGateway(server.url);
    const byReconciliation = await paymentAtGateway(server.url);

    await server.crash();
    await expect(request('/api/health', {}, server.url)).rejects.toThrow();

    // Both payers finish at the gateway while the API is down: neither webhook gets through.
    await fake.settle(byWebhook.orderId, 'COMPLETED', { notify: false });
    await fake.settle(byReconciliation.orderId, 'COMPLETED', { notify: false });
    expect(await fake.deliverWebhook(byWebhook.orderId)).toEqual({ delivered: false });
    expect(await fake.deliverWebhook(byReconciliation.orderId)).toEqual({ delivered: false });
    expect(await paymentStatus(byWebhook.orderId)).toBe('pending');
    expect(await paymentStatus(byReconciliation.orderId)).toBe('pending');

    await server.start();

    // (i) The gateway delivers the first webhook again; the API, checking with the gateway, settles it.
    expect(await fake.deliverWebhook(byWebhook.orderId)).toEqual({ delivered: true, status: 200 });
    expect(await paymentStatus(byWebhook.orderId)).toBe('paid');
    expect((await byWebhook.application.ref.get()).get('paymentStatus')).toBe('paid');

    // (ii) The second webhook is lost for good: staff reconciliation asks the gateway and settles it.
    expect(await paymentStatus(byReconciliation.orderId)).toBe('pending');
    const staff = await signedInUser('staff');
    const reconciled = await postJson('/api/payments/reconcile', {}, server.url, {
      authorization: `Bearer ${staff.idToken}`,
    });
    expect(reconciled.status).toBe(200);
    expect((reconciled.body as { paid: number }).paid).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(byReconciliation.orderId)).toBe('paid');
    expect((await byReconciliation.application.ref.get()).get('paymentStatus')).toBe('paid');

    // Each application was charged once: one gateway order each, no new order after the restart.
    const creates = fake.calls.filter((call) => call.path.endsWith('/checkout/create-order-minimal'));
    expect(creates.map((call) => call.fields.order_id).sort()).toEqual(
      [byWebhook.orderId, byReconciliation.orderId].sort(),
    );
  }, 90_000);
});
