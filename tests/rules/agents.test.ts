// Agents read the applications that carry their own AAN, and nothing else; staff read the agents.
// Two agents and a suspended one, each with an application of every service.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, COLLECTIONS } from '#domain/kinds';
import { storedApplicationDoc } from './fixtures.ts';
import { rulesEnvironment, USERS } from './setup.ts';

const AGENTS = {
  amina: { uid: 'agent-amina', aan: 'AGT-AMINA', status: 'active' },
  baraka: { uid: 'agent-baraka', aan: 'AGT-BARAK', status: 'active' },
  suspended: { uid: 'agent-suspended', aan: 'AGT-SUSPD', status: 'suspended' },
} as const;
type AgentName = keyof typeof AGENTS;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const writes = Object.entries(USERS).map(([path, data]) => setDoc(doc(db, path), data));
    for (const { uid, aan, status } of Object.values(AGENTS)) {
      const email = `${uid}@example.tz`;
      writes.push(setDoc(doc(db, COLLECTIONS.users, uid), { uid, name: uid, email, role: 'agent', aan }));
      writes.push(setDoc(doc(db, COLLECTIONS.agents, aan), { aan, uid, name: uid, email, status }));
      writes.push(setDoc(doc(db, COLLECTIONS.agents, aan, 'changes', 'c1'), { action: 'created' }));
      for (const kind of APPLICATION_KINDS) {
        const application = storedApplicationDoc(kind, { AAN: aan });
        writes.push(setDoc(doc(db, APPLICATION_COLLECTIONS[kind], `${kind}-${aan}`), application));
      }
    }
    await Promise.all(writes);
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const agentDb = (name: AgentName) =>
  env
    .authenticatedContext(AGENTS[name].uid, { email: `${AGENTS[name].uid}@example.tz` })
    .firestore() as unknown as Firestore;

const staffDb = () =>
  env.authenticatedContext('staff', { email: 's@example.com' }).firestore() as unknown as Firestore;

const clientsOf = (db: Firestore, collectionName: string, aan: string) =>
  getDocs(query(collection(db, collectionName), where('AAN', '==', aan)));

describe.each(APPLICATION_KINDS)('an agent and the %s applications', (kind) => {
  const name = APPLICATION_COLLECTIONS[kind];

  it('lets an agent list and read the applications carrying their AAN', async () => {
    const listed = await assertSucceeds(clientsOf(agentDb('amina'), name, AGENTS.amina.aan));
    expect(listed.docs.map((each) => each.id)).toEqual([`${kind}-${AGENTS.amina.aan}`]);
    await assertSucceeds(getDoc(doc(agentDb('amina'), name, `${kind}-${AGENTS.amina.aan}`)));
  });

  it("refuses an agent another agent's applications, and the whole collection", async () => {
    await assertFails(clientsOf(agentDb('amina'), name, AGENTS.baraka.aan));
    await assertFails(getDoc(doc(agentDb('amina'), name, `${kind}-${AGENTS.baraka.aan}`)));
    await assertFails(getDocs(collection(agentDb('amina'), name)));
  });

  it('refuses a suspended agent even their own', async () => {
    await assertFails(clientsOf(agentDb('suspended'), name, AGENTS.suspended.aan));
    await assertFails(getDoc(doc(agentDb('suspended'), name, `${kind}-${AGENTS.suspended.aan}`)));
  });

  it('refuses an agent any change to an application of theirs', async () => {
    const own = doc(agentDb('amina'), name, `${kind}-${AGENTS.amina.aan}`);
    await assertFails(updateDoc(own, { status: 'approved' }));
  });
});

describe('agents/{AAN}', () => {
  it('lets an agent read their own record, suspended or not, and nobody else’s', async () => {
    await assertSucceeds(getDoc(doc(agentDb('amina'), COLLECTIONS.agents, AGENTS.amina.aan)));
    await assertSucceeds(getDoc(doc(agentDb('suspended'), COLLECTIONS.agents, AGENTS.suspended.aan)));
    await assertFails(getDoc(doc(agentDb('amina'), COLLECTIONS.agents, AGENTS.baraka.aan)));
    await assertFails(getDocs(collection(agentDb('amina'), COLLECTIONS.agents)));
  });

  it('refuses an agent their own record’s changes and any write to it', async () => {
    const own = doc(agentDb('amina'), COLLECTIONS.agents, AGENTS.amina.aan);
    await assertFails(getDocs(collection(own, 'changes')));
    await assertFails(updateDoc(own, { status: 'active', commission: {} }));
    await assertFails(
      updateDoc(doc(agentDb('amina'), COLLECTIONS.users, AGENTS.amina.uid), { aan: 'AGT-BARAK' }),
    );
  });

  it('lets staff list the agents and their changes, and write neither', async () => {
    const listed = await assertSucceeds(getDocs(collection(staffDb(), COLLECTIONS.agents)));
    expect(listed.size).toBe(Object.keys(AGENTS).length);
    await assertSucceeds(getDocs(collection(staffDb(), COLLECTIONS.agents, AGENTS.amina.aan, 'changes')));
    await assertFails(
      updateDoc(doc(staffDb(), COLLECTIONS.agents, AGENTS.amina.aan), { status: 'suspended' }),
    );
  });

  it('refuses applicants and visitors the agents', async () => {
    const anonymous = env
      .authenticatedContext('applicant', { firebase: { sign_in_provider: 'anonymous' } })
      .firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(anonymous, COLLECTIONS.agents, AGENTS.amina.aan)));
    const visitor = env
      .authenticatedContext('visitor', { email: 'v@example.com' })
      .firestore() as unknown as Firestore;
    await assertFails(getDocs(collection(visitor, COLLECTIONS.agents)));
    await assertFails(
      getDoc(
        doc(
          env.unauthenticatedContext().firestore() as unknown as Firestore,
          COLLECTIONS.agents,
          AGENTS.amina.aan,
        ),
      ),
    );
  });
});
