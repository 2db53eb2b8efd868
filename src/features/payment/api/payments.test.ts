import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '#lib/checkout';
import { PaymentStartError, startPayment } from './payments';

// This device's applicant, as Firebase Auth would give it once signed in anonymously.
vi.mock('#lib/firebase/applicant', () => ({
  applicantAuthorization: vi.fn(async () => ({ Authorization: 'Bearer device-token' })),
}));
// App Check's token for this app, as the SDK would give it after its attestation.
vi.mock('#lib/firebase/appCheck', () => ({
  appCheckHeader: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'app-check-token' })),
}));

const checkout: CheckoutState = {
  kind: 'visa',
  applicationId: 'app-1',
  reference: 'VIS-7K3Q9X',
  name: 'Asha Mrisho',
  email: 'asha@example.com',
  price: 300_000,
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the app sent the API to start a payment, with the API answering that it started. */
async function paymentRequest(...args: Parameters<typeof startPayment>) {
  const fetchMock = vi
    .fn()
    .mockImplementation(async (url: string) =>
      url === '/api/csrf'
        ? new Response(null, { status: 204 })
        : answer(200, { success: true, redirect_url: 'https://pay.example/1', order_id: 'ATZ-1' }),
    );
  vi.stubGlobal('fetch', fetchMock);
  await startPayment(...args);
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/payments') as [string, RequestInit];
  return {
    headers: new Headers(init.headers),
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
  };
}

async function failureOf(response: Response | Error) {
  const fetchMock = vi.fn().mockImplementation(async (url: string) => {
    if (url === '/api/csrf') return new Response(null, { status: 204 });
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  const error = await startPayment(checkout, '255754123456').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PaymentStartError);
  return error as PaymentStartError;
}

afterEach(() => vi.unstubAllGlobals());

describe('how the payer shows the application is theirs', () => {
  const sentBy = (state: CheckoutState) => paymentRequest(state, '255754123456');

  it("sends this device's ID token when it submitted the application", async () => {
    const { headers, body } = await sentBy(checkout);
    expect(headers.get('Authorization')).toBe('Bearer device-token');
    expect(headers.get('X-Firebase-AppCheck')).toBe('app-check-token');
    expect(body).not.toHaveProperty('proof');
  });

  it('sends the reference and phone instead when the application was tracked from elsewhere', async () => {
    const proof = { reference: 'VIS-7K3Q9X', phone: '0754123456' };
    const { headers, body } = await sentBy({ ...checkout, proof });
    expect(headers.get('Authorization')).toBeNull();
    expect(body).toMatchObject({ proof, applicationId: 'app-1' });
  });
});

describe('how the payer pays', () => {
  const bodyOf = async (
    ...payer: [Parameters<typeof startPayment>[2]?, Parameters<typeof startPayment>[3]?]
  ) => (await paymentRequest(checkout, '447700900123', ...payer)).body;

  it('names mobile money, with no address, unless told otherwise', async () => {
    const body = await bodyOf();
    expect(body).toMatchObject({ method: 'mobileMoney', phone: '447700900123' });
    expect(body).not.toHaveProperty('billing');
  });

  it("sends a card with its billing address, and never the price's currency or ids", async () => {
    const billing = { address: '10 Downing Street', city: 'London', postcode: '', country: 'GB' };
    const body = await bodyOf('card', billing);
    expect(body).toMatchObject({ method: 'card', billing, amount: 300_000, applicationId: 'app-1' });
    expect(body).not.toHaveProperty('order_id');
  });
});

describe('startPayment failures, worded by the app rather than the server', () => {
  it("a gateway refusal: 'Payment initiation failed' and the gateway's result code", async () => {
    const failure = await failureOf(
      answer(502, {
        success: false,
        code: 'payment.gateway',
        message: 'Vendor is not active',
        selcom_response: { resultcode: '403', message: 'Vendor is not active' },
      }),
    );
    expect(failure.translationKey).toBe('errors.payment.gateway');
    expect(failure.gatewayCode).toBe('403');
  });

  it('a phone the API refuses: the phone field’s own message', async () => {
    const failure = await failureOf(
      answer(400, {
        message: 'Please check these fields: phone.',
        code: 'validation',
        fields: { phone: 'validation.paymentPhone' },
      }),
    );
    expect(failure.translationKey).toBe('validation.paymentPhone');
  });

  it('a refusal with a code: that code’s translation', async () => {
    const failure = await failureOf(
      answer(422, { message: 'Use a Tanzanian number', code: 'payment.phone' }),
    );
    expect(failure.translationKey).toBe('errors.payment.phone');
  });

  it("an error answer with nothing we know: 'Payment processing error'", async () => {
    const failure = await failureOf(new Response('upstream timed out', { status: 504 }));
    expect(failure.translationKey).toBe('payment.processingError');
  });

  it('no connection: says so', async () => {
    expect((await failureOf(new TypeError('Failed to fetch'))).translationKey).toBe('errors.network');
  });

  it("a 200 without success: 'Payment initiation failed'", async () => {
    const failure = await failureOf(answer(200, { success: false, redirect_url: null, message: 'No' }));
    expect(failure.translationKey).toBe('errors.payment.gateway');
  });
});
