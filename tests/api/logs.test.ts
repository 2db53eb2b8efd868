// The API's own log lines, read back after real requests that carry every kind of secret: none of
// them may appear. A log is read by more people, and kept longer, than any request.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/http/requestLog.ts';
import { storedApplication, paymentRequestFor } from '../support/applications.ts';
import { withFakeSelcomApi } from '../support/fakeSelcomApi.ts';
import { csrfPair, request } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

const credentials = { apiKey: 'log-test-key-7f3a', apiSecret: 'log-test-secret-91c2' };
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

const selcom = withFakeSelcomApi({
  credentials,
  settings: { SELCOM_VENDOR: 'TILL-LOG', PAYMENT_TIMEOUT_MS: '1000' },
  logger: createLogger('trace', capture),
});

describe('request logs', () => {
  it('hold no ID token, cookie, CSRF token, Selcom key or signature', async () => {
    const staff = await signedInUser('staff');
    const { cookie, token } = await csrfPair(selcom.api.url);
    const secrets = {
      idToken: staff.idToken,
      csrfToken: token,
      apiKey: credentials.apiKey,
      apiKeyBase64: Buffer.from(credentials.apiKey).toString('base64'),
      apiSecret: credentials.apiSecret,
    };
    const headers = { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' };
    const asStaff = { ...headers, authorization: `Bearer ${staff.idToken}` };

    const application = await storedApplication('visa');
    const started = await request(
      '/api/payments',
      { method: 'POST', headers: asStaff, body: JSON.stringify(paymentRequestFor(application)) },
      selcom.api.url,
    );
    expect(started.status).toBe(200);
    // The gateway fails mid-way: errors are logged too.
    selcom.fake.state.statusMode = 'error';
    const orderId = (started.body as { order_id: string }).order_id;
    await request(
      '/api/payments/webhook',
      { method: 'POST', headers, body: JSON.stringify({ order_id: orderId }) },
      selcom.api.url,
    );
    await request(
      `/api/applications/visa/${application.id}/status`,
      {
        method: 'POST',
        headers: {
          ...asStaff,
          ...(await actionHeaders('POST', `/api/applications/visa/${application.id}/status`)),
        },
        body: JSON.stringify({ status: 'in_review' }),
      },
      selcom.api.url,
    );
    await request('/api/files/business-forms/missing.pdf', { headers: asStaff }, selcom.api.url);
    await request(
      '/api/payments/reconcile',
      { method: 'POST', headers: { authorization: 'Bearer not-a-token' } },
      selcom.api.url,
    );

    const log = lines.join('');
    // The requests were logged at all, or the test would prove nothing.
    expect(log).toContain('/api/payments');
    expect(log).toContain('/api/applications/visa/');
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, found: log.includes(secret) }).toEqual({ name, found: false });
    }
    // Header names too: a header logged under another value would still be a leak in waiting.
    expect(log).not.toMatch(/set-cookie|__session=|XSRF-TOKEN=|"authorization"|"cookie"|Digest/i);
  });
});
