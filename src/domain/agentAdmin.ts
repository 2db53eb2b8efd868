// What admins do with agents through the API (server/routes/agents.ts) and what the admin screens
// show of it (src/features/admin/agents/), and what someone asking to become an agent sends from
// the public page. The agent, its AAN and its commission are in agents.ts.
import * as z from 'zod/mini';
import {
  agentRequestSchema,
  BASIS_POINTS_IN_WHOLE,
  type AgentChange,
  type AgentView,
  type Commission,
} from './agents.js';
import { MSG, name, phone } from './common.js';
import type { ApplicationKind } from './kinds.js';
import { DRAFT_ID_PATTERN } from './submissions.js';

/** PUT /api/agents/:aan: what an admin may change of who an agent is (the email is their sign-in). */
export const agentEditSchema = z.object({ name: name(), phone: phone() });
export type AgentEditInput = z.input<typeof agentEditSchema>;

/**
 * POST /api/agent-requests, from "Become an agent": under an id the device chose once (as feedback
 * is), so a resend after a lost answer is the same request, not a second.
 */
export const newAgentRequestSchema = z.object({
  id: z.string({ error: () => MSG.required }).check(z.regex(DRAFT_ID_PATTERN, MSG.invalid)),
  request: agentRequestSchema,
});
export type NewAgentRequest = z.input<typeof newAgentRequestSchema>;

/** What one change of an agent's account changed: a detail (before → after), or a service's commission. */
export type AgentChangeDetail =
  | { field: 'name' | 'phone'; from: string; to: string }
  | { kind: ApplicationKind; from: Commission; to: Commission };

/** agents/{AAN}/changes/{id} as the API answers it: what, by whom (their email from Auth), when. */
export type AgentChangeView = {
  id: string;
  change: AgentChange;
  detail: AgentChangeDetail[];
  actorUid: string;
  actorEmail: string | null;
  at: string;
};

/** A "Become an agent" request waits for an admin, who approves it (creating the agent) or declines it. */
export const AGENT_REQUEST_STATES = ['pending', 'approved', 'declined'] as const;
export type AgentRequestState = (typeof AGENT_REQUEST_STATES)[number];

/** A pending request as an admin reads it (GET /api/agent-requests). */
export type AgentRequestView = {
  id: string;
  name: string;
  phone: string;
  email: string;
  about?: string;
  createdAt: string;
};

/**
 * GET /api/agent-requests[?before=<id>] answers this many pending requests a page, newest first;
 * `next` is the cursor of the page after, null on the last.
 */
export const AGENT_REQUESTS_PAGE_SIZE = 20;

export type AgentsAnswer = { agents: AgentView[] };
export type AgentAnswer = { agent: AgentView };
export type AgentDetailAnswer = { agent: AgentView; changes: AgentChangeView[] };
export type ProposedAanAnswer = { aan: string };
/** POST /api/agents/:aan/new-link → 200: the address the new link went to. */
export type NewLinkAnswer = { sentTo: string };
export type AgentRequestsAnswer = { requests: AgentRequestView[]; next: string | null };

/** A percentage as an admin types it: 10, 7.5 or 2.25 (a comma for the point too), 0 to 100. */
const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/**
 * The basis points of a typed percentage ("7.5" → 750), or undefined when it is not a percentage
 * from 0 to 100 with at most two decimals (a basis point is a hundredth of a percent).
 */
export function percentToBasisPoints(typed: string): number | undefined {
  const match = PERCENT.exec(typed.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= BASIS_POINTS_IN_WHOLE ? basisPoints : undefined;
}

/** The percentage of `basisPoints` as an admin would type it: 750 → "7.5", 1000 → "10". */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
