// An agent's number means something: a typed AAN must be an active agent's, an agent's own
// applications carry theirs, and "My clients" shows an agent every application that carries their
// AAN, and nothing of another agent's.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CLIENTS_PAGE_SIZE, type AgentClientsAnswer, type AgentNeeds } from '#domain/agentClients';
import { APPLICATIONS } from '#domain/applications';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { SEARCH_INDEX_FIELD, searchPrefixesOf } from '#domain/searchIndex';
import type { NewApplicationAnswer } from '#domain/submissions';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, sendApplication, withUploads } from '../support/applications.ts';
import { ensureAgent, signedInAgent } from '../support/agents.ts';
import { postJson, request } from '../support/http.ts';
import { anonymousApplicant, signedInUser } from '../support/users.ts';

/** A fresh AAN per test, so runs and tests never share an agent. */
const freshAan = () => `AGT-${randomUUID().slice(0, 8).toUpperCase()}`;
const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

const clientsOf = (idToken: string, query = '') =>
  request(`/api/agent/clients${query}`, { headers: bearer(idToken) }) as Promise<{
    status: number;
    body: AgentClientsAnswer & { code?: string };
  }>;

const needsOf = (idToken: string) =>
  request('/api/agent/needs', { headers: bearer(idToken) }) as Promise<{ status: number; body: AgentNeeds }>;

/** Sent by a client's device with this AAN typed on the form; the API's answer. */
async function sentWithAan(kind: ApplicationKind, aan: string, idToken?: string) {
  const token = idToken ?? (await anonymousApplicant()).idToken;
  const answers = await withUploads(kind, { ...VALID_APPLICATIONS[kind](), AAN: aan });
  return sendApplication(kind, { answers }, token);
}

async function storedAan(kind: ApplicationKind, answer: { body: unknown }) {
  const { id } = answer.body as NewApplicationAnswer;
  const stored = await adminServices().db.collection(APPLICATIONS[kind].collection).doc(id).get();
  return stored.get('AAN') as unknown;
}

/** Written past the API, `minutesAgo` old: many applications of one agent, quickly. */
async function storedForAgent(kind: ApplicationKind, aan: string, minutesAgo: number, changes = {}) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  const record = {
    ...VALID_APPLICATIONS[kind](),
    ...newApplicationMeta(kind, { lang: 'en', submittedBy: null }),
    AAN: aan,
    ...changes,
  };
  await ref.set({
    ...record,
    [SEARCH_INDEX_FIELD]: searchPrefixesOf(kind, record),
    createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
  });
  return { id: ref.id, reference: record.reference };
}

describe('the AAN on a form', () => {
  it('refuses a number no agent has, beside the AAN field, and saves nothing', async () => {
    const answer = await sentWithAan('tin', 'AGT-NOBODY');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'validation', fields: { AAN: 'validation.agent.unknown' } });
  });

  it("refuses a suspended agent's number as one nobody has (tests/api/agentNumbers.test.ts)", async () => {
    const aan = freshAan();
    await ensureAgent(aan, 'suspended');
    const answer = await sentWithAan('visa', aan);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ fields: { AAN: 'validation.agent.unknown' } });
  });

  it("accepts an active agent's number however it is typed, and stores it in capitals", async () => {
    const aan = freshAan();
    await ensureAgent(aan);
    const answer = await sentWithAan('brela', ` ${aan.toLowerCase()} `);
    expect(answer.status).toBe(201);
    expect(await storedAan('brela', answer)).toBe(aan);
  });

  it("stores an agent's own application with their AAN, whatever the form said", async () => {
    const [mine, other] = [freshAan(), freshAan()];
    const agent = await signedInAgent(mine);
    await ensureAgent(other);
    const typedOther = await sentWithAan('business', other, agent.idToken);
    expect(typedOther.status).toBe(201);
    expect(await storedAan('business', typedOther)).toBe(mine);
    const typedNone = await sentWithAan('tin', '', agent.idToken);
    expect(typedNone.status).toBe(201);
    expect(await storedAan('tin', typedNone)).toBe(mine);
  });
});

describe('My clients', () => {
  it("lists every application carrying the agent's AAN, of every service, newest first, with who it is for", async () => {
    const amina = await signedInAgent(freshAan());
    const baraka = await signedInAgent(freshAan());
    const fromClient = await sentWithAan('visa', amina.aan);
    const fromAgent = await sentWithAan('tin', '', amina.idToken);
    await sentWithAan('brela', baraka.aan);

    const listed = await clientsOf(amina.idToken);
    expect(listed.status).toBe(200);
    expect(listed.body.clients.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'tin', id: (fromAgent.body as NewApplicationAnswer).id },
      { kind: 'visa', id: (fromClient.body as NewApplicationAnswer).id },
    ]);
    const [tin] = listed.body.clients;
    expect(tin).toMatchObject({ status: 'submitted', paymentStatus: 'unpaid', name: expect.any(String) });
    expect(tin?.phone).toMatch(/^0\d{9}$/);
    expect((await needsOf(amina.idToken)).body).toEqual({ unpaid: 2, actionNeeded: 0, resultsReady: 0 });
    expect(listed.body.next).toBeNull();

    // The other agent sees only their own.
    const theirs = await clientsOf(baraka.idToken);
    expect(theirs.body.clients.map(({ kind }) => kind)).toEqual(['brela']);
  });

  it('pages through many applications a page at a time, each once, and counts what needs the agent', async () => {
    const agent = await signedInAgent(freshAan());
    // Every service in turn.
    const kinds = APPLICATION_KINDS;
    const total = CLIENTS_PAGE_SIZE + 6;
    await Promise.all(
      Array.from({ length: total }, (_, index) =>
        storedForAgent(
          kinds[index % kinds.length]!,
          agent.aan,
          index,
          index < 3 ? { status: 'action_needed' } : {},
        ),
      ),
    );
    const first = await clientsOf(agent.idToken);
    expect(first.body.clients).toHaveLength(CLIENTS_PAGE_SIZE);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await clientsOf(agent.idToken, `?before=${first.body.next}`);
    expect(second.body.clients).toHaveLength(6);
    expect(second.body.next).toBeNull();
    const ids = [...first.body.clients, ...second.body.clients].map(({ id }) => id);
    expect(new Set(ids).size).toBe(total);
    const times = [...first.body.clients, ...second.body.clients].map(({ createdAt }) => createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await needsOf(agent.idToken)).body).toEqual({ unpaid: total, actionNeeded: 3, resultsReady: 0 });

    const needing = await clientsOf(agent.idToken, '?view=actionNeeded');
    expect(needing.body.clients).toHaveLength(3);
    expect(needing.body.clients.every(({ status }) => status === 'action_needed')).toBe(true);
  });

  it('finds a client by reference and by the start of a name', async () => {
    const agent = await signedInAgent(freshAan());
    const wanted = await storedForAgent('tin', agent.aan, 1, { fullName: 'Neema Zawadi Kisanga' });
    await storedForAgent('visa', agent.aan, 2);
    const byReference = await clientsOf(
      agent.idToken,
      `?q=${encodeURIComponent(wanted.reference.toLowerCase())}`,
    );
    expect(byReference.body.clients.map(({ id }) => id)).toEqual([wanted.id]);
    const byName = await clientsOf(agent.idToken, '?q=zawad');
    expect(byName.body.clients.map(({ id }) => id)).toEqual([wanted.id]);
  });

  it('is refused, list and counts, to anyone but an active agent', async () => {
    const anonymous = await anonymousApplicant();
    const staff = await signedInUser('staff');
    const suspended = await signedInAgent(freshAan(), 'suspended');
    for (const read of [clientsOf, needsOf]) {
      expect((await read('')).status).toBe(401);
      for (const token of [anonymous.idToken, staff.idToken]) {
        expect(await read(token)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
      }
      expect(await read(suspended.idToken)).toMatchObject({ status: 403, body: { code: 'agent.suspended' } });
    }
  });

  it("lets the agent pay for a client's application, and no other agent", async () => {
    const agent = await signedInAgent(freshAan());
    const other = await signedInAgent(freshAan());
    const sent = await sentWithAan('tin', agent.aan);
    const { id } = sent.body as NewApplicationAnswer;
    const start = (idToken: string) =>
      postJson('/api/payments', paymentRequestFor({ id }, 'tin'), undefined, bearer(idToken));
    expect(await start(other.idToken)).toMatchObject({ status: 403 });
    const paid = await start(agent.idToken);
    expect(paid.status).toBeLessThan(300);
  });
});
