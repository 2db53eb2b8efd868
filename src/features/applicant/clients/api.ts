import type { AgentClientsAnswer, AgentMe, AgentNeeds, ClientView } from '#domain/agentClients';
import { suspensionOfSignedInAgent } from '#lib/agentSession';
import { apiFetch } from '#lib/api';
import { withTimeout } from '#lib/timeout';

const LOAD_TIMEOUT_MS = 15_000;

/** The signed-in agent's ID token; null when nobody with an account is signed in on this device. */
async function agentToken(): Promise<string | null> {
  const { currentApplicant } = await import('#lib/firebase/applicant');
  const user = await currentApplicant();
  return user && !user.isAnonymous ? user.getIdToken() : null;
}

export class NotSignedInError extends Error {
  constructor() {
    super('No agent is signed in on this device');
    this.name = 'NotSignedInError';
  }
}

async function agentGet<T>(path: string, what: string): Promise<T> {
  const token = await agentToken();
  if (!token) throw (await suspensionOfSignedInAgent()) ?? new NotSignedInError();
  return withTimeout(
    apiFetch<T>(path, { headers: { Authorization: `Bearer ${token}` } }),
    LOAD_TIMEOUT_MS,
    what,
  );
}

export const fetchAgentMe = () => agentGet<AgentMe>('/api/agent/me', 'Loading the agent');

/** One page of the agent's clients: `before` is the cursor the previous page gave. */
export function fetchClients(view: ClientView, q: string, before: string | undefined) {
  const query = new URLSearchParams({ view, ...(q ? { q } : {}), ...(before ? { before } : {}) });
  return agentGet<AgentClientsAnswer>(`/api/agent/clients?${query}`, 'Loading the clients');
}

/** How many of the agent's clients are in each need: the views' counts, one read for them all. */
export const fetchNeeds = () => agentGet<AgentNeeds>('/api/agent/needs', 'Loading the counts');
