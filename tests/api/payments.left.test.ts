// A payer back from the gateway's page: POST /api/payments/:orderId/return asks the gateway, and a
// card order it still holds unpaid was left, so the application may be paid again at once; paying
// again closes that order first, so it is paid once. A mobile-money order stays pending (the push
// to the phone may still be answered). Real HTTP to the API, against a fake Selcom.
import { describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, storedApplication } from '../support/applications.ts';
import { withFakeSelcomApi } from '../support/fakeSelcomApi.ts';
import { postJson, request } from '../support/http.ts';

const selcom = withFakeSelcomApi();

const BILLING = { address: '221B Baker Street', city: 'London', postcode: 'NW1 6XE', country: 'GB' };

type Application = Awaited<ReturnType<typeof storedApplication>>;

/** One press of Pay: by card (a UK phone and a billing address) unless told mobile money. */
async function press(application: Application, method: 'card' | 'mobileMoney' = 'card') {
  const card = { method, phone: '+44 7700 900123', billing: BILLING };
  const body = { ...paymentRequestFor(application), ...(method === 'card' ? card : {}) };
  const answer = await postJson('/api/payments', body, selcom.api.url);
  return { status: answer.status, orderId: (answer.body as { order_id?: string }).order_id! };
}

const returned = (orderId: string) => postJson(`/api/payments/${orderId}/return`, {}, selcom.api.url);
const paymentDoc = (orderId: string) => adminServices().db.collection('payments').doc(orderId).get();
const paymentStatusOf = async (application: Application) =>
  (await application.ref.get()).get('paymentStatus') as string;

describe('a payer back from the gateway', () => {
  it('leaves a card order unpaid: the application is payable at once, and paying again pays once', async () => {
    const application = await storedApplication('visa');
    const first = await press(application);
    expect(await paymentStatusOf(application)).toBe('pending');

    const answer = await returned(first.orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'pending', method: 'card', left: true });
    expect(await paymentStatusOf(application)).toBe('unpaid');
    const left = await paymentDoc(first.orderId);
    expect(left.data()).toMatchObject({ state: 'open', status: 'pending' });
    expect(left.get('leftAt')).toBeDefined();
    // The public status says so too, to anyone holding the order id.
    expect((await request(`/api/payments/${first.orderId}`, {}, selcom.api.url)).body).toMatchObject({
      left: true,
    });
    // Told twice (Back, then the status page): nothing more happens.
    expect((await returned(first.orderId)).body).toMatchObject({ status: 'pending', left: true });

    const second = await press(application);
    expect(second.status).toBe(200);
    expect(selcom.fake.orders.get(first.orderId)!.status).toBe('CANCEL');
    expect(await selcom.fake.payAtGateway(first.orderId)).toBe(false);
    expect(await selcom.fake.payAtGateway(second.orderId)).toBe(true);
    expect((await paymentDoc(first.orderId)).data()).toMatchObject({
      status: 'failed',
      cancelReason: 'cancelled',
    });
    expect((await paymentDoc(second.orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
  });

  it('records a left card order paid all the same, should the payer go Forward and pay it', async () => {
    const application = await storedApplication('visa');
    const { orderId } = await press(application);
    await returned(orderId);
    expect(await paymentStatusOf(application)).toBe('unpaid');

    expect(await selcom.fake.payAtGateway(orderId)).toBe(true);
    expect((await paymentDoc(orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
    // Paid: a new attempt is refused, and nothing more is asked of the gateway.
    expect((await press(application)).status).toBe(409);
  });

  it('says paid, not left, when the payer paid before coming back (the webhook not yet in)', async () => {
    const application = await storedApplication('visa');
    const { orderId } = await press(application);
    await selcom.fake.settle(orderId, 'COMPLETED', { notify: false });
    expect((await returned(orderId)).body).toMatchObject({ status: 'paid' });
    expect((await returned(orderId)).body).not.toHaveProperty('left');
    expect(await paymentStatusOf(application)).toBe('paid');
  });

  it('keeps a mobile-money order pending: the push to the phone may still be answered', async () => {
    const application = await storedApplication('visa');
    const { orderId } = await press(application, 'mobileMoney');
    const answer = await returned(orderId);
    expect(answer.body).toMatchObject({ status: 'pending', method: 'mobileMoney' });
    expect(answer.body).not.toHaveProperty('left');
    expect(await paymentStatusOf(application)).toBe('pending');
    expect((await paymentDoc(orderId)).get('leftAt')).toBeUndefined();
  });

  it('takes an unclear answer as unpaid: the next Pay asks the gateway first, and a paid order is not paid twice', async () => {
    const application = await storedApplication('visa');
    const { orderId } = await press(application);
    // The payer paid, came Back at once, and the gateway cannot yet say.
    await selcom.fake.settle(orderId, 'COMPLETED', { notify: false });
    selcom.fake.state.statusMode = '999';
    expect((await returned(orderId)).body).toMatchObject({ status: 'pending', left: true });
    expect(await paymentStatusOf(application)).toBe('unpaid');

    // Pay now: the order left is asked about first, found paid, and no second order is made.
    selcom.fake.state.statusMode = 'normal';
    const again = await press(application);
    expect(again.status).toBe(409);
    expect((await paymentDoc(orderId)).get('status')).toBe('paid');
    expect(await paymentStatusOf(application)).toBe('paid');
    expect(selcom.fake.calls.filter((call) => call.path.includes('/checkout/create-order'))).toHaveLength(1);
  });

  it('answers 404 for an order that does not exist, or an id that cannot be one', async () => {
    for (const orderId of ['ATZ1767225600000NOSUCH', 'not%20an%20id']) {
      const answer = await returned(orderId);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'There is no such payment.', code: 'payment.notFound' });
    }
  });
});
