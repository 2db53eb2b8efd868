import { Router } from 'express';
import { canonicalAan, type AgentNameAnswer } from '#domain/aan';
import { publicAgentName } from '#domain/agents';
import { agentRecord, statusOf } from '../agents/records.ts';
import type { FirebaseServices } from '../firebase.ts';
import type { Guards } from '../http/guards.ts';

/**
 * GET /api/agent-names/:aan → 200 {aan, name}: the name a form shows for the agent an agent's link
 * filled in, so a client on a shared computer sees whom the application would go to. Only an
 * active agent's, as a first name and an initial; a number nobody has and a suspended agent's are
 * answered alike (name null), as the form's refusal answers them. Limited per address: a script
 * listing the agents' names is slowed.
 */
export function agentNamesRouter({ db }: FirebaseServices, { limits }: Guards) {
  const router = Router();
  router.get('/agent-names/:aan', limits.agentNames, async (req, res) => {
    const aan = canonicalAan(String(req.params.aan));
    const agent = await agentRecord(db, aan);
    const active = agent && statusOf(agent) === 'active' && typeof agent.get('name') === 'string';
    res.json({
      aan,
      name: active ? publicAgentName(agent.get('name') as string) : null,
    } satisfies AgentNameAnswer);
  });
  return router;
}
