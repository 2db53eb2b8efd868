import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { canonicalAan } from '#domain/agents';
import { MSG } from '#domain/common';
import { HttpError } from '../http/errors.ts';
import { agentRecord, refuseUnlessActiveAgent, statusOf } from './records.ts';

/**
 * One refusal for a number nobody has and a suspended agent's: told apart, anyone could list the
 * suspended numbers by trying them. The log says which, for staff.
 */
const refusedAan = () =>
  new HttpError(422, 'Please check these fields: AAN.', 'validation', { AAN: MSG.agentUnknown });

/**
 * The AAN an application is stored with. An agent's own submissions always carry theirs, whatever
 * the form sent; anyone else's typed AAN must name an active agent, and is stored in capitals.
 * Nothing typed is no agent.
 */
export async function submittedAan(
  db: Firestore,
  uid: string,
  typed: unknown,
  log?: Logger,
): Promise<string | undefined> {
  const own = await refuseUnlessActiveAgent(db, uid);
  if (own) return own.aan;
  if (typeof typed !== 'string' || typed.trim() === '') return undefined;
  const aan = canonicalAan(typed);
  const agent = await agentRecord(db, aan);
  const agentStatus = agent ? statusOf(agent) : 'none';
  if (agentStatus === 'active') return aan;
  log?.info({ aan, agentStatus }, 'a new application named an agent who cannot take it; refused');
  throw refusedAan();
}
