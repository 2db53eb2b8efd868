import { Router } from 'express';
import {
  clientsQuerySchema,
  type AgentClientsAnswer,
  type AgentMe,
  type AgentNeeds,
} from '#domain/agentClients';
import { agentClients, agentNeeds } from '../agents/clients.ts';
import { agentRecord } from '../agents/records.ts';
import type { FirebaseServices } from '../firebase.ts';
import type { Guards } from '../http/guards.ts';
import { requireAgent, signedInAgent } from '../http/requireAgent.ts';
import { parseBody } from '../http/validate.ts';

/**
 * The agent's own area: who they are, and their clients' applications (every application that
 * carries their AAN, whoever sent it). Only an active agent's token opens either.
 */
export function agentClientsRouter(firebase: FirebaseServices, { limits }: Guards) {
  const router = Router();
  const agentOnly = requireAgent(firebase);

  /** GET /api/agent/me → {aan, name}. */
  router.get('/agent/me', agentOnly, async (_req, res) => {
    const { aan } = signedInAgent(res);
    const agent = await agentRecord(firebase.db, aan);
    res.json({ aan, name: String(agent?.get('name') ?? '') } satisfies AgentMe);
  });

  /** GET /api/agent/clients?view=&q=&before= → a page of clients and the count of each need. */
  router.get('/agent/clients', limits.agentClients, agentOnly, async (req, res) => {
    const { view, q, before } = parseBody(clientsQuerySchema, req.query);
    const { aan } = signedInAgent(res);
    res.json((await agentClients(firebase.db, { aan, view, q, before })) satisfies AgentClientsAnswer);
  });

  /** GET /api/agent/needs → how many clients are in each need (the list's views' counts). */
  router.get('/agent/needs', limits.agentClients, agentOnly, async (_req, res) => {
    const { aan } = signedInAgent(res);
    res.json((await agentNeeds(firebase.db, aan)) satisfies AgentNeeds);
  });

  return router;
}
