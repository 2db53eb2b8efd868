import { Router, type Request, type Response } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { MSG } from '#domain/common';
import { APP_LANGUAGES, type AppLanguage } from '#domain/kinds';
import { askedMonth, newPayoutSchema, paymentReversalSchema, type PayoutAnswer } from '#domain/statements';
import { isOrderId } from '#domain/payment';
import { agentRecord, agentSuspended } from '../agents/records.ts';
import { actorOf } from '../applications/actor.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireAgent, signedInAgent } from '../http/requireAgent.ts';
import { requireAdmin } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';
import { recordReversal } from '../payments/reversal.ts';
import { recordPayout } from '../statements/payouts.ts';
import { renderStatement } from '../statements/renderStatement.ts';
import { agentsStatementsCsv, statementCsv } from '../statements/statementCsv.ts';
import { agentStatement, agentsStatements } from '../statements/statements.ts';

/** A statement file's name in an address: the month and the format, `2026-03.pdf`. */
const STATEMENT_FILE = /^(\d{4}-\d{2})\.(csv|pdf)$/;

/** `?month=YYYY-MM`, the current month in Dar es Salaam when left out; 400 for anything else. */
function monthOf(req: Request): string {
  const month = askedMonth(req.query.month);
  if (!month) throw new HttpError(400, 'Name the month as YYYY-MM.', 'validation', { month: MSG.invalid });
  return month;
}

/** `?lang=sw` for Kiswahili; English otherwise, as the receipts do. */
function languageOf(req: Request): AppLanguage {
  return APP_LANGUAGES.find((lang) => lang === req.query.lang) ?? 'en';
}

function sendFile(res: Response, body: string | Buffer, type: 'csv' | 'pdf', name: string) {
  res
    .status(200)
    .set({
      'Content-Type': type === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}.${type}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(body);
}

/**
 * Agents' monthly statements and the payouts against them (src/domain/statements.ts). An agent reads
 * only their own, as JSON, CSV or PDF; admins read every agent's totals for a month (JSON, CSV),
 * one agent's statement, record payouts, and record that a payment's money went back to the payer.
 * Mounted before the agents' own routes: `/agents/statements` names no agent.
 */
export function statementsRouter(firebase: FirebaseServices) {
  const { db } = firebase;
  const router = Router();
  const agentOnly = requireAgent(firebase);
  const adminOnly = requireAdmin(firebase);

  /** The agent the address names, for an admin; 404 when there is none. */
  async function namedAgent(req: Request): Promise<DocumentSnapshot> {
    const agent = await agentRecord(db, String(req.params.aan));
    if (!agent) throw new HttpError(404, 'There is no such agent.', 'agent.notFound');
    return agent;
  }

  /** The signed-in agent's own agents/{AAN} (requireAgent has found it active). */
  async function ownAgent(res: Response): Promise<DocumentSnapshot> {
    const agent = await agentRecord(db, signedInAgent(res).aan);
    if (!agent) throw agentSuspended();
    return agent;
  }

  /** The statement as a file the address names (`2026-03.csv`, `2026-03.pdf`), in `?lang=`. */
  async function sendStatementFile(req: Request, res: Response, agent: DocumentSnapshot) {
    const [, month, type] = STATEMENT_FILE.exec(String(req.params.file)) ?? [];
    const known = askedMonth(month);
    if (!known || (type !== 'csv' && type !== 'pdf')) {
      throw new HttpError(404, 'There is no such statement file.', 'route.notFound');
    }
    const statement = await agentStatement(db, agent, known);
    const lang = languageOf(req);
    const body = type === 'csv' ? statementCsv(statement, lang) : await renderStatement(statement, lang);
    sendFile(res, body, type, `statement-${agent.id}-${known}`);
  }

  // ------------------------------------------------------------------ the agent's own

  /** GET /api/agent/statements?month=YYYY-MM → 200 AgentStatementAnswer. */
  router.get('/agent/statements', agentOnly, async (req, res) => {
    res.json(await agentStatement(db, await ownAgent(res), monthOf(req)));
  });

  /** GET /api/agent/statements/2026-03.csv (or .pdf) ?lang=sw → the file. */
  router.get('/agent/statements/:file', agentOnly, async (req, res) => {
    await sendStatementFile(req, res, await ownAgent(res));
  });

  // ------------------------------------------------------------------ admins

  /** GET /api/agents/statements?month= → 200 AgentsStatementsAnswer: every agent's totals. */
  router.get('/agents/statements', ...adminOnly, async (req, res) => {
    res.json(await agentsStatements(db, monthOf(req)));
  });

  /** GET /api/agents/statements.csv?month=&lang= → the same as a CSV file. */
  router.get('/agents/statements.csv', ...adminOnly, async (req, res) => {
    const month = monthOf(req);
    sendFile(
      res,
      agentsStatementsCsv(await agentsStatements(db, month), languageOf(req)),
      'csv',
      `agents-statements-${month}`,
    );
  });

  /** GET /api/agents/:aan/statements?month= → 200 AgentStatementAnswer, as the agent reads it. */
  router.get('/agents/:aan/statements', ...adminOnly, async (req, res) => {
    res.json(await agentStatement(db, await namedAgent(req), monthOf(req)));
  });

  /** GET /api/agents/:aan/statements/2026-03.pdf (or .csv): the agent's file, for an admin to hand over. */
  router.get('/agents/:aan/statements/:file', ...adminOnly, async (req, res) => {
    await sendStatementFile(req, res, await namedAgent(req));
  });

  /**
   * POST /api/agents/:aan/payouts {month, amount, paidOn, method, reference} → 201 PayoutAnswer.
   * Who and when are the API's; 409 `payout.moreThanOwed` beyond what the month still owes.
   */
  router.post('/agents/:aan/payouts', ...adminOnly, jsonBody, async (req, res) => {
    const agent = await namedAgent(req);
    const body = parseBody(newPayoutSchema, req.body, 422);
    const payout = await recordPayout(db, agent, body, await actorOf(res, firebase));
    const statement = await agentStatement(db, agent, payout.month);
    res.status(201).json({ payout, statement } satisfies PayoutAnswer);
  });

  /**
   * POST /api/payments/:orderId/reversal {reason} → 200 {orderId, reversedAt}: the payment's money
   * went back to the payer. 404 no such payment, 409 `payment.notPaid`, `payment.alreadyReversed`.
   */
  router.post('/payments/:orderId/reversal', ...adminOnly, jsonBody, async (req, res) => {
    const orderId = String(req.params.orderId);
    if (!isOrderId(orderId)) throw new HttpError(404, 'There is no such payment.', 'payment.notFound');
    const { reason } = parseBody(paymentReversalSchema, req.body, 422);
    const payment = await recordReversal(db, orderId, reason, await actorOf(res, firebase));
    const reversedAt = payment.get('reversedAt') as { toDate(): Date };
    res.json({ orderId, reversedAt: reversedAt.toDate().toISOString() });
  });

  return router;
}
