// The local sandbox gateway drives the very same webhook and status path as a real payment.
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { SANDBOX_COLLECTION, sandboxProvider } from '#server/payments/sandbox.ts';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { API_URL, postJson, request } from '../support/http.ts';

const PUBLIC_URL = process.env.HOSTING_URL ?? API_URL;

type Application = Awaited<ReturnType<typeof storedApplication>>;

async function startSandboxPayment(existing?: Application) {
  const application = existing ?? (await storedApplication('brela'));
  const answer = await postJson('/api/payments', paymentRequestFor(application, 'brela'));
  expect(answer.status).toBe(200);
  const redirect = (answer.body as { redirect_url: string }).redirect_url;
  return { application, orderId: orderIdOf(answer), redirect };
}

describe('sandbox gateway', () => {
  it('shows a checkout page whose Approve pays the application through the webhook', async () => {
    const { application, orderId, redirect } = await startSandboxPayment();
    // The test API is given the public address (the Hosting stand-in's), as production must be.
    expect(redirect).toBe(`${PUBLIC_URL}/api/sandbox/checkout/${orderId}`);
    const page = await request(redirect);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Approve');
    expect(String(page.body)).toContain('55,000');

    const decision = await request(`${redirect}/approve`, { method: 'POST' });
    expect(decision.status).toBe(303);
    expect(decision.headers.get('location')).toBe(`${PUBLIC_URL}/payment-status?order=${orderId}`);
    expect((await request(`/api/payments/${orderId}`)).body).toMatchObject({ status: 'paid' });
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
  });

  it('records a Decline as failed', async () => {
    const { application, orderId, redirect } = await startSandboxPayment();
    await request(`${redirect}/decline`, { method: 'POST' });
    expect((await request(`/api/payments/${orderId}`)).body).toMatchObject({ status: 'failed' });
    expect((await application.ref.get()).get('paymentStatus')).toBe('failed');
    const payment = await adminServices().db.collection('payments').doc(orderId).get();
    expect(payment.get('provider')).toBe('sandbox');
  });

  it('cancels the first order when Pay is pressed again, so only the second can be approved', async () => {
    const first = await startSandboxPayment();
    const second = await startSandboxPayment(first.application);
    const { db } = adminServices();
    expect((await db.collection(SANDBOX_COLLECTION).doc(first.orderId).get()).get('status')).toBe('CANCEL');
    expect((await db.collection('payments').doc(first.orderId).get()).data()).toMatchObject({
      status: 'failed',
      cancelReason: 'cancelled',
    });
    // The cancelled order's page can no longer take the money.
    const late = await request(`${first.redirect}/approve`, { method: 'POST' });
    expect(late.status).toBe(409);
    expect((await db.collection(SANDBOX_COLLECTION).doc(first.orderId).get()).get('status')).toBe('CANCEL');
    await request(`${second.redirect}/approve`, { method: 'POST' });
    expect((await request(`/api/payments/${second.orderId}`)).body).toMatchObject({ status: 'paid' });
    expect((await first.application.ref.get()).get('paymentStatus')).toBe('paid');
  });

  it('leaves an approved order pending, with the problem recorded, when the gateway gives no amount or another', async () => {
    const { db } = adminServices();
    for (const [amount, problem] of [
      [FieldValue.delete(), /without an amount/],
      [54_999, /amount 54999, expected 55000/],
    ] as const) {
      const { application, orderId, redirect } = await startSandboxPayment();
      await db.collection(SANDBOX_COLLECTION).doc(orderId).update({ amount });
      await request(`${redirect}/approve`, { method: 'POST' });
      expect((await request(`/api/payments/${orderId}`)).body).toMatchObject({ status: 'pending' });
      expect((await db.collection('payments').doc(orderId).get()).get('problem')).toMatch(problem);
      expect((await application.ref.get()).get('paymentStatus')).toBe('pending');
    }
  });

  it('will not cancel an approved order, and knows no unknown one', async () => {
    const { orderId } = await startSandboxPayment();
    const { db } = adminServices();
    // Approved, its webhook not (yet) through.
    await db.collection(SANDBOX_COLLECTION).doc(orderId).update({ status: 'COMPLETED' });
    const gateway = sandboxProvider(db, (id) => `/api/sandbox/checkout/${id}`);
    expect(await gateway.cancelOrder(orderId)).toMatchObject({ outcome: 'paid' });
    expect((await db.collection(SANDBOX_COLLECTION).doc(orderId).get()).get('status')).toBe('COMPLETED');
    expect(await gateway.cancelOrder('NOSUCHORDER1')).toMatchObject({ outcome: 'notFound' });
  });

  it('asks for the card on a card order, and its Approve pays', async () => {
    const application = await storedApplication('visa');
    const answer = await postJson('/api/payments', {
      ...paymentRequestFor(application, 'visa'),
      buyer_name: 'Emma Clarke',
      phone: '+44 7700 900123',
      method: 'card',
      billing: { address: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' },
    });
    expect(answer.status).toBe(200);
    const orderId = orderIdOf(answer);
    const redirect = (answer.body as { redirect_url: string }).redirect_url;
    const page = String((await request(redirect)).body);
    for (const text of ['Card number', 'Security code (CVC)', 'Emma Clarke', 'GB', '300,000', 'Approve']) {
      expect(page).toContain(text);
    }
    await request(`${redirect}/approve`, { method: 'POST' });
    expect((await request(`/api/payments/${orderId}`)).body).toMatchObject({
      status: 'paid',
      method: 'card',
    });
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
  });

  it("closes an order at its expiry, as the gateway would: its page says so and it can't be decided", async () => {
    const { orderId, redirect } = await startSandboxPayment();
    const page = String((await request(redirect)).body);
    expect(page).toContain('Approve');
    await adminServices()
      .db.collection(SANDBOX_COLLECTION)
      .doc(orderId)
      .update({ expiresAt: new Date(Date.now() - 1_000) });
    const expired = String((await request(redirect)).body);
    expect(expired).toContain('This order has expired.');
    expect(expired).not.toContain('Approve');
    expect((await request(`${redirect}/approve`, { method: 'POST' })).status).toBe(409);
    expect((await request(`/api/payments/${orderId}`)).body).toMatchObject({ status: 'pending' });
  });

  it('answers an unknown order with 404', async () => {
    expect((await request('/api/sandbox/checkout/NOSUCHORDER1')).status).toBe(404);
  });
});
