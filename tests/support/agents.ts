// Agents as an admin's account creation leaves them, written with the Admin SDK for tests that
// need an AAN to be accepted (or refused) without going through the admin screens.
import { FieldValue } from 'firebase-admin/firestore';
import { noCommissions, type AgentStatus } from '#domain/agents';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from './admin.ts';

export type TestAgent = { aan: string; uid: string; name: string; phone: string; email: string };

/** agents/{AAN} with this status (active unless told), and its users record; no Auth account. */
export async function ensureAgent(aan: string, status: AgentStatus = 'active'): Promise<TestAgent> {
  const { db } = adminServices();
  const agent = {
    aan,
    uid: `agent-${aan.toLowerCase()}`,
    name: `Agent ${aan}`,
    phone: '0754000111',
    email: `${aan.toLowerCase()}@agents.example.tz`,
  };
  await db
    .collection(COLLECTIONS.agents)
    .doc(aan)
    .set({
      ...agent,
      status,
      commission: noCommissions(),
      createdAt: FieldValue.serverTimestamp(),
      changedAt: FieldValue.serverTimestamp(),
    });
  await db
    .collection(COLLECTIONS.users)
    .doc(agent.uid)
    .set({ uid: agent.uid, name: agent.name, email: agent.email, role: 'agent', aan });
  return agent;
}
