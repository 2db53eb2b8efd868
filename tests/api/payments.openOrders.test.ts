// At most one open order per application: before a new order, POST /api/payments settles and
// cancels every earlier one the gateway may still hold open, so a payer can never pay twice. Real
// HTTP to the API, against a fake Selcom that checks signatures and refuses to cancel a paid order.
import { describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, storedApplication } from '../support/applications.ts';
import { withFakeSelcomApi } from '../support/fakeSelcomApi.ts';
import { postJson } from '../support/http.ts';

const selcom = withFakeSelcomApi({ settings: { PAYMENT_TIMEOUT_MS: '2000' } });

type Application = Awaited<ReturnType<typeof storedApplication>>;

/** One press of Pay for `application`: the API makes each press a new order, named in its answer. */
async function press(application: Application) {
  const answer = await postJson('/api/payments', paymentRequestFor(application), selcom.api.url);
  return { answer, status: answer.status, orderId: (answer.body as { order_id?: string }).order_id! };
}

const paymentDoc = (orderId: string) => adminServices().db.collection('payments').doc(orderId).get();
/** The ids of every attempt recorded for `application`. */
const attemptsOf = async (application: Application) =>
  (
    await adminServices().db.collection('payments').where('applicationId', '==', application.id).get()
  ).docs.map((doc) => doc.id);
const paymentStatusOf = async (application: Application) =>
  (await application.ref.get()).get('paymentStatus') as string;
/** The gateway calls made, in order, as `path order_id`. */
const gatewayCalls = () =>
  selcom.fake.calls.map((call) => `${call.path.replace('/v1/checkout/', '')} ${call.fields.order_id}`);

describe('a second order for the same application', () => {
  it('cancels the first order at the gateway before creating the second: only one can be paid', async () => {
    const application = await storedApplication('visa');
    const first = await press(application);
    expect(first.status).toBe(200);
    // The payer goes back (or opens a second tab) and presses Pay again.
    const second = await press(application);
    expect(second.status).toBe(200);
    expect(second.answer.body).toMatchObject({
      success: true,
      redirect_url: `https://pay.example/${second.orderId}`,
    });

    expect(gatewayCalls()).toEqual([
      `create-order-minimal ${first.orderId}`,
      `order-status ${first.orderId}`,
      `cancel-order ${first.orderId}`,
      `create-order-minimal ${second.orderId}`,
    ]);
    const cancel = selcom.fake.calls.find((call) => call.path.endsWith('/checkout/cancel-order'))!;
    expect(cancel.signatureOk).toBe(true);
    expect(selcom.fake.orders.get(first.orderId)!.status).toBe('CANCEL');
    const closed = await paymentDoc(first.orderId);
    expect(closed.data()).toMatchObject({ status: 'failed', cancelReason: 'cancelled' });
    expect(closed.get('cancelledAt')).toBeDefined();
    expect((await paymentDoc(second.orderId)).get('status')).toBe('pending');
    expect(await paymentStatusOf(application)).toBe('pending');

    expect(await selcom.fake.payAtGateway(first.orderId)).toBe(false);
    expect(await selcom.fake.payAtGateway(second.orderId)).toBe(true);
    expect((await paymentDoc(first.orderId)).get('status')).toBe('failed');
    expect((await paymentDoc(second.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
  });

  it('is refused with 409 when the first order was paid but its webhook was lost, and settles the first', async () => {
    const application = await storedApplication('visa');
    const first = await press(application);
    expect(first.status).toBe(200);
    await selcom.fake.settle(first.orderId, 'COMPLETED', { notify: false });

    const second = await press(application);
    expect(second.status).toBe(409);
    expect(second.answer.body).toEqual({
      message: 'This application is already paid.',
      code: 'payment.alreadyPaid',
    });
    expect(gatewayCalls()).toEqual([
      `create-order-minimal ${first.orderId}`,
      `order-status ${first.orderId}`,
    ]);
    expect((await paymentDoc(first.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
    expect(await attemptsOf(application)).toEqual([first.orderId]);
  });

  it('cancels the order a slow gateway made after we gave up, before the Retry makes a new one', async () => {
    const application = await storedApplication('visa');
    selcom.fake.state.createMode = 'held';
    const first = await press(application);
    expect(first.status).toBe(502);
    expect(first.answer.body).toMatchObject({ message: expect.stringMatching(/did not answer in time/) });
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({ status: 'failed', ambiguous: true });
    // The gateway makes the order after all, after the API stopped waiting.
    selcom.fake.releaseHeld();
    await expect.poll(() => selcom.fake.orders.get(first.orderId)?.status).toBe('PENDING');

    selcom.fake.state.createMode = 'success';
    const retry = await press(application);
    expect(retry.status).toBe(200);
    expect(gatewayCalls().slice(1)).toEqual([
      `order-status ${first.orderId}`,
      `cancel-order ${first.orderId}`,
      `create-order-minimal ${retry.orderId}`,
    ]);
    expect(selcom.fake.orders.get(first.orderId)!.status).toBe('CANCEL');
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({
      status: 'failed',
      ambiguous: true,
      cancelReason: 'cancelled',
    });
    expect(await selcom.fake.payAtGateway(first.orderId)).toBe(false);
  });

  it('closes an order the gateway never made (notFound) and goes on', async () => {
    const application = await storedApplication('visa');
    selcom.fake.state.createMode = 'silent';
    const first = await press(application);
    expect(first.status).toBe(502);

    selcom.fake.state.createMode = 'success';
    const retry = await press(application);
    expect(retry.status).toBe(200);
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({
      status: 'failed',
      cancelReason: 'notFound',
    });
  });

  it('cancels nothing after a definite refusal: that order never existed', async () => {
    const application = await storedApplication('visa');
    selcom.fake.state.createMode = 'fail';
    const refused = await press(application);
    expect(refused.status).toBe(502);
    expect((await paymentDoc(refused.orderId)).data()).toMatchObject({ status: 'failed', ambiguous: false });

    selcom.fake.state.createMode = 'success';
    const retry = await press(application);
    expect(retry.status).toBe(200);
    expect(gatewayCalls()).toEqual([
      `create-order-minimal ${refused.orderId}`,
      `create-order-minimal ${retry.orderId}`,
    ]);
  });

  for (const mode of ['error', 'silent'] as const) {
    it(`refuses with 503 and makes no new order when the cancel cannot be confirmed (${mode})`, async () => {
      const application = await storedApplication('visa');
      const first = await press(application);
      expect(first.status).toBe(200);

      selcom.fake.state.cancelMode = mode;
      const second = await press(application);
      expect(second.status).toBe(503);
      expect(second.answer.body).toEqual({
        message: 'Your previous payment attempt is still open. Please try again in a minute.',
        code: 'payment.previousOpen',
      });
      expect(gatewayCalls().filter((call) => call.startsWith('create-order'))).toEqual([
        `create-order-minimal ${first.orderId}`,
      ]);
      expect(selcom.fake.orders.get(first.orderId)!.status).toBe('PENDING');
      expect((await paymentDoc(first.orderId)).get('status')).toBe('pending');
      expect(await attemptsOf(application)).toEqual([first.orderId]);
    });
  }
});

describe('double submits and races', () => {
  it('a start sent twice at once (a double tap) leaves at most one order open, and the next Pay goes through', async () => {
    const application = await storedApplication('visa');
    const presses = await Promise.all([press(application), press(application)]);
    // Each is either accepted or told to wait a moment; never two open orders for one application.
    for (const { status, answer } of presses) {
      if (status !== 200) expect(answer.body).toMatchObject({ code: 'payment.inProgress' });
    }
    const openAtGateway = () => [...selcom.fake.orders].filter(([, order]) => order.status === 'PENDING');
    const made = new Set(gatewayCalls().filter((call) => call.startsWith('create-order')));
    expect(
      openAtGateway().filter(([id]) => made.has(`create-order-minimal ${id}`)).length,
    ).toBeLessThanOrEqual(1);

    const again = await press(application);
    expect(again.status).toBe(200);
    const mine = new Set(await attemptsOf(application));
    expect(openAtGateway().filter(([id]) => mine.has(id))).toEqual([[again.orderId, expect.anything()]]);
    expect(await selcom.fake.payAtGateway(again.orderId)).toBe(true);
    expect(await paymentStatusOf(application)).toBe('paid');
  });

  it('a start sent again after its answer was lost closes the first order: one can be paid', async () => {
    const application = await storedApplication('visa');
    const lost = await press(application);
    const resent = await press(application);
    expect([lost.status, resent.status]).toEqual([200, 200]);
    expect(resent.orderId).not.toBe(lost.orderId);
    expect(selcom.fake.orders.get(lost.orderId)!.status).toBe('CANCEL');
    expect(await selcom.fake.payAtGateway(lost.orderId)).toBe(false);
    expect(await selcom.fake.payAtGateway(resent.orderId)).toBe(true);
    expect(await paymentStatusOf(application)).toBe('paid');
  });

  it('tells a second Pay pressed while the first order is being created to wait, and cancels nothing', async () => {
    const application = await storedApplication('visa');
    // The gateway holds the first order until the second Pay has been answered (well within the
    // API's 2 s wait for it).
    selcom.fake.state.createMode = 'held';
    const first = press(application);
    await expect.poll(() => gatewayCalls().length).toBe(1);

    const second = await press(application);
    expect(second.status).toBe(409);
    expect(second.answer.body).toMatchObject({ code: 'payment.inProgress' });
    selcom.fake.releaseHeld();
    const { status, orderId } = await first;
    expect(status).toBe(200);
    expect(gatewayCalls()).toEqual([`create-order-minimal ${orderId}`]);
    expect(await attemptsOf(application)).toEqual([orderId]);
  });

  it('records the first order paid when the payer completed it just as the cancel arrived', async () => {
    const application = await storedApplication('visa');
    const first = await press(application);
    expect(first.status).toBe(200);

    selcom.fake.state.cancelMode = 'paidFirst';
    const second = await press(application);
    expect(second.status).toBe(409);
    expect(second.answer.body).toMatchObject({ code: 'payment.alreadyPaid' });
    expect((await paymentDoc(first.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
    expect(gatewayCalls().filter((call) => call.startsWith('create-order'))).toHaveLength(1);
  });

  it('still records money taken: a cancelled order the gateway later reports COMPLETED becomes paid', async () => {
    const application = await storedApplication('visa');
    const first = await press(application);
    expect(first.status).toBe(200);
    expect((await press(application)).status).toBe(200);
    expect((await paymentDoc(first.orderId)).get('status')).toBe('failed');

    // The payer's confirmation was already on its way when the cancel went through.
    await selcom.fake.settle(first.orderId, 'COMPLETED');
    expect((await paymentDoc(first.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
  });
});
