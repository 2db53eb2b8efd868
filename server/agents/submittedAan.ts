import type { Firestore } from 'firebase-admin/firestore';
import { canonicalAan } from '#domain/agents';
import { MSG } from '#domain/common';
import { HttpError } from '../http/errors.ts';
import { agentRecord, refuseUnlessActiveAgent, statusOf } from './records.ts';

const refusedAan = (message: string) =>
  new HttpError(422, 'Please check these fields: AAN.', 'validation', { AAN: message });

/**
 * The AAN an application is stored with. An agent's own submissions always carry theirs, whatever
 * the form sent; anyone else's typed AAN must name an active agent, and is stored in capitals.
 * Nothing typed is no agent.
 */
export async function submittedAan(db: Firestore, uid: string, typed: unknown): Promise<string | undefined> {
  const own = await refuseUnlessActiveAgent(db, uid);
  if (own) return own.aan;
  if (typeof typed !== 'string' || typed.trim() === '') return undefined;
  const aan = canonicalAan(typed);
  const agent = await agentRecord(db, aan);
  if (!agent) throw refusedAan(MSG.agentUnknown);
  if (statusOf(agent) !== 'active') throw refusedAan(MSG.agentSuspended);
  return aan;
}
