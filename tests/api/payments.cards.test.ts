// Paying by card: POST /api/payments with `method: card` makes Selcom's full order (create-order),
// signed like the wallet order, with the card's billing address; a foreign phone is fine for a card
// and still refused for mobile money. Real HTTP to the API, against a fake Selcom that checks
// signatures and refuses a card order without its mandatory billing fields.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, storedApplication } from '../support/applications.ts';
import { withFakeSelcomApi } from '../support/fakeSelcomApi.ts';
import { postJson, request } from '../support/http.ts';

const selcom = withFakeSelcomApi({ settings: { PAYMENT_EXPIRY_MINUTES: '45' } });

const BILLING = { address: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' };

/** A tourist's Pay by card for a new visa application, with `overrides` to the body. */
async function payByCard(overrides: Record<string, unknown> = {}) {
  const application = await storedApplication('visa');
  const body = {
    ...paymentRequestFor(application),
    buyer_name: 'Emma Jane Clarke',
    buyer_email: 'emma@example.co.uk',
    phone: '+44 7700 900123',
    method: 'card',
    billing: BILLING,
    ...overrides,
  };
  const answer = await postJson('/api/payments', body, selcom.api.url);
  return { application, answer, orderId: (answer.body as { order_id?: string }).order_id! };
}

const paymentDoc = (orderId: string) => adminServices().db.collection('payments').doc(orderId).get();
const createCalls = () => selcom.fake.calls.filter((call) => call.path.includes('/checkout/create-order'));

describe('paying by card', () => {
  it("makes a signed full order with the card's billing address, in shillings, and pays through the webhook", async () => {
    const started = Date.now();
    const { application, answer, orderId } = await payByCard();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, redirect_url: `https://pay.example/${orderId}` });

    const [create] = createCalls();
    expect(create!.path).toBe('/v1/checkout/create-order');
    expect(create!.signatureOk).toBe(true);
    expect(create!.fields).toMatchObject({
      amount: '300000',
      currency: 'TZS',
      payment_methods: 'CARD',
      buyer_phone: '447700900123',
      'billing.firstname': 'Emma',
      'billing.lastname': 'Jane Clarke',
      'billing.address_1': '10 Downing Street',
      'billing.city': 'London',
      'billing.state_or_region': 'London',
      'billing.postcode_or_pobox': 'SW1A 2AA',
      'billing.country': 'GB',
      'billing.phone': '447700900123',
      expiry: '45',
    });

    const payment = await paymentDoc(orderId);
    expect(payment.data()).toMatchObject({ method: 'card', billing: BILLING, status: 'pending' });
    const expiresAt = (payment.get('expiresAt') as FirebaseFirestore.Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(started + 45 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 45 * 60_000);

    await selcom.fake.settle(orderId, 'COMPLETED');
    expect((await paymentDoc(orderId)).get('status')).toBe('paid');
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
  });

  it('refuses a card without its billing address, and asks the gateway nothing', async () => {
    const { answer, application } = await payByCard({ billing: undefined });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation', fields: { billing: 'validation.required' } });
    const partial = await payByCard({ billing: { ...BILLING, country: 'Britain', city: '' } });
    expect(partial.answer.body).toMatchObject({
      code: 'validation',
      fields: { 'billing.city': 'validation.required', 'billing.country': 'validation.country' },
    });
    expect(createCalls()).toHaveLength(0);
    expect((await application.ref.get()).get('paymentStatus')).toBe('unpaid');
  });

  it('takes a foreign phone for a card, and still refuses it for mobile money', async () => {
    const card = await payByCard({ phone: '+49 1512 3456789' });
    expect(card.answer.status).toBe(200);
    const mobileMoney = await payByCard({ method: 'mobileMoney', billing: undefined });
    expect(mobileMoney.answer.status).toBe(422);
    expect(mobileMoney.answer.body).toMatchObject({ code: 'payment.phone' });
    expect(createCalls()).toHaveLength(1);
  });

  it('sends a card order with no postcode as "None", and the gateway takes it', async () => {
    const { answer } = await payByCard({ billing: { ...BILLING, postcode: '' } });
    expect(answer.status).toBe(200);
    expect(createCalls()[0]!.fields['billing.postcode_or_pobox']).toBe('None');
  });
});

describe('the public status of an open order', () => {
  it('says how it was paid, when the gateway closes it, and once that has passed, that it expired', async () => {
    const { orderId } = await payByCard();
    const open = (await request(`/api/payments/${orderId}`, {}, selcom.api.url)).body as Record<
      string,
      unknown
    >;
    expect(open).toMatchObject({ status: 'pending', method: 'card', expired: false });
    const stored = (await paymentDoc(orderId)).get('expiresAt') as FirebaseFirestore.Timestamp;
    expect(open.expiresAt).toBe(stored.toDate().toISOString());

    // The gateway's expiry passes with the payer gone: the order is still pending, and expired.
    await adminServices()
      .db.collection('payments')
      .doc(orderId)
      .update({ expiresAt: new Date(Date.now() - 1_000) });
    expect((await request(`/api/payments/${orderId}`, {}, selcom.api.url)).body).toMatchObject({
      status: 'pending',
      expired: true,
    });

    // A settled order has no expiry to tell.
    await selcom.fake.settle(orderId, 'CANCEL');
    const failed = (await request(`/api/payments/${orderId}`, {}, selcom.api.url)).body;
    expect(failed).toMatchObject({ status: 'failed', method: 'card' });
    expect(failed).not.toHaveProperty('expired');
  });
});

describe('payment options', () => {
  it("hands the screen the agency's dollar rate and the gateway's expiry", async () => {
    const answer = await request('/api/payments/options', {}, selcom.api.url);
    expect(answer.status).toBe(200);
    // The default rate; the expiry this API was given.
    expect(answer.body).toEqual({ tshPerUsd: 2_500, expiryMinutes: 45 });
  });
});

describe('the payment settings', () => {
  const emulated = {
    FIREBASE_PROJECT_ID: 'demo-apply-tz',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  };

  it('default to an hour at the gateway and Tsh 2,500 to the dollar', () => {
    expect(parseEnv(emulated)).toMatchObject({ PAYMENT_EXPIRY_MINUTES: 60, PAYMENT_TSH_PER_USD: 2_500 });
    expect(parseEnv({ ...emulated, PAYMENT_TSH_PER_USD: '2650' }).PAYMENT_TSH_PER_USD).toBe(2_650);
  });

  it('refuse a rate or an expiry that cannot be right, naming it', () => {
    for (const rate of ['0', 'lots', '2500.5', '1000000']) {
      expect(() => parseEnv({ ...emulated, PAYMENT_TSH_PER_USD: rate })).toThrow(/PAYMENT_TSH_PER_USD/);
    }
    for (const minutes of ['0', '2', '100000']) {
      expect(() => parseEnv({ ...emulated, PAYMENT_EXPIRY_MINUTES: minutes })).toThrow(
        /PAYMENT_EXPIRY_MINUTES/,
      );
    }
  });
});
