import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  AGENT_REQUESTS_PAGE_SIZE,
  agentEditSchema,
  newAgentRequestSchema,
  type AgentAnswer,
  type AgentDetailAnswer,
  type AgentRequestsAnswer,
  type AgentsAnswer,
  type NewLinkAnswer,
  type ProposedAanAnswer,
} from '#domain/agentAdmin';
import { canonicalAan, commissionsSchema, newAgentSchema } from '#domain/agents';
import { DOCUMENT_ID_PATTERN } from '#domain/common';
import { actorOf } from '../applications/actor.ts';
import {
  agentNotFound,
  agentRequests,
  createAgent,
  declineAgentRequest,
  freeAan,
  sendNewPasswordLink,
  setAgentCommission,
  setAgentDetails,
  setAgentStatus,
} from '../agents/manage.ts';
import { agentRecord, agentRecords } from '../agents/records.ts';
import { agentChangeView, agentRequestView, agentView } from '../agents/views.ts';
import type { FirebaseServices } from '../firebase.ts';
import { createOnce } from '../http/createOnce.ts';
import { creating, type Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { applicantUid, requireApplicant } from '../http/requireApplicant.ts';
import { requireAdmin } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';

/** A refusal of what was typed names each field at fault, as the form would (422). */
const UNPROCESSABLE = 422;

/** The AAN of the address, as an agent's number is stored (capitals). */
const aanOf = (param: string | string[] | undefined) => canonicalAan(String(param ?? ''));

/**
 * Agents, managed by admins only: list, read with their history, create (or approve a request to
 * become one), suspend, reinstate, and change their commission and details (server/agents/manage.ts).
 * And the public "Become an agent" request, which is sent as feedback is: App Check, the device's
 * token, a budget per address and then per sender, and an id that makes a resend the same request.
 */
export function agentsRouter(
  firebase: FirebaseServices,
  guards: Guards,
  { publicUrl }: { publicUrl: string },
) {
  const { db } = firebase;
  const router = Router();
  const admin = requireAdmin(firebase);
  const applicant = requireApplicant(firebase);

  const answerAgent = async (aan: string) => {
    const agent = await agentRecord(db, aan);
    if (!agent) throw agentNotFound();
    return { agent: agentView(agent) } satisfies AgentAnswer;
  };

  /** GET /agents → {agents}, by name. */
  router.get('/agents', ...admin, async (_req, res) => {
    const snapshot = await agentRecords(db).orderBy('name').get();
    res.json({ agents: snapshot.docs.map(agentView) } satisfies AgentsAnswer);
  });

  /** GET /agents/proposed-aan → {aan}: a number no agent has now (another may take it before it is used). */
  router.get('/agents/proposed-aan', ...admin, async (_req, res) => {
    res.json({ aan: await freeAan(db) } satisfies ProposedAanAnswer);
  });

  /** GET /agents/:aan → {agent, changes}, the changes newest first. */
  router.get('/agents/:aan', ...admin, async (req, res) => {
    const agent = await agentRecord(db, aanOf(req.params.aan));
    if (!agent) throw agentNotFound();
    const changes = await agent.ref.collection('changes').orderBy('at', 'desc').get();
    res.json({
      agent: agentView(agent),
      changes: changes.docs.map(agentChangeView),
    } satisfies AgentDetailAnswer);
  });

  /** POST /agents {name, phone, email, aan, commission, requestId?} → 201 {agent}. */
  router.post('/agents', ...admin, jsonBody, async (req, res) => {
    const input = parseBody(newAgentSchema, req.body, UNPROCESSABLE);
    const created = await createAgent(firebase, input, await actorOf(res, firebase), req.log, publicUrl);
    res.status(201).json(await answerAgent(created.id));
  });

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['reinstate', 'active'],
  ] as const) {
    /** POST /agents/:aan/suspend, /reinstate → {agent}; asked again, it changes and records nothing. */
    router.post(`/agents/:aan/${action}`, ...admin, async (req, res) => {
      const actor = await actorOf(res, firebase);
      const { agent } = await setAgentStatus(firebase, aanOf(req.params.aan), status, actor);
      res.json(await answerAgent(agent.id));
    });
  }

  /** POST /agents/:aan/new-link → {sentTo}: the account email again, with a fresh password link. */
  router.post('/agents/:aan/new-link', ...admin, async (req, res) => {
    const sentTo = await sendNewPasswordLink(firebase, aanOf(req.params.aan), publicUrl);
    res.json({ sentTo } satisfies NewLinkAnswer);
  });

  /** PUT /agents/:aan/commission {visa: {type, amount | basisPoints}, …} → {agent}. */
  router.put('/agents/:aan/commission', ...admin, jsonBody, async (req, res) => {
    const commission = parseBody(commissionsSchema, req.body, UNPROCESSABLE);
    const actor = await actorOf(res, firebase);
    const agent = await setAgentCommission(db, aanOf(req.params.aan), commission, actor);
    res.json(await answerAgent(agent.id));
  });

  /** PUT /agents/:aan {name, phone} → {agent}. */
  router.put('/agents/:aan', ...admin, jsonBody, async (req, res) => {
    const details = parseBody(agentEditSchema, req.body, UNPROCESSABLE);
    const actor = await actorOf(res, firebase);
    const agent = await setAgentDetails(db, aanOf(req.params.aan), details, actor);
    res.json(await answerAgent(agent.id));
  });

  /**
   * GET /agent-requests[?before=<id>] → {requests, next}: those waiting for an admin, newest first,
   * a page at a time. The cursor is the last request shown: the next page starts after it, by its
   * time and then its id, so two sent in the same instant are each listed once.
   */
  router.get('/agent-requests', ...admin, async (req, res) => {
    const before = typeof req.query.before === 'string' ? req.query.before : '';
    let query = agentRequests(db)
      .where('status', '==', 'pending')
      .orderBy('createdAt', 'desc')
      .limit(AGENT_REQUESTS_PAGE_SIZE + 1);
    const cursor = DOCUMENT_ID_PATTERN.test(before) ? await agentRequests(db).doc(before).get() : undefined;
    if (cursor?.exists) query = query.startAfter(cursor);
    const { docs } = await query.get();
    const page = docs.slice(0, AGENT_REQUESTS_PAGE_SIZE);
    const next = docs.length > AGENT_REQUESTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null;
    res.json({ requests: page.map(agentRequestView), next } satisfies AgentRequestsAnswer);
  });

  /** POST /agent-requests/:id/decline → 200 {id}; a request declined already is declined still. */
  router.post('/agent-requests/:id/decline', ...admin, async (req, res) => {
    const id = String(req.params.id);
    await declineAgentRequest(db, id, await actorOf(res, firebase));
    res.json({ id });
  });

  /** POST /agent-requests {id, request: {name, phone, email, about}} → 201 {id}, or 200 for a repeat. */
  router.post('/agent-requests', ...creating('agentRequests', guards, applicant), async (req, res) => {
    const { id, request } = parseBody(newAgentRequestSchema, req.body, UNPROCESSABLE);
    const ref = agentRequests(db).doc(id);
    const submittedBy = applicantUid(res);
    const { about, ...asked } = request;
    const status = await createOnce(
      ref,
      {
        ...asked,
        ...(about ? { about } : {}),
        status: 'pending',
        submittedBy,
        createdAt: FieldValue.serverTimestamp(),
      },
      'Another user has already sent a request under this id.',
    );
    res.status(status).json({ id });
  });

  return router;
}
