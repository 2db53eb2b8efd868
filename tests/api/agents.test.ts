// Admins managing agents (issue 30) through the real API and emulators: who may, creating an
// agent who then signs in with a password set through the emailed link, refusals of a taken AAN or
// email, suspending (the agent is shut out at once, their number refused) and reinstating,
// commission and details with every change recorded, and "Become an agent" requests.
import { randomUUID } from 'node:crypto';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_REQUESTS_PAGE_SIZE,
  type AgentChangeView,
  type AgentDetailAnswer,
  type AgentRequestsAnswer,
  type AgentRequestView,
} from '#domain/agentAdmin';
import { Timestamp } from 'firebase-admin/firestore';
import { noCommissions, proposedAan, type AgentView } from '#domain/agents';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { COLLECTIONS } from '#domain/kinds';
import { newDocumentId } from '#domain/reference';
import { errorHandler } from '#server/http/errors.ts';
import { APP_CHECK_HEADER } from '#server/http/appCheck.ts';
import { requireAgent } from '#server/http/requireAgent.ts';
import { agentAccountMail } from '#server/notifications/agentAccount.ts';
import { MAIL } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { appCheckStandIn } from '../support/appCheckStandIn.ts';
import { sendApplication } from '../support/applications.ts';
import { API_URL, csrfPair, postJson, request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { anonymousApplicant, signedInUser, type SignedInUser } from '../support/users.ts';

const db = () => adminServices().db;
const auth = () => adminServices().auth;
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? '';

let admin: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  [admin, staff] = await Promise.all([signedInUser('admin'), signedInUser('staff')]);
});

const bearer = (user?: { idToken: string }): Record<string, string> =>
  user ? { authorization: `Bearer ${user.idToken}` } : {};

/** A JSON call with a CSRF pair, as the admin screens make it. */
async function send(method: 'POST' | 'PUT', path: string, body: unknown, user?: { idToken: string }) {
  const { cookie, token } = await csrfPair();
  return request(path, {
    method,
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...bearer(user) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const get = (path: string, user?: { idToken: string }) => request(path, { headers: bearer(user) });

/** An email no other run uses. */
const freshEmail = () => `agent-${randomUUID().slice(0, 8)}@example.com`;

function newAgent(overrides: Record<string, unknown> = {}) {
  return { name: 'Neema Kisanga', phone: '0754 123 456', email: freshEmail(), aan: '', ...overrides };
}

async function createdAgent(overrides: Record<string, unknown> = {}): Promise<AgentView> {
  const answer = await send('POST', '/api/agents', newAgent(overrides), admin);
  if (answer.status !== 201) throw new Error(`not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { agent: AgentView }).agent;
}

async function readAgent(aan: string): Promise<AgentDetailAnswer> {
  const answer = await get(`/api/agents/${aan}`, admin);
  expect(answer.status).toBe(200);
  return answer.body as AgentDetailAnswer;
}

/** The oob codes the Auth emulator holds for `email`'s password resets, oldest first. */
async function passwordResetCodes(email: string): Promise<string[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .map((code) => code.oobCode);
}

/** What the agent does with the emailed link: chooses a password, as Firebase's action page would. */
async function setPassword(oobCode: string, newPassword: string) {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=local`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  return response.status;
}

async function signIn(email: string, password: string) {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return { status: response.status, idToken: body.idToken, error: body.error?.message };
}

/** The agent signed in with a password chosen through their emailed link. */
async function agentSignedIn(agent: AgentView) {
  const [code] = await passwordResetCodes(agent.email);
  expect(code).toBeDefined();
  expect(await setPassword(code!, 'agent-password-1')).toBe(200);
  const signedIn = await signIn(agent.email, 'agent-password-1');
  expect(signedIn.status).toBe(200);
  return { idToken: signedIn.idToken! };
}

/**
 * A route behind requireAgent, as the agent's own pages will have: the guard itself, whatever
 * routes are mounted on the API, so its answer to a suspended agent's old token is what is tested.
 */
let agentGuarded: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  const app = express();
  app.get('/agent-only', requireAgent(adminServices() as never), (_req, res) => {
    res.json({ agent: res.locals.agent as unknown });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  agentGuarded = {
    url: `http://127.0.0.1:${port}/agent-only`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  await agentGuarded?.close();
});
const asAgent = (idToken: string) =>
  request(agentGuarded.url, { headers: { authorization: `Bearer ${idToken}` } });

describe('who may manage agents', () => {
  it('refuses anonymous callers and staff without the admin role, on every route', async () => {
    const agent = await createdAgent();
    const routes: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['list', 'GET', '/api/agents'],
      ['read', 'GET', `/api/agents/${agent.aan}`],
      ['propose', 'GET', '/api/agents/proposed-aan'],
      ['create', 'POST', '/api/agents', newAgent()],
      ['suspend', 'POST', `/api/agents/${agent.aan}/suspend`],
      ['reinstate', 'POST', `/api/agents/${agent.aan}/reinstate`],
      ['commission', 'PUT', `/api/agents/${agent.aan}/commission`, {}],
      ['details', 'PUT', `/api/agents/${agent.aan}`, { name: 'X', phone: '0754000000' }],
      ['requests', 'GET', '/api/agent-requests'],
      ['decline', 'POST', `/api/agent-requests/${newDocumentId()}/decline`],
    ];
    for (const [name, method, path, body] of routes) {
      for (const [who, user, status, code] of [
        ['nobody', undefined, 401, 'auth.required'],
        ['staff', staff, 403, 'auth.forbidden'],
      ] as const) {
        const answer = method === 'GET' ? await get(path, user) : await send(method, path, body, user);
        expect({ name, who, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({
          name,
          who,
          status,
          code,
        });
      }
    }
    // Nothing was done by the refused: the agent is as created, with only its creation recorded.
    const { agent: after, changes } = await readAgent(agent.aan);
    expect(after.status).toBe('active');
    expect(changes.map((change) => change.change)).toEqual(['created']);
  });
});

describe('creating an agent', () => {
  it('proposes an AAN no agent has', async () => {
    const answer = await get('/api/agents/proposed-aan', admin);
    expect(answer.status).toBe(200);
    const { aan } = answer.body as { aan: string };
    expect(aan).toMatch(/^AGT-[2-9A-HJKMNP-Z]{5}$/);
    expect((await db().collection(COLLECTIONS.agents).doc(aan).get()).exists).toBe(false);
  });

  it('makes the account, the users record and agents/{AAN}, records who did it, and emails the password link', async () => {
    const input = newAgent({
      commission: { visa: { type: 'percent', basisPoints: 1000 }, tin: { type: 'amount', amount: 2000 } },
    });
    const answer = await send('POST', '/api/agents', input, admin);
    expect(answer.status).toBe(201);
    const { agent } = answer.body as { agent: AgentView };
    expect(agent).toMatchObject({
      name: 'Neema Kisanga',
      phone: '0754123456',
      email: input.email,
      status: 'active',
      // Every service not set is none.
      commission: {
        ...noCommissions(),
        visa: { type: 'percent', basisPoints: 1000 },
        tin: { type: 'amount', amount: 2000 },
      },
    });
    expect(agent.aan).toMatch(/^AGT-/);

    const account = await auth().getUser(agent.uid);
    expect(account).toMatchObject({ email: input.email, disabled: false, displayName: 'Neema Kisanga' });
    const user = await db().collection(COLLECTIONS.users).doc(agent.uid).get();
    expect(user.data()).toMatchObject({ uid: agent.uid, role: 'agent', aan: agent.aan, email: input.email });

    const { changes } = await readAgent(agent.aan);
    expect(changes).toEqual([
      expect.objectContaining({ change: 'created', actorUid: admin.uid, actorEmail: admin.email }),
    ]);

    // The email carries a password-reset link of the account's own, in Kiswahili first (what agents
    // are written to), then English; it names where to sign in, and how to get a new link.
    const mail = (await agentAccountMail(db(), agent.aan).get()).data() as {
      to: string;
      message: { subject: string; text: string; html: string };
    };
    expect(mail.to).toBe(input.email);
    expect(mail.message.subject).toBe('Akaunti yako ya wakala wa Apply TZ / Your Apply TZ agent account');
    expect(mail.message.text).toContain(agent.aan);
    const { text } = mail.message;
    expect(text.indexOf('Chagua nenosiri lako')).toBeGreaterThan(-1);
    expect(text.indexOf('Chagua nenosiri lako')).toBeLessThan(text.indexOf('Choose your password'));
    expect(mail.message.html).toContain('<html lang="sw">');
    const publicUrl = process.env.HOSTING_URL ?? '';
    expect(text).toContain(`kisha uingie kwenye ${publicUrl}/login kwa anwani hii`);
    expect(text).toContain(`then sign in at ${publicUrl}/login with this email address`);
    expect(text).toContain(`${publicUrl}/reset-password`);
    const [code] = await passwordResetCodes(input.email);
    expect(mail.message.text).toContain(`oobCode=${code}`);
    expect(mail.message.html).toContain(`oobCode=${code}`);
    // Firebase's page in the agent's language, whose Continue leads back to the app's sign-in.
    const link = new URL(/https?:\/\/\S*oobCode=\S+/.exec(text)![0]);
    expect(link.searchParams.get('lang')).toBe('sw');
    expect(link.searchParams.get('continueUrl')).toBe(`${publicUrl}/login?lang=sw`);

    // With it the agent chooses a password nobody else knows, and signs in; requireAgent lets them in.
    const signedIn = await agentSignedIn(agent);
    const guarded = await asAgent(signedIn.idToken);
    expect(guarded.status).toBe(200);
    expect(guarded.body).toEqual({ agent: { uid: agent.uid, aan: agent.aan } });
  });

  it("sends a new link on an admin's asking, in the agent's language, to the account's email", async () => {
    const agent = await createdAgent();
    await db().collection(COLLECTIONS.agents).doc(agent.aan).update({ lang: 'en' });
    expect((await send('POST', `/api/agents/${agent.aan}/new-link`, {}, staff)).status).toBe(403);
    const answer = await send('POST', `/api/agents/${agent.aan}/new-link`, {}, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sentTo: agent.email });
    const sent = await db().collection(MAIL).where('to', '==', agent.email).get();
    const renewed = sent.docs.find((doc) => doc.id.startsWith(`agent-${agent.aan}-link-`));
    const message = renewed?.get('message') as { subject: string; text: string };
    expect(message.subject).toBe('Your Apply TZ agent account / Akaunti yako ya wakala wa Apply TZ');
    const codes = await passwordResetCodes(agent.email);
    expect(codes).toHaveLength(2);
    expect(message.text).toContain(`oobCode=${codes.at(-1)}`);
    // With it the agent chooses a password.
    expect(await setPassword(codes.at(-1)!, 'a-new-password-1')).toBe(200);
    expect((await send('POST', '/api/agents/AGT-NOBODY/new-link', {}, admin)).status).toBe(404);
  });

  it('takes the AAN typed, in capitals', async () => {
    const typed = proposedAan().toLowerCase();
    const agent = await createdAgent({ aan: ` ${typed} ` });
    expect(agent.aan).toBe(typed.toUpperCase());
  });

  it('refuses an AAN another agent has (409) and an email that has an account (409), leaving nothing behind', async () => {
    const first = await createdAgent();
    const second = newAgent({ aan: first.aan });
    const taken = await send('POST', '/api/agents', second, admin);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'agent.aanTaken' });
    await expect(auth().getUserByEmail(second.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const sameEmail = await send('POST', '/api/agents', newAgent({ email: first.email }), admin);
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ code: 'agent.emailTaken' });
    // Anyone's account: a staff member's email is taken too.
    const staffEmail = await send('POST', '/api/agents', newAgent({ email: staff.email }), admin);
    expect(staffEmail.body).toMatchObject({ code: 'agent.emailTaken' });
    const agents = await db().collection(COLLECTIONS.agents).where('email', '==', staff.email).get();
    expect(agents.size).toBe(0);
  });

  it('deletes the account again when its records cannot be written, leaving nothing half-made', async () => {
    // The account's email is queued under the AAN: one already there makes the transaction fail
    // after the Auth account exists (as any failure of Firestore at that point would).
    const aan = proposedAan();
    await agentAccountMail(db(), aan).set({ to: 'someone@example.com', message: { subject: 'x' } });
    const input = newAgent({ aan });
    const answer = await send('POST', '/api/agents', input, admin);
    expect(answer.status).toBe(500);
    await expect(auth().getUserByEmail(input.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection(COLLECTIONS.agents).doc(aan).get()).exists).toBe(false);
    const users = await db().collection(COLLECTIONS.users).where('aan', '==', aan).get();
    expect(users.size).toBe(0);
  });

  it('refuses what the form would refuse, naming the field', async () => {
    const answer = await send(
      'POST',
      '/api/agents',
      newAgent({ email: 'nobody', aan: 'A', commission: { visa: { type: 'percent', basisPoints: 10_001 } } }),
      admin,
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'validation',
      fields: {
        email: 'validation.email',
        aan: expect.any(String),
        'commission.visa.basisPoints': 'validation.numberRange',
      },
    });
  });

  it('lists agents by name', async () => {
    const [b, a] = await Promise.all([
      createdAgent({ name: `Zz ${randomUUID()} B` }),
      createdAgent({ name: `Zz ${randomUUID()} A` }),
    ]);
    const answer = await get('/api/agents', admin);
    expect(answer.status).toBe(200);
    const names = (answer.body as { agents: AgentView[] }).agents.map((agent) => agent.name);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf(a.name)).toBeGreaterThan(-1);
    expect(names.indexOf(b.name)).toBeGreaterThan(-1);
  });

  it('answers 404 for an agent who does not exist', async () => {
    const answer = await get(`/api/agents/${proposedAan()}`, admin);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'agent.notFound' });
    expect((await send('POST', `/api/agents/${proposedAan()}/suspend`, undefined, admin)).status).toBe(404);
  });
});

describe('suspending and reinstating', () => {
  it('shuts a suspended agent out at once, refuses their number, and lets them back when reinstated', async () => {
    const agent = await createdAgent();
    const signedIn = await agentSignedIn(agent);
    expect((await asAgent(signedIn.idToken)).status).toBe(200);
    const applicant = await anonymousApplicant();
    const withAan = { ...VALID_APPLICATIONS.tin(), AAN: agent.aan.toLowerCase() };
    expect((await sendApplication('tin', { answers: withAan }, applicant.idToken)).status).toBe(201);

    const suspended = await send('POST', `/api/agents/${agent.aan}/suspend`, undefined, admin);
    expect(suspended.status).toBe(200);
    expect((suspended.body as { agent: AgentView }).agent.status).toBe('suspended');
    // The account is disabled and its sessions revoked: the token they hold is refused now.
    expect((await auth().getUser(agent.uid)).disabled).toBe(true);
    const refused = await asAgent(signedIn.idToken);
    expect(refused.status).toBe(401);
    expect((await signIn(agent.email, 'agent-password-1')).error).toBe('USER_DISABLED');
    // Their number is refused on a new application, as a field of the form.
    const withSuspended = await sendApplication('tin', { answers: withAan }, applicant.idToken);
    expect(withSuspended.status).toBe(422);
    expect(withSuspended.body).toMatchObject({
      code: 'validation',
      fields: { AAN: 'validation.agent.unknown' },
    });
    // Asked again: 200, nothing new recorded.
    expect((await send('POST', `/api/agents/${agent.aan}/suspend`, undefined, admin)).status).toBe(200);

    const reinstated = await send('POST', `/api/agents/${agent.aan}/reinstate`, undefined, admin);
    expect(reinstated.status).toBe(200);
    expect((reinstated.body as { agent: AgentView }).agent.status).toBe('active');
    expect((await auth().getUser(agent.uid)).disabled).toBe(false);
    // Signed in again (the old session was revoked), they are let in; their number is accepted.
    const again = await signIn(agent.email, 'agent-password-1');
    expect(again.status).toBe(200);
    expect((await asAgent(again.idToken!)).status).toBe(200);
    expect((await sendApplication('tin', { answers: withAan }, applicant.idToken)).status).toBe(201);
    expect((await send('POST', `/api/agents/${agent.aan}/reinstate`, undefined, admin)).status).toBe(200);

    const { changes } = await readAgent(agent.aan);
    expect(changes.map((change) => [change.change, change.actorEmail])).toEqual([
      ['reinstated', admin.email],
      ['suspended', admin.email],
      ['created', admin.email],
    ]);
  });
});

describe('commission and details', () => {
  it('sets the commission per service, recording what changed, and refuses what is not a commission', async () => {
    const agent = await createdAgent();
    const commission = {
      ...noCommissions(),
      visa: { type: 'percent', basisPoints: 750 },
      tin: { type: 'amount', amount: 5000 },
      business: { type: 'percent', basisPoints: 10_000 },
    };
    const saved = await send('PUT', `/api/agents/${agent.aan}/commission`, commission, admin);
    expect(saved.status).toBe(200);
    expect((saved.body as { agent: AgentView }).agent.commission).toEqual(commission);
    // The same again changes nothing and records nothing.
    expect((await send('PUT', `/api/agents/${agent.aan}/commission`, commission, admin)).status).toBe(200);

    for (const [bad, field] of [
      [{ visa: { type: 'percent', basisPoints: 10_001 } }, 'visa.basisPoints'],
      [{ visa: { type: 'percent', basisPoints: 7.5 } }, 'visa.basisPoints'],
      [{ visa: { type: 'percent', basisPoints: -1 } }, 'visa.basisPoints'],
      [{ tin: { type: 'amount', amount: 12.5 } }, 'tin.amount'],
      [{ tin: { type: 'amount', amount: -100 } }, 'tin.amount'],
      [{ tin: { type: 'share', amount: 100 } }, 'tin.type'],
    ] as const) {
      const answer = await send('PUT', `/api/agents/${agent.aan}/commission`, bad, admin);
      expect({
        field,
        status: answer.status,
        fields: Object.keys((answer.body as { fields?: object }).fields ?? {}),
      }).toEqual({
        field,
        status: 422,
        fields: [field],
      });
    }

    const details = await send(
      'PUT',
      `/api/agents/${agent.aan}`,
      { name: 'Neema J. Kisanga', phone: '0713 000 111' },
      admin,
    );
    expect(details.status).toBe(200);
    expect((details.body as { agent: AgentView }).agent).toMatchObject({
      name: 'Neema J. Kisanga',
      phone: '0713000111',
    });
    expect((await db().collection(COLLECTIONS.users).doc(agent.uid).get()).get('name')).toBe(
      'Neema J. Kisanga',
    );
    const badPhone = await send('PUT', `/api/agents/${agent.aan}`, { name: 'N', phone: 'call me' }, admin);
    expect(badPhone.status).toBe(422);

    const { agent: stored, changes } = await readAgent(agent.aan);
    expect(stored.commission).toEqual(commission);
    const [detailsChange, commissionChange, created] = changes as AgentChangeView[];
    expect(changes).toHaveLength(3);
    expect(created).toMatchObject({ change: 'created' });
    expect(commissionChange).toMatchObject({
      change: 'commission',
      actorEmail: admin.email,
      detail: [
        { kind: 'visa', from: { type: 'amount', amount: 0 }, to: { type: 'percent', basisPoints: 750 } },
        { kind: 'tin', from: { type: 'amount', amount: 0 }, to: { type: 'amount', amount: 5000 } },
        {
          kind: 'business',
          from: { type: 'amount', amount: 0 },
          to: { type: 'percent', basisPoints: 10_000 },
        },
      ],
    });
    expect(detailsChange).toMatchObject({
      change: 'details',
      actorUid: admin.uid,
      actorEmail: admin.email,
      detail: [
        { field: 'name', from: 'Neema Kisanga', to: 'Neema J. Kisanga' },
        { field: 'phone', from: '0754123456', to: '0713000111' },
      ],
    });
    expect(Date.parse(detailsChange!.at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

function agentRequestFields() {
  return {
    name: 'Baraka Mushi',
    phone: '0765 432 100',
    email: freshEmail(),
    about: 'I run a stationery shop near Kariakoo and help my customers with TIN forms.',
  };
}

const sendRequest = (body: unknown, idToken: string, base = API_URL, headers: Record<string, string> = {}) =>
  postJson('/api/agent-requests', body, base, { authorization: `Bearer ${idToken}`, ...headers });

describe('Become an agent', () => {
  it('keeps a request once per id, for an admin to see among those pending, newest first', async () => {
    const applicant = await anonymousApplicant();
    const id = newDocumentId();
    const request = agentRequestFields();
    expect((await sendRequest({ id, request }, applicant.idToken)).status).toBe(201);
    const kept = await db().collection(COLLECTIONS.agentRequests).doc(id).get();
    expect(kept.data()).toMatchObject({
      ...request,
      phone: '0765432100',
      status: 'pending',
      submittedBy: applicant.uid,
    });
    expect((await sendRequest({ id, request }, applicant.idToken)).status).toBe(200);
    expect((await db().collection(COLLECTIONS.agentRequests).doc(id).get()).updateTime).toEqual(
      kept.updateTime,
    );
    // Another device cannot claim the id.
    const other = await anonymousApplicant();
    expect((await sendRequest({ id, request }, other.idToken)).status).toBe(409);

    const later = newDocumentId();
    expect((await sendRequest({ id: later, request: agentRequestFields() }, applicant.idToken)).status).toBe(
      201,
    );
    const listed = await get('/api/agent-requests', admin);
    expect(listed.status).toBe(200);
    const ids = (listed.body as { requests: AgentRequestView[] }).requests.map((each) => each.id);
    expect(ids.indexOf(later)).toBeGreaterThan(-1);
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(id));
    const shown = (listed.body as { requests: AgentRequestView[] }).requests.find((each) => each.id === id);
    expect(shown).toEqual({ id, ...request, phone: '0765432100', createdAt: expect.any(String) });
  });

  it('pages through every pending request, newest first, each once, however many wait', async () => {
    // More than a page's worth, older than anything else waiting, stored as the API stores them.
    const oldest = Date.now() - 400 * 24 * 3_600_000;
    const mine = Array.from({ length: AGENT_REQUESTS_PAGE_SIZE + 5 }, (_, index) => ({
      id: newDocumentId(),
      createdAt: Timestamp.fromMillis(oldest + index * 60_000),
    }));
    await Promise.all(
      mine.map(({ id, createdAt }) =>
        db()
          .collection(COLLECTIONS.agentRequests)
          .doc(id)
          .set({ ...agentRequestFields(), status: 'pending', submittedBy: 'paging-test', createdAt }),
      ),
    );
    const seen: AgentRequestView[] = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null; pages += 1) {
      expect(pages).toBeLessThan(1000);
      const answer = await get(`/api/agent-requests${cursor ? `?before=${cursor}` : ''}`, admin);
      expect(answer.status).toBe(200);
      const page = answer.body as AgentRequestsAnswer;
      expect(page.requests.length).toBeLessThanOrEqual(AGENT_REQUESTS_PAGE_SIZE);
      seen.push(...page.requests);
      cursor = page.next;
    }
    const ids = seen.map((request) => request.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = seen.map((request) => request.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The oldest waiting are listed last, none buried.
    expect(ids.slice(-mine.length)).toEqual(mine.map(({ id }) => id).reverse());
  });

  it('refuses what the page would refuse, naming the field, and a caller without a token', async () => {
    const applicant = await anonymousApplicant();
    const answer = await sendRequest(
      { id: newDocumentId(), request: { ...agentRequestFields(), phone: '12' } },
      applicant.idToken,
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'validation',
      fields: { 'request.phone': 'validation.phone' },
    });
    const anonymous = await postJson('/api/agent-requests', {
      id: newDocumentId(),
      request: agentRequestFields(),
    });
    expect(anonymous.status).toBe(401);
  });

  it('lets an admin approve a request by creating its agent, and decline another', async () => {
    const applicant = await anonymousApplicant();
    const [toApprove, toDecline] = [newDocumentId(), newDocumentId()];
    const request = agentRequestFields();
    await sendRequest({ id: toApprove, request }, applicant.idToken);
    await sendRequest({ id: toDecline, request: agentRequestFields() }, applicant.idToken);

    const created = await send('POST', '/api/agents', { ...newAgent(request), requestId: toApprove }, admin);
    expect(created.status).toBe(201);
    const { agent } = created.body as { agent: AgentView };
    const approved = await db().collection(COLLECTIONS.agentRequests).doc(toApprove).get();
    expect(approved.data()).toMatchObject({
      status: 'approved',
      aan: agent.aan,
      decidedByUid: admin.uid,
      decidedByEmail: admin.email,
    });
    expect(approved.get('decidedAt')).toBeDefined();
    // A request approved once is not approved again.
    const twice = await send('POST', '/api/agents', { ...newAgent(), requestId: toApprove }, admin);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'agentRequest.decided' });

    expect((await send('POST', `/api/agent-requests/${toDecline}/decline`, undefined, admin)).status).toBe(
      200,
    );
    expect((await send('POST', `/api/agent-requests/${toDecline}/decline`, undefined, admin)).status).toBe(
      200,
    );
    const declined = await db().collection(COLLECTIONS.agentRequests).doc(toDecline).get();
    expect(declined.data()).toMatchObject({ status: 'declined', decidedByEmail: admin.email });
    const approvedDecline = await send('POST', `/api/agent-requests/${toApprove}/decline`, undefined, admin);
    expect(approvedDecline.status).toBe(409);
    const missing = await send('POST', `/api/agent-requests/${newDocumentId()}/decline`, undefined, admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'agentRequest.notFound' });

    const pending = (await get('/api/agent-requests', admin)).body as { requests: AgentRequestView[] };
    const ids = pending.requests.map((each) => each.id);
    expect(ids).not.toContain(toApprove);
    expect(ids).not.toContain(toDecline);
  });

  it('asks for App Check where it is enforced, as feedback does', async () => {
    const standIn = appCheckStandIn();
    let enforced: InProcessApi | undefined;
    try {
      enforced = await startApi(
        { APP_CHECK: 'enforce', APP_CHECK_SITE_KEY: 'site-key' },
        { verifyAppCheck: standIn.verifierFor(PROJECT_ID) },
      );
      const applicant = await anonymousApplicant();
      const body = () => ({ id: newDocumentId(), request: agentRequestFields() });
      expect((await sendRequest(body(), applicant.idToken, enforced.url)).status).toBe(401);
      const token = standIn.issue({ appId: '1:123456789:web:abc123', projectId: PROJECT_ID });
      expect(
        (await sendRequest(body(), applicant.idToken, enforced.url, { [APP_CHECK_HEADER]: token })).status,
      ).toBe(201);
    } finally {
      await enforced?.close();
    }
  });
});

// Not left over: the mail queue holds each new agent's email once (the dispatcher's collection).
it('queues each account email in the mail queue the extension sends from', () => {
  expect(agentAccountMail(db(), 'AGT-TEST1').parent.id).toBe(MAIL);
});
