import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '../../../lib/checkout';
import { PaymentStartError, startPayment } from './payments';

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
