import { collection, getDocs } from 'firebase/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { getListeningDb } from '#lib/firebase/listening';
import { agentNamesOf, type AgentName } from '../agentNames';

/**
 * Every agent's AAN and name, alphabetically: one read of the agents (staff may, by the rules),
 * made when the agent filter is first reached and once per export, never per application.
 */
export async function fetchAgentNames(): Promise<AgentName[]> {
  const snapshot = await getDocs(collection(await getListeningDb(), COLLECTIONS.agents));
  return agentNamesOf(snapshot.docs.map((agent) => ({ id: agent.id, name: agent.get('name') })));
}
