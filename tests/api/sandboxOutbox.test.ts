// The sandbox SMS outbox shows every applicant's phone number and messages. It is the developer's,
// on the local stack only: a deployed server (Cloud Run and Cloud Functions name their service in
// K_SERVICE / FUNCTION_TARGET) never serves it, whatever NODE_ENV says, even as a demo allowed the
// sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';

const demo = { ALLOW_SANDBOX_SMS: 'true', ALLOW_SANDBOX_PAYMENTS: 'true', SMS_PROVIDER: 'sandbox' };
let api: InProcessApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('GET /api/sandbox/outbox', () => {
  it('is served on the local stack', async () => {
    api = await startApi({ NODE_ENV: 'development', SMS_PROVIDER: 'sandbox' });
    const answer = await request('/api/sandbox/outbox', {}, api.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(String(answer.body)).toContain('SMS outbox (sandbox)');
  });

  for (const variable of ['K_SERVICE', 'FUNCTION_TARGET']) {
    it(`is not there in a deployed server in development (${variable})`, async () => {
      api = await startApi({ NODE_ENV: 'development', ...demo, [variable]: 'api' });
      const answer = await request('/api/sandbox/outbox', {}, api.url);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: expect.any(String), code: 'route.notFound' });
    });
  }
});
