// App Check on the public writes, with a stand-in for Google's token verifier that checks what
// the real one checks (tests/support/appCheckStandIn.ts). Enforced, an application or feedback
// without a valid token is refused before anything is read or written; off, nothing is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFeedback, VALID_APPLICATIONS } from '#fixtures/applications';
import { newDocumentId } from '#domain/reference';
import { APP_CHECK_HEADER } from '#server/http/appCheck.ts';
import { appCheckStandIn } from '../support/appCheckStandIn.ts';
import { paymentRequestFor, sendApplication, storedApplication } from '../support/applications.ts';
import { csrfPair, postJson, request } from '../support/http.ts';
import { pdfBytes } from '../support/uploads.ts';
import { startApi } from '../support/inProcessApi.ts';
import { anonymousApplicant } from '../support/users.ts';

const standIn = appCheckStandIn();
const projectId = process.env.FIREBASE_PROJECT_ID ?? '';
const appId = '1:123456789:web:abc123';
let enforced: Awaited<ReturnType<typeof startApi>>;
let off: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  const verifyAppCheck = standIn.verifierFor(projectId);
  [enforced, off] = await Promise.all([
    startApi({ APP_CHECK: 'enforce', APP_CHECK_SITE_KEY: 'site-key' }, { verifyAppCheck }),
    startApi({ APP_CHECK: 'off' }, { verifyAppCheck }),
  ]);
});
afterAll(async () => {
  await Promise.all([enforced?.close(), off?.close()]);
});

const withToken = (token: string | undefined): Record<string, string> =>
  token ? { [APP_CHECK_HEADER]: token } : {};

async function apply(base: string, token?: string) {
  const applicant = await anonymousApplicant();
  return postJson(
    '/api/applications/tin',
    { id: newDocumentId(), lang: 'en', answers: VALID_APPLICATIONS.tin() },
    base,
    { authorization: `Bearer ${applicant.idToken}`, ...withToken(token) },
  );
}

describe('App Check enforced on the public writes', () => {
  it('creates an application that carries a valid token', async () => {
    expect((await apply(enforced.url, standIn.issue({ appId, projectId }))).status).toBe(201);
  });

  it('refuses one without a token, or with a forged, expired or foreign one, as JSON', async () => {
    const tokens = {
      none: undefined,
      garbage: 'not-a-token',
      forged: standIn.issue({ appId, projectId }, standIn.otherKey()),
      expired: standIn.issue({ appId, projectId, expiresInSeconds: -60 }),
      otherProject: standIn.issue({ appId, projectId: 'someone-else' }),
      noApp: standIn.issue({ appId: '', projectId }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const answer = await apply(enforced.url, token);
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 401,
        body: { message: expect.any(String), code: 'appCheck.invalid' },
      });
    }
  });

  it('guards feedback too', async () => {
    const applicant = await anonymousApplicant();
    const send = (token?: string) =>
      postJson('/api/feedback', { id: newDocumentId(), feedback: validFeedback() }, enforced.url, {
        authorization: `Bearer ${applicant.idToken}`,
        ...withToken(token),
      });
    expect((await send()).status).toBe(401);
    expect((await send(standIn.issue({ appId, projectId }))).status).toBe(201);
  });

  it('guards uploads, request answers and payment starts, which cost the agency too', async () => {
    const valid = () => withToken(standIn.issue({ appId, projectId }));
    const upload = async (token: Record<string, string>) => {
      const { cookie, token: csrf } = await csrfPair(enforced.url);
      const form = new FormData();
      form.append('area', 'tin');
      form.append('file', new Blob([pdfBytes('app check')], { type: 'application/pdf' }), 'scan.pdf');
      const headers = { cookie, 'X-XSRF-TOKEN': csrf, ...token };
      return request('/api/uploads', { method: 'POST', headers, body: form }, enforced.url);
    };
    const { id, proof } = await storedApplication('tin');
    const answer = (token: Record<string, string>) =>
      postJson(
        '/api/requests/answer',
        { proof, requestId: newDocumentId(), corrections: {}, documents: {} },
        enforced.url,
        token,
      );
    const pay = (token: Record<string, string>) =>
      postJson('/api/payments', paymentRequestFor({ id, proof }, 'tin'), enforced.url, token);

    const refused = { status: 401, code: 'appCheck.invalid' };
    const outcome = async (sent: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await sent;
      return { status, code: (body as { code?: string }).code };
    };
    expect({
      upload: await outcome(upload({})),
      answer: await outcome(answer({})),
      pay: await outcome(pay({})),
    }).toEqual({ upload: refused, answer: refused, pay: refused });
    expect({
      upload: await outcome(upload(valid())),
      answer: await outcome(answer(valid())),
      pay: await outcome(pay(valid())),
    }).toEqual({
      upload: { status: 201, code: undefined },
      // Let through to the route, which finds no such request.
      answer: { status: 404, code: 'request.notFound' },
      pay: { status: 200, code: undefined },
    });
  });

  it('asks for nothing when off', async () => {
    expect((await apply(off.url)).status).toBe(201);
    const applicant = await anonymousApplicant();
    expect((await sendApplication('tin', {}, applicant.idToken, off.url)).status).toBe(201);
  });
});
