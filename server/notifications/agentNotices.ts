import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { isAan } from '#domain/agents';
import type { AppLanguage } from '#domain/kinds';
import type { AgentEvent } from '#domain/notifications';
import { agentRecords, statusOf } from '../agents/records.ts';
import { queuedMessage, type NotificationFacts, type NotificationSubject } from './records.ts';

// An agent hears by SMS when an application that carries their AAN needs action (staff set it, or
// asked the applicant for more) or has its documents ready, beside the applicant's own messages
// and in the same transaction. It is an SMS like any other: counted in the day's SMS budget and
// waiting for the next day's when that is spent (smsAllowance.ts), listed with the application's
// messages for staff, sent again if staff resend it. A suspended agent is told nothing.

/** Who to text about one application, read in its transaction: the agent's phone and language. */
export type AgentToTell = { aan: string; phone: string; lang: AppLanguage };

/**
 * The language an agent is written to: agents/{AAN}.lang when an admin set it to English, else
 * Kiswahili. Agents are people of Dar es Salaam and its regions who bring their neighbours'
 * applications; Kiswahili is what every one of them reads, English what some prefer.
 */
export const agentLanguage = (agent: DocumentSnapshot): AppLanguage =>
  agent.get('lang') === 'en' ? 'en' : 'sw';

/**
 * The active agent `application` names by its AAN, with a phone to text, or undefined. Read in
 * `transaction` before any of its writes (Firestore wants every read first); an application
 * without an AAN costs no read.
 */
export async function agentToTell(
  db: Firestore,
  transaction: Transaction,
  application: DocumentSnapshot,
): Promise<AgentToTell | undefined> {
  const aan = application.get('AAN') as unknown;
  if (!isAan(aan)) return undefined;
  const agent = await transaction.get(agentRecords(db).doc(aan));
  const phone = agent.get('phone') as unknown;
  if (!agent.exists || statusOf(agent) !== 'active' || typeof phone !== 'string' || !phone.trim()) {
    return undefined;
  }
  return { aan, phone, lang: agentLanguage(agent) };
}

/**
 * The SMS that tells `agent` of `event` on their client's application, none when there is no one
 * to tell. Its id names the application, the event and `occasion` (the status change's event, the
 * hand-back's first document), so a retried write finds it there and sends nothing twice. `facts`
 * say what it tells of (the status, the request), for its turn to find whether that still holds.
 */
export function agentMessagesFor(
  agent: AgentToTell | undefined,
  subject: NotificationSubject,
  event: AgentEvent,
  occasion: string,
  facts: NotificationFacts = {},
) {
  if (!agent) return [];
  return queuedMessage(
    subject,
    { event, channel: 'sms', to: agent.phone, lang: agent.lang, facts },
    occasion,
  );
}
