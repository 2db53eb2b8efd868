// A signed-in account's token is checked for revocation on every path that acts on an application,
// and an agent's standing on every path an agent takes: against an Auth that checks revocation only
// when asked, as a real project's does (the emulator always checks, which would hide a path that
// forgot to ask).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#domain/kinds';
import type { NewApplicationAnswer } from '#domain/submissions';
import { setAgentStatus } from '#server/agents/manage.ts';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, sendApplication, withUploads } from '../support/applications.ts';
import { signedInAgent } from '../support/agents.ts';
import { postJson, request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { signedInUser } from '../support/users.ts';
import { VALID_APPLICATIONS } from '#fixtures/applications';

let api: InProcessApi;
beforeAll(async () => {
  api = await startApi({}, { revocationAsInProduction: true });
});
afterAll(async () => {
  await api?.close();
});

const freshAan = () => `AGT-${randomUUID().slice(0, 8).toUpperCase()}`;
const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/** When the token's holder signed in, in whole seconds since the epoch. */
const signedInAt = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { auth_time: number })
    .auth_time;

async function secondAfter(seconds: number) {
  while (Date.now() < (seconds + 1) * 1000) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** An application of the signed-in account, sent through the API. */
async function sentBy(idToken: string) {
  const answers = await withUploads('tin', VALID_APPLICATIONS.tin(), api.url);
  const answer = await sendApplication('tin', { answers }, idToken, api.url);
  expect(answer.status).toBe(201);
  return { kind: 'tin' as const, id: (answer.body as NewApplicationAnswer).id };
}

/** Each path that acts on one application for its submitter, with the caller's token. */
async function actingOn(application: { kind: 'tin'; id: string }, idToken: string) {
  const send = (path: string, body: unknown = application) => postJson(path, body, api.url, bearer(idToken));
  const answers = {
    requestsOpen: await send('/api/requests/open'),
    results: await send('/api/results'),
    receipts: await send('/api/receipts', { ...application, lang: 'en' }),
    payments: await send('/api/payments', paymentRequestFor(application, application.kind)),
    myApplications: await request('/api/my-applications', { headers: bearer(idToken) }, api.url),
  };
  return Object.fromEntries(
    Object.entries(answers).map(([path, { status, body }]) => [
      path,
      { status, code: (body as { code?: string } | undefined)?.code },
    ]),
  );
}

/** The same answer from every route `actingOn` tries. */
const everyRoute = (answer: unknown) => ({
  requestsOpen: answer,
  results: answer,
  receipts: answer,
  payments: answer,
  myApplications: answer,
});

describe('a suspended agent', () => {
  it('opens none of the applications they sent with the token they held', async () => {
    const agent = await signedInAgent(freshAan());
    const mine = await sentBy(agent.idToken);
    expect((await postJson('/api/results', mine, api.url, bearer(agent.idToken))).status).toBe(200);

    const admin = { uid: 'suspending-admin', email: 'admin@example.com' };
    await setAgentStatus(adminServices(), agent.aan, 'suspended', admin);

    const refused = { status: 401, code: expect.stringMatching(/^auth\.(disabled|revoked)$/) };
    expect(await actingOn(mine, agent.idToken)).toEqual(everyRoute(refused));
  });

  it('is refused by their standing even where the account itself still signs in', async () => {
    // Suspended in the records only (a suspension whose Auth step has not happened yet).
    const agent = await signedInAgent(freshAan());
    const mine = await sentBy(agent.idToken);
    await adminServices().db.collection(COLLECTIONS.agents).doc(agent.aan).update({ status: 'suspended' });

    const refused = { status: 403, code: 'agent.suspended' };
    expect(await actingOn(mine, agent.idToken)).toEqual(everyRoute(refused));
  });
});

describe('an account signed out everywhere', () => {
  it("is refused on its own applications, as staff's are", async () => {
    const user = await signedInUser(undefined);
    const mine = await sentBy(user.idToken);
    // Auth keeps times in whole seconds: a token from the second of the revocation stays valid.
    await secondAfter(signedInAt(user.idToken));
    await adminServices().auth.revokeRefreshTokens(user.uid);

    const refused = { status: 401, code: 'auth.revoked' };
    expect(await actingOn(mine, user.idToken)).toEqual(everyRoute(refused));
  });
});
