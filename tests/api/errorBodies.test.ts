// Every refusal carries a code the app knows, so a screen can word it in the reader's language.
import { describe, expect, it } from 'vitest';
import { isApiErrorCode } from '#domain/apiErrors';
import { paymentRequestFor, storedApplication } from '../support/applications.ts';
import { csrfPair, postJson, request, type Answer } from '../support/http.ts';

function expectRefusal(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  const body = answer.body as { message?: unknown; code?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.code).toBe(code);
  expect(isApiErrorCode(body.code)).toBe(true);
}

describe('error answers', () => {
  it('name an unknown route, a body that is not JSON and a missing CSRF token', async () => {
    expectRefusal(await request('/api/no-such-route'), 404, 'route.notFound');
    const { cookie, token } = await csrfPair();
    const badJson = await request('/api/payments', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: '{"phone":',
    });
    expectRefusal(badJson, 400, 'request.invalid');
    expectRefusal(await request('/api/payments', { method: 'POST' }), 403, 'csrf');
  });

  it("give each field's problem as the form's own translation key", async () => {
    const application = await storedApplication('visa');
    const answer = await postJson('/api/payments', { ...paymentRequestFor(application), phone: '12' });
    expectRefusal(answer, 400, 'validation');
    expect((answer.body as { fields?: unknown }).fields).toEqual({ phone: 'validation.paymentPhone' });
  });

  it('refuse a number the gateway could not charge before asking it, and start nothing', async () => {
    const application = await storedApplication('visa');
    // Nine digits pass the form's rule but are no Tanzanian mobile-money number.
    const answer = await postJson('/api/payments', { ...paymentRequestFor(application), phone: '123456789' });
    expectRefusal(answer, 422, 'payment.phone');
    expect((await application.ref.get()).get('paymentStatus')).toBe('unpaid');
  });
});
