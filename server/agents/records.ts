import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isAan, type AgentStatus } from '#domain/agents';
import { COLLECTIONS } from '#domain/kinds';
import { HttpError } from '../http/errors.ts';

export const agentRecords = (db: Firestore) => db.collection(COLLECTIONS.agents);

/** agents/{AAN}, or undefined for anything that is not an AAN (so no odd string becomes a path). */
export async function agentRecord(db: Firestore, aan: string): Promise<DocumentSnapshot | undefined> {
  if (!isAan(aan)) return undefined;
  const agent = await agentRecords(db).doc(aan).get();
  return agent.exists ? agent : undefined;
}

export const statusOf = (agent: DocumentSnapshot): AgentStatus =>
  agent.get('status') === 'active' ? 'active' : 'suspended';

/** The AAN of the agent signed in as `uid`, from users/{uid}; undefined for anyone else. */
export async function agentAanOf(db: Firestore, uid: string): Promise<string | undefined> {
  const user = await db.collection(COLLECTIONS.users).doc(uid).get();
  const aan = user.get('aan') as unknown;
  return user.get('role') === 'agent' && isAan(aan) ? aan : undefined;
}

/** Whether `uid` is the active agent whose AAN is `aan` (an application's AAN field). */
export async function isActiveAgentOf(db: Firestore, uid: string, aan: unknown): Promise<boolean> {
  if (!isAan(aan) || (await agentAanOf(db, uid)) !== aan) return false;
  const agent = await agentRecord(db, aan);
  return agent !== undefined && statusOf(agent) === 'active';
}

export const agentSuspended = () => new HttpError(403, 'This agent account is suspended.', 'agent.suspended');

/**
 * For an agent's account, its agents/{AAN} record, refusing (403) one that is not active; undefined
 * for anyone else, who is not refused. Every path an agent takes asks here.
 */
export async function refuseUnlessActiveAgent(db: Firestore, uid: string) {
  const aan = await agentAanOf(db, uid);
  if (!aan) return undefined;
  const agent = await agentRecord(db, aan);
  if (!agent || statusOf(agent) !== 'active') throw agentSuspended();
  return { aan, agent };
}
