// POST /api/payments, the webhook, status and reconciliation against a fake Selcom that checks
// signatures. None of these cases may leave money or status wrong.
import { describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { selcomSettings } from '../support/fakeSelcom.ts';
import { withFakeSelcomApi } from '../support/fakeSelcomApi.ts';
import { postJson, request } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';
import { signedInUser } from '../support/users.ts';

const selcom = withFakeSelcomApi({ settings: { PAYMENT_TIMEOUT_MS: '1000', RECONCILE_AFTER_MINUTES: '0' } });
const { credentials } = selcom;

/** One press of Pay for a new application; `orderId` is the order the API made, if it made one. */
async function pay(kind: 'visa' | 'tin' = 'visa', overrides: Record<string, unknown> = {}) {
  const application = await storedApplication(kind);
  const body = { ...paymentRequestFor(application, kind), ...overrides };
  const answer = await postJson('/api/payments', body, selcom.api.url);
  const orderId = (answer.body as { order_id?: string }).order_id!;
  return { application, orderId, answer, body };
}

/** A visa application paid for through another instance of the API. */
async function payVisaThrough(apiUrl: string) {
  const application = await storedApplication('visa');
  const answer = await postJson('/api/payments', paymentRequestFor(application), apiUrl);
  return { application, answer };
}

const paymentDoc = (orderId: string) => adminServices().db.collection('payments').doc(orderId).get();
const paymentsFor = async (application: { id: string }) =>
  (await adminServices().db.collection('payments').where('applicationId', '==', application.id).get()).docs;

describe('starting a payment', () => {
  it('creates a signed order, records it pending and sends the payer to the gateway', async () => {
    const { application, orderId, answer } = await pay();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, redirect_url: `https://pay.example/${orderId}` });
    const create = selcom.fake.calls.find((call) => call.path.endsWith('create-order-minimal'))!;
    expect(create.signatureOk).toBe(true);
    expect(create.fields).toMatchObject({
      vendor: 'TILL123',
      amount: '300000',
      buyer_phone: '255754123456',
      currency: 'TZS',
    });
    expect((await paymentDoc(orderId)).data()).toMatchObject({
      status: 'pending',
      amount: 300_000,
      phone: '255754123456',
    });
    expect((await application.ref.get()).get('paymentStatus')).toBe('pending');
  });

  it('refuses an amount other than the price, and asks the gateway nothing', async () => {
    const { answer, application } = await pay('visa', { amount: 1_000 });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'payment.amount' });
    expect(selcom.fake.calls).toHaveLength(0);
    expect(await paymentsFor(application)).toHaveLength(0);
    expect((await application.ref.get()).get('paymentStatus')).toBe('unpaid');
  });

  it('makes the order id and transid itself: ones the browser sends are ignored', async () => {
    const other = await pay();
    const chosen = { order_id: 'ATZ-CHOSEN-BY-BROWSER', transid: 'TRANS-CHOSEN-BY-BROWSER' };
    const mine = await pay('visa', chosen);
    expect(mine.answer.status).toBe(200);
    expect(mine.orderId).toMatch(/^ATZ\d{13}[2-9A-Z]{6}$/);
    expect(mine.answer.body).toMatchObject({ redirect_url: `https://pay.example/${mine.orderId}` });
    const create = selcom.fake.calls.filter((call) => call.path.endsWith('create-order-minimal')).at(-1)!;
    expect(create.fields).toMatchObject({
      order_id: mine.orderId,
      merchant_remarks: expect.stringMatching(/^TRANS-\d{13}/),
    });
    expect(create.fields.merchant_remarks).not.toBe(chosen.transid);
    expect((await paymentDoc(chosen.order_id)).exists).toBe(false);

    // Naming another payer's order does not reach it either.
    const hijack = await pay('visa', { order_id: other.orderId });
    expect(orderIdOf(hijack.answer)).not.toBe(other.orderId);
    expect((await paymentDoc(other.orderId)).data()).toMatchObject({
      applicationId: other.application.id,
      status: 'pending',
    });
    expect(selcom.fake.orders.get(other.orderId)!.status).toBe('PENDING');
  });

  it("passes on the gateway's failure message and leaves the application unpaid", async () => {
    selcom.fake.state.createMode = 'fail';
    const { orderId, answer, application } = await pay();
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      success: false,
      code: 'payment.gateway',
      message: 'Vendor is not active',
      selcom_response: { resultcode: '403' },
    });
    expect((await paymentDoc(orderId)).get('status')).toBe('failed');
    expect((await application.ref.get()).get('paymentStatus')).toBe('unpaid');
  });

  it('gives up on a gateway that does not answer in time, with a clear message', async () => {
    // The gateway takes the order and never answers: any answer at all is the API giving up.
    selcom.fake.state.createMode = 'silent';
    const { answer } = await pay();
    expect(selcom.fake.calls.some((call) => call.path.endsWith('/checkout/create-order-minimal'))).toBe(true);
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      success: false,
      code: 'payment.gatewayNoAnswer',
      message: expect.stringMatching(/did not answer in time/),
    });
  });

  it('reports a gateway that cannot be reached', async () => {
    const unreachable = await startApi(selcomSettings({ url: 'http://127.0.0.1:9/v1' }, credentials));
    try {
      const { answer } = await payVisaThrough(unreachable.url);
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/could not be reached/) });
    } finally {
      await unreachable.close();
    }
  });

  it('is refused by the gateway when signed with the wrong secret', async () => {
    const forger = await startApi(
      selcomSettings(selcom.fake, { ...credentials, apiSecret: 'not-the-secret' }),
    );
    try {
      const { application, answer } = await payVisaThrough(forger.url);
      expect(selcom.fake.calls.at(-1)!.signatureOk).toBe(false);
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ success: false, message: 'Invalid signature' });
      expect((await application.ref.get()).get('paymentStatus')).toBe('unpaid');
    } finally {
      await forger.close();
    }
  });

  it('refuses bad input with 400 JSON and unknown applications with 404', async () => {
    const bad = await postJson('/api/payments', { phone: '12', amount: 'lots' }, selcom.api.url);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining('phone') });
    const missing = await postJson('/api/payments', paymentRequestFor({ id: 'nope' }), selcom.api.url);
    // An application id alone proves nothing: without a token or a proof, nobody may pay.
    expect(missing.status).toBe(403);
  });
});

describe('settling a payment', () => {
  it('marks payment and application paid after the webhook, confirmed by a signed status query', async () => {
    const { orderId, application } = await pay();
    await selcom.fake.settle(orderId, 'COMPLETED');
    expect((await paymentDoc(orderId)).get('status')).toBe('paid');
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
    const query = selcom.fake.calls.find((call) => call.path.endsWith('order-status'))!;
    expect(query).toMatchObject({ signatureOk: true, fields: { order_id: orderId } });
  });

  it('ignores a replayed webhook and a late failure after success', async () => {
    const { orderId, application } = await pay();
    await selcom.fake.settle(orderId, 'COMPLETED');
    await selcom.fake.settle(orderId, 'COMPLETED');
    await selcom.fake.settle(orderId, 'CANCEL');
    expect((await paymentDoc(orderId)).get('status')).toBe('paid');
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
  });

  it('does not trust the webhook body: a forged COMPLETED for a pending order changes nothing', async () => {
    const { orderId, application } = await pay();
    const forged = await request(
      '/api/payments/webhook',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, payment_status: 'COMPLETED', resulcode: '000' }),
      },
      selcom.api.url,
    );
    expect(forged.status).toBe(200);
    expect((await paymentDoc(orderId)).get('status')).toBe('pending');
    expect((await application.ref.get()).get('paymentStatus')).toBe('pending');
  });

  for (const mode of ['111', '927', '999', 'error'] as const) {
    it(`keeps the payment pending when the status query answers ${mode}`, async () => {
      const { orderId } = await pay();
      selcom.fake.state.statusMode = mode;
      await selcom.fake.settle(orderId, 'COMPLETED');
      expect((await paymentDoc(orderId)).get('status')).toBe('pending');
    });
  }

  it('keeps an unknown gateway status pending, never paid', async () => {
    const { orderId } = await pay();
    await selcom.fake.settle(orderId, 'INPROGRESS');
    expect((await paymentDoc(orderId)).get('status')).toBe('pending');
  });

  it('never takes a completed order as paid when the gateway does not say how much was paid', async () => {
    const { orderId, application } = await pay();
    selcom.fake.state.statusMode = 'noAmount';
    await selcom.fake.settle(orderId, 'COMPLETED');
    const payment = await paymentDoc(orderId);
    expect(payment.get('status')).toBe('pending');
    expect(payment.get('problem')).toMatch(/without an amount/);
    expect((await application.ref.get()).get('paymentStatus')).toBe('pending');
    // The status screen keeps waiting too.
    expect((await request(`/api/payments/${orderId}`, {}, selcom.api.url)).body).toMatchObject({
      status: 'pending',
    });
  });

  it('never takes a completed order with another amount as paid', async () => {
    const { orderId, application } = await pay();
    selcom.fake.state.statusMode = 'wrongAmount';
    await selcom.fake.settle(orderId, 'COMPLETED');
    const payment = await paymentDoc(orderId);
    expect(payment.get('status')).toBe('pending');
    expect(payment.get('problem')).toMatch(/amount/);
    expect((await application.ref.get()).get('paymentStatus')).toBe('pending');
  });

  it('records a cancelled payment as failed, and a retry can still pay', async () => {
    const first = await pay();
    await selcom.fake.settle(first.orderId, 'CANCEL');
    expect((await paymentDoc(first.orderId)).get('status')).toBe('failed');
    expect((await first.application.ref.get()).get('paymentStatus')).toBe('failed');

    const retry = await postJson('/api/payments', first.body, selcom.api.url);
    expect(retry.status).toBe(200);
    await selcom.fake.settle(orderIdOf(retry), 'COMPLETED');
    expect((await first.application.ref.get()).get('paymentStatus')).toBe('paid');
    // The earlier failure, reported again late, does not undo the payment.
    await selcom.fake.settle(first.orderId, 'CANCEL');
    expect((await first.application.ref.get()).get('paymentStatus')).toBe('paid');
  });

  it('shows the status through GET /api/payments/:orderId, asking the gateway while pending', async () => {
    const { orderId } = await pay();
    await selcom.fake.settle(orderId, 'COMPLETED', { notify: false });
    const answer = await request(`/api/payments/${orderId}`, {}, selcom.api.url);
    expect(answer.body).toMatchObject({ orderId, status: 'paid', amount: 300_000 });
    expect((await request('/api/payments/NOSUCHORDER1', {}, selcom.api.url)).status).toBe(404);
  });

  it('tells anyone holding the order id its status, amount and reference, and nothing about the payer', async () => {
    const { orderId, application } = await pay();
    const pending = await request(`/api/payments/${orderId}`, {}, selcom.api.url);
    expect(pending.body).toEqual({
      orderId,
      status: 'pending',
      amount: 300_000,
      currency: 'Tsh',
      reference: application.reference,
      method: 'mobileMoney',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expired: false,
    });
    await selcom.fake.settle(orderId, 'CANCEL');
    const failed = (await request(`/api/payments/${orderId}`, {}, selcom.api.url)).body as Record<
      string,
      unknown
    >;
    expect(failed).toMatchObject({ orderId, status: 'failed', reference: application.reference });
    for (const answer of [pending.body as Record<string, unknown>, failed]) {
      for (const key of ['buyer_name', 'buyer_email', 'applicationId', 'applicationKind', 'phone']) {
        expect(answer).not.toHaveProperty(key);
      }
      const text = JSON.stringify(answer);
      for (const secret of ['Grace Otieno', 'grace@example.com', application.id, '255754123456']) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

describe('reconciliation', () => {
  it('settles pending payments for staff, and refuses anyone else', async () => {
    const { orderId } = await pay();
    await selcom.fake.settle(orderId, 'COMPLETED', { notify: false });
    expect((await postJson('/api/payments/reconcile', {}, selcom.api.url)).status).toBe(401);
    const staff = await signedInUser('staff');
    const answer = await postJson('/api/payments/reconcile', {}, selcom.api.url, {
      authorization: `Bearer ${staff.idToken}`,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { paid: number }).paid).toBeGreaterThanOrEqual(1);
    expect((await paymentDoc(orderId)).get('status')).toBe('paid');
  });
});
