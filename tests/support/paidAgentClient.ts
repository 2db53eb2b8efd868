// An agent's client paying through the app over real HTTP, and the figures its money counts in:
// for the API tests of what a deletion or retention leaves of the owner's and the agent's figures.
import { expect } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import type { ApplicationKind } from '#domain/kinds';
import { monthInDarEsSalaam } from '#domain/officeMonth';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { earningAgent } from './agentStatements.ts';
import { paymentRequestFor, submittedApplication } from './applications.ts';
import { postJson, request } from './http.ts';

/**
 * An application of `kind` sent by the app with the AAN of an agent who earns 1,500 on it, paid in
 * the sandbox gateway as the payer's Approve would, and recorded as paid: the agent and it.
 */
export async function paidAgentClient(kind: ApplicationKind) {
  const agent = await earningAgent('Zawadi Mushi', { [kind]: { type: 'amount', amount: 1_500 } as const });
  const application = await submittedApplication(kind, {
    answers: { ...VALID_APPLICATIONS[kind](), AAN: agent.aan },
  });
  const started = await postJson('/api/payments', paymentRequestFor(application, kind));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const redirect = (started.body as { redirect_url: string }).redirect_url;
  expect((await request(`${redirect}/approve`, { method: 'POST' })).status).toBeLessThan(400);
  await expect.poll(async () => (await application.ref.get()).get('paymentStatus')).toBe('paid');
  return { agent, application };
}

const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });

/** Today's figures of the agent's money: the owner's Reports (read by `admin`) and the agent's statement. */
export async function agentFiguresToday(agent: { aan: string; idToken: string }, admin: { idToken: string }) {
  const today = todayInDarEsSalaam(new Date());
  const month = monthInDarEsSalaam(new Date());
  return {
    report: (
      await request(`/api/reports?from=${today}&to=${today}&aan=${agent.aan}`, { headers: bearer(admin) })
    ).body,
    statement: (await request(`/api/agent/statements?month=${month}`, { headers: bearer(agent) })).body,
  };
}

/**
 * The figures without the client each statement line names: who paid is personal data, which the
 * personal stage removes from the payment (server/retention/personalElsewhere.ts); every figure stays.
 */
export const withoutClients = (figures: unknown): unknown =>
  JSON.parse(JSON.stringify(figures, (key, value: unknown) => (key === 'client' ? undefined : value)));
