// At most one open order per application: before a new order, POST /api/payments settles and
// cancels every earlier one the gateway may still hold open, so a payer can never pay twice. Real
// HTTP to the API, against a fake Selcom that checks signatures and refuses to cancel a paid order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, storedApplication } from '../support/applications.ts';
import { startFakeSelcom } from '../support/fakeSelcom.ts';
import { postJson } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';

const credentials = { apiKey: 'open-key-123', apiSecret: 'open-secret-456' };
let fake: Awaited<ReturnType<typeof startFakeSelcom>>;
let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  fake = await startFakeSelcom(credentials);
  api = await startApi({
    PAYMENT_PROVIDER: 'selcom',
    SELCOM_BASE_URL: fake.url,
    SELCOM_API_KEY: credentials.apiKey,
    SELCOM_API_SECRET: credentials.apiSecret,
    SELCOM_VENDOR: 'TILL123',
    PAYMENT_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.createMode = 'success';
  fake.state.statusMode = 'normal';
  fake.state.cancelMode = 'normal';
  fake.calls.length = 0;
});

type Application = Awaited<ReturnType<typeof storedApplication>>;

/** One press of Pay for `application`: each press is a new order id, as the payment screen sends. */
function attempt(application: Application) {
  const body = paymentRequestFor(application);
  return { orderId: body.order_id, body, send: () => postJson('/api/payments', body, api.url) };
}

const paymentDoc = (orderId: string) => adminServices().db.collection('payments').doc(orderId).get();
const paymentStatusOf = async (application: Application) =>
  (await application.ref.get()).get('paymentStatus') as string;
/** The gateway calls made, in order, as `path order_id`. */
const gatewayCalls = () =>
  fake.calls.map((call) => `${call.path.replace('/v1/checkout/', '')} ${call.fields.order_id}`);

describe('a second order for the same application', () => {
  it('cancels the first order at the gateway before creating the second: only one can be paid', async () => {
    const application = await storedApplication('visa');
    const first = attempt(application);
    expect((await first.send()).status).toBe(200);
    // The payer goes back (or opens a second tab) and presses Pay again.
    const second = attempt(application);
    const answer = await second.send();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      redirect_url: `https://pay.example/${second.orderId}`,
    });

    expect(gatewayCalls()).toEqual([
      `create-order-minimal ${first.orderId}`,
      `order-status ${first.orderId}`,
      `cancel-order ${first.orderId}`,
      `create-order-minimal ${second.orderId}`,
    ]);
    const cancel = fake.calls.find((call) => call.path.endsWith('/checkout/cancel-order'))!;
    expect(cancel.signatureOk).toBe(true);
    expect(fake.orders.get(first.orderId)!.status).toBe('CANCEL');
    const closed = await paymentDoc(first.orderId);
    expect(closed.data()).toMatchObject({ status: 'failed', cancelReason: 'cancelled' });
    expect(closed.get('cancelledAt')).toBeDefined();
    expect((await paymentDoc(second.orderId)).get('status')).toBe('pending');
    expect(await paymentStatusOf(application)).toBe('pending');

    expect(await fake.payAtGateway(first.orderId)).toBe(false);
    expect(await fake.payAtGateway(second.orderId)).toBe(true);
    expect((await paymentDoc(first.orderId)).get('status')).toBe('failed');
    expect((await paymentDoc(second.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
  });

  it('is refused with 409 when the first order was paid but its webhook was lost, and settles the first', async () => {
    const application = await storedApplication('visa');
    const first = attempt(application);
    expect((await first.send()).status).toBe(200);
    await fake.settle(first.orderId, 'COMPLETED', { notify: false });

    const second = attempt(application);
    const answer = await second.send();
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: 'This application is already paid.',
      code: 'payment.alreadyPaid',
    });
    expect(gatewayCalls()).toEqual([
      `create-order-minimal ${first.orderId}`,
      `order-status ${first.orderId}`,
    ]);
    expect((await paymentDoc(first.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
    expect((await paymentDoc(second.orderId)).exists).toBe(false);
  });

  it('cancels the order a slow gateway made after we gave up, before the Retry makes a new one', async () => {
    const application = await storedApplication('visa');
    fake.state.createMode = 'slow';
    fake.state.slowMs = 2_800;
    const first = attempt(application);
    const timedOut = await first.send();
    expect(timedOut.status).toBe(502);
    expect(timedOut.body).toMatchObject({ message: expect.stringMatching(/did not answer in time/) });
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({ status: 'failed', ambiguous: true });
    // The gateway makes the order after all, after the API stopped waiting.
    await expect.poll(() => fake.orders.get(first.orderId)?.status, { timeout: 5_000 }).toBe('PENDING');

    fake.state.createMode = 'success';
    const retry = attempt(application);
    expect((await retry.send()).status).toBe(200);
    expect(gatewayCalls().slice(1)).toEqual([
      `order-status ${first.orderId}`,
      `cancel-order ${first.orderId}`,
      `create-order-minimal ${retry.orderId}`,
    ]);
    expect(fake.orders.get(first.orderId)!.status).toBe('CANCEL');
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({
      status: 'failed',
      ambiguous: true,
      cancelReason: 'cancelled',
    });
    expect(await fake.payAtGateway(first.orderId)).toBe(false);
  });

  it('closes an order the gateway never made (notFound) and goes on', async () => {
    const application = await storedApplication('visa');
    fake.state.createMode = 'silent';
    const first = attempt(application);
    expect((await first.send()).status).toBe(502);

    fake.state.createMode = 'success';
    const retry = attempt(application);
    expect((await retry.send()).status).toBe(200);
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({
      status: 'failed',
      cancelReason: 'notFound',
    });
  });

  it('cancels nothing after a definite refusal: that order never existed', async () => {
    const application = await storedApplication('visa');
    fake.state.createMode = 'fail';
    const refused = attempt(application);
    expect((await refused.send()).status).toBe(502);
    expect((await paymentDoc(refused.orderId)).data()).toMatchObject({ status: 'failed', ambiguous: false });

    fake.state.createMode = 'success';
    const retry = attempt(application);
    expect((await retry.send()).status).toBe(200);
    expect(gatewayCalls()).toEqual([
      `create-order-minimal ${refused.orderId}`,
      `create-order-minimal ${retry.orderId}`,
    ]);
  });

  for (const mode of ['error', 'silent'] as const) {
    it(`refuses with 503 and makes no new order when the cancel cannot be confirmed (${mode})`, async () => {
      const application = await storedApplication('visa');
      const first = attempt(application);
      expect((await first.send()).status).toBe(200);

      fake.state.cancelMode = mode;
      const second = attempt(application);
      const answer = await second.send();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        message: 'Your previous payment attempt is still open. Please try again in a minute.',
        code: 'payment.previousOpen',
      });
      expect(gatewayCalls().filter((call) => call.startsWith('create-order'))).toEqual([
        `create-order-minimal ${first.orderId}`,
      ]);
      expect(fake.orders.get(first.orderId)!.status).toBe('PENDING');
      expect((await paymentDoc(first.orderId)).get('status')).toBe('pending');
      expect((await paymentDoc(second.orderId)).exists).toBe(false);
    });
  }
});

describe('idempotency and races', () => {
  it('answers the same order id sent twice the same way, refused or accepted, with one gateway order', async () => {
    const application = await storedApplication('visa');
    expect((await attempt(application).send()).status).toBe(200);
    const second = attempt(application);

    fake.state.cancelMode = 'error';
    const refused = await second.send();
    const refusedAgain = await second.send();
    expect(refused.status).toBe(503);
    expect(refusedAgain).toMatchObject({ status: 503, body: refused.body });

    fake.state.cancelMode = 'normal';
    const accepted = await second.send();
    const acceptedAgain = await second.send();
    expect(accepted.status).toBe(200);
    expect(acceptedAgain).toMatchObject({ status: 200, body: accepted.body });
    const creates = gatewayCalls().filter((call) => call === `create-order-minimal ${second.orderId}`);
    expect(creates).toHaveLength(1);
  });

  it('tells a second Pay pressed while the first order is being created to wait, and cancels nothing', async () => {
    const application = await storedApplication('visa');
    fake.state.createMode = 'slow';
    fake.state.slowMs = 1_200;
    const first = attempt(application);
    const firstAnswer = first.send();
    await expect.poll(() => gatewayCalls()).toContain(`create-order-minimal ${first.orderId}`);

    const second = attempt(application);
    const answer = await second.send();
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'payment.inProgress' });
    expect((await firstAnswer).status).toBe(200);
    expect(gatewayCalls()).toEqual([`create-order-minimal ${first.orderId}`]);
    expect((await paymentDoc(second.orderId)).exists).toBe(false);
  });

  it('records the first order paid when the payer completed it just as the cancel arrived', async () => {
    const application = await storedApplication('visa');
    const first = attempt(application);
    expect((await first.send()).status).toBe(200);

    fake.state.cancelMode = 'paidFirst';
    const second = attempt(application);
    const answer = await second.send();
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'payment.alreadyPaid' });
    expect((await paymentDoc(first.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
    expect(gatewayCalls().filter((call) => call.startsWith('create-order'))).toHaveLength(1);
  });

  it('still records money taken: a cancelled order the gateway later reports COMPLETED becomes paid', async () => {
    const application = await storedApplication('visa');
    const first = attempt(application);
    expect((await first.send()).status).toBe(200);
    expect((await attempt(application).send()).status).toBe(200);
    expect((await paymentDoc(first.orderId)).get('status')).toBe('failed');

    // The payer's confirmation was already on its way when the cancel went through.
    await fake.settle(first.orderId, 'COMPLETED');
    expect((await paymentDoc(first.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
  });
});
