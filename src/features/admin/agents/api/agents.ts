import type {
  NewLinkAnswer,
  AgentAnswer,
  AgentDetailAnswer,
  AgentEditInput,
  AgentRequestsAnswer,
  AgentsAnswer,
  ProposedAanAnswer,
} from '#domain/agentAdmin';
import type { AgentView, Commissions } from '#domain/agents';
import type { ApplicationKind } from '#domain/kinds';
import { apiFetch } from '#lib/api';
import { staffIdToken } from '../../common/api/staffToken';

/** What an admin sends to create an agent (POST /api/agents): the AAN may be empty (one is proposed). */
export type NewAgentInput = {
  name: string;
  phone: string;
  email: string;
  aan: string;
  commission: Commissions;
  requestId?: string;
};

const asAdmin = async (): Promise<HeadersInit> => ({ Authorization: `Bearer ${await staffIdToken()}` });

const agentPath = (aan: string) => `/api/agents/${encodeURIComponent(aan)}`;

/**
 * Every call the agents screens make, as the signed-in admin (server/routes/agents.ts). The screens
 * take them as one object, so a test can hand them others.
 */
export const agentsApi = {
  /** The agents by name. */
  async list(): Promise<AgentView[]> {
    return (await apiFetch<AgentsAnswer>('/api/agents', { headers: await asAdmin() })).agents;
  },
  /** One agent and their history, newest first. */
  async read(aan: string): Promise<AgentDetailAnswer> {
    return apiFetch<AgentDetailAnswer>(agentPath(aan), { headers: await asAdmin() });
  },
  /** A number no agent has now. */
  async proposeAan(): Promise<string> {
    return (await apiFetch<ProposedAanAnswer>('/api/agents/proposed-aan', { headers: await asAdmin() })).aan;
  },
  async create(input: NewAgentInput): Promise<AgentView> {
    const { requestId, ...rest } = input;
    const answer = await apiFetch<AgentAnswer>('/api/agents', {
      method: 'POST',
      headers: await asAdmin(),
      json: requestId ? input : rest,
    });
    return answer.agent;
  },
  async setStatus(aan: string, action: 'suspend' | 'reinstate'): Promise<AgentView> {
    const answer = await apiFetch<AgentAnswer>(`${agentPath(aan)}/${action}`, {
      method: 'POST',
      headers: await asAdmin(),
    });
    return answer.agent;
  },
  async saveCommission(aan: string, commission: Record<ApplicationKind, unknown>): Promise<AgentView> {
    const answer = await apiFetch<AgentAnswer>(`${agentPath(aan)}/commission`, {
      method: 'PUT',
      headers: await asAdmin(),
      json: commission,
    });
    return answer.agent;
  },
  async saveDetails(aan: string, details: AgentEditInput): Promise<AgentView> {
    const answer = await apiFetch<AgentAnswer>(agentPath(aan), {
      method: 'PUT',
      headers: await asAdmin(),
      json: details,
    });
    return answer.agent;
  },
  /**
   * A page of the "Become an agent" requests waiting for an admin, newest first: the first, or the
   * one after the request `before` names; `next` names the page after it.
   */
  async requests(before?: string): Promise<AgentRequestsAnswer> {
    const query = before ? `?before=${encodeURIComponent(before)}` : '';
    return apiFetch<AgentRequestsAnswer>(`/api/agent-requests${query}`, { headers: await asAdmin() });
  },
  async decline(id: string): Promise<void> {
    await apiFetch(`/api/agent-requests/${encodeURIComponent(id)}/decline`, {
      method: 'POST',
      headers: await asAdmin(),
    });
  },
  /** A fresh link to choose a password, emailed to the agent; answers the address it went to. */
  async sendNewLink(aan: string): Promise<string> {
    const answer = await apiFetch<NewLinkAnswer>(`${agentPath(aan)}/new-link`, {
      method: 'POST',
      headers: await asAdmin(),
    });
    return answer.sentTo;
  },
};

export type AgentsApi = typeof agentsApi;
