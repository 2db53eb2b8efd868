import { doc, getDoc } from 'firebase/firestore/lite';
import { isAan } from '#domain/aan';
import { textOf } from '#domain/identity';
import { COLLECTIONS } from '#domain/kinds';
import { getFirebaseAuth } from '#lib/firebase/auth';
import { getLiteDb } from '#lib/firebase/lite';

/**
 * The name of the agent whose AAN an application carries (agents/{AAN}: staff may read it, by the
 * rules); null when no agent has that number.
 */
export async function fetchAgentName(aan: string): Promise<string | null> {
  // Not a number any agent could have, nor a path to build.
  if (!isAan(aan)) return null;
  await (await getFirebaseAuth()).authStateReady();
  const agent = await getDoc(doc(await getLiteDb(), COLLECTIONS.agents, aan));
  if (!agent.exists()) return null;
  return textOf(agent.get('name')) ?? aan;
}
