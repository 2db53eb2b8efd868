// The counts the API keeps as it works are the counts the records imply: real applications of a
// fresh agent are sent, paid through the sandbox gateway (declined, approved, left open), moved by
// staff, asked for more and answered, given back and deleted; then `npm run rebuild-reports`
// compares that agent's documents and finds nothing different.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_KINDS, COLLECTIONS, PRICES, type ApplicationKind } from '#domain/kinds';
import { monthInDarEsSalaam } from '#domain/officeMonth';
import { newPaymentIds } from '#domain/payment';
import { defaultReplyBy } from '#domain/requests';
import { agentScope } from '#domain/reports/counts';
import type { CountsDifference } from '#domain/reports/countsDiff';
import { rebuildReports } from '#server/reports/rebuild.ts';
import { adminServices } from '../support/admin.ts';
import { earningAgent, type EarningAgent } from '../support/agentStatements.ts';
import { orderIdOf, paymentRequestFor, submittedApplication } from '../support/applications.ts';
import { csrfPair, postJson, request, type Answer } from '../support/http.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

let staff: SignedInUser;
let admin: SignedInUser;
let agent: EarningAgent;

type Application = Awaited<ReturnType<typeof submittedApplication>>;

async function send(
  method: string,
  path: string,
  user: SignedInUser | undefined,
  body?: unknown,
): Promise<Answer> {
  const { cookie, token } = await csrfPair();
  const headers: Record<string, string> = {
    cookie,
    'X-XSRF-TOKEN': token,
    'Content-Type': 'application/json',
    ...(await actionHeaders(method, path)),
  };
  if (user) headers.authorization = `Bearer ${user.idToken}`;
  const answer = await request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer;
}

const agentsApplication = (kind: ApplicationKind) =>
  submittedApplication(kind, { answers: { ...VALID_APPLICATIONS[kind](), AAN: agent.aan } });

/** One press of Pay and the payer's choice on the sandbox's page; the attempt's order id. */
async function pay(application: Application, kind: ApplicationKind, choice: 'approve' | 'decline' | 'leave') {
  const started = await postJson('/api/payments', paymentRequestFor(application, kind));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const redirect = (started.body as { redirect_url: string }).redirect_url;
  if (choice !== 'leave') await choose(redirect, choice);
  return { orderId: orderIdOf(started), redirect };
}

/** The payer's choice on the sandbox's page of an attempt. */
const choose = (redirect: string, choice: 'approve' | 'decline') =>
  request(`${redirect}/${choice}`, { method: 'POST' });

const setStatus = (kind: ApplicationKind, application: Application, status: string) =>
  send('POST', `/api/applications/${kind}/${application.id}/status`, staff, {
    status,
    note: '',
    applicantMessage: '',
  });

beforeAll(async () => {
  ({ staff, admin } = await staffAdminAndVisitor());
  agent = await earningAgent('Rehema Juma', {
    business: { type: 'amount', amount: 8_000 },
    tin: { type: 'amount', amount: 1_000 },
    brela: { type: 'percent', basisPoints: 1_000 },
  });
});

describe('the counts the API keeps', { timeout: 120_000 }, () => {
  it('are what a rebuild from the records gives', async () => {
    // Business: paid, in review, asked to correct its name, answered, completed.
    const business = await agentsApplication('business');
    await pay(business, 'business', 'approve');
    await setStatus('business', business, 'in_review');
    const asked = await send('POST', `/api/applications/business/${business.id}/requests`, staff, {
      items: [{ type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' }],
      replyBy: defaultReplyBy(),
    });
    const requestId = (asked.body as { id: string }).id;
    await send('POST', '/api/requests/answer', undefined, {
      proof: business.proof,
      requestId,
      corrections: { bName: 'Amani Traders Ltd' },
      documents: {},
    });
    await setStatus('business', business, 'completed');

    // TIN: declined, then paid; the money given back; rejected.
    const tin = await agentsApplication('tin');
    await pay(tin, 'tin', 'decline');
    const { orderId: paidTin } = await pay(tin, 'tin', 'approve');
    await send('POST', `/api/payments/${paidTin}/reversal`, admin, { reason: 'Paid for the wrong service' });
    await setStatus('tin', tin, 'rejected');

    // BRELA: in review before it is paid, then paid, approved, and deleted.
    const brela = await agentsApplication('brela');
    await setStatus('brela', brela, 'in_review');
    await pay(brela, 'brela', 'approve');
    await setStatus('brela', brela, 'approved');
    await send('DELETE', `/api/applications/brela/${brela.id}`, admin);

    // Visa: an attempt left open.
    const visa = await agentsApplication('visa');
    await pay(visa, 'visa', 'leave');

    // Visa: an attempt started, the application deleted, then the attempt declined: it still
    // counts for the agent the application had when it started.
    const deletedVisa = await agentsApplication('visa');
    const { redirect } = await pay(deletedVisa, 'visa', 'leave');
    await send('DELETE', `/api/applications/visa/${deletedVisa.id}`, admin);
    await choose(redirect, 'decline');

    const { db } = adminServices();
    expect((await business.ref.get()).get('status')).toBe('completed');
    expect((await tin.ref.get()).get('paymentStatus')).toBe('paid');

    const differences: CountsDifference[] = [];
    const summary = await rebuildReports(db, {
      scope: agentScope(agent.aan),
      onDifference: (difference) => differences.push(difference),
    });
    expect(differences).toEqual([]);
    // A day and a month at least, with everything above in them, spread over their shards.
    expect(summary.documents.stored).toBeGreaterThanOrEqual(2);
    expect(summary.documents.shards).toBeGreaterThan(summary.documents.stored);
    expect(summary.documents.rebuilt).toBe(summary.documents.stored);
    const month = await db.collection('reportMonths').where('scope', '==', agentScope(agent.aan)).get();
    const counted = month.docs.map(
      (doc) => doc.get('kinds') as Record<string, { money?: { total?: number } }>,
    );
    const moneyOf = (kind: ApplicationKind) =>
      counted.reduce((sum, kinds) => sum + (kinds[kind]?.money?.total ?? 0), 0);
    // Nothing for the visas (one left open, one declined) nor for any other service.
    const none = Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, 0]));
    expect(Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, moneyOf(kind)]))).toEqual({
      ...none,
      business: PRICES.business,
      tin: PRICES.tin,
      brela: PRICES.brela,
    });
  });

  it('take a second payment given back from the money of the agent whose figures had it', async () => {
    // Paid, then paid again at the gateway by mistake: the second attempt names no agent (it earned
    // nobody anything), though its money was counted for the application's.
    const business = await agentsApplication('business');
    const { orderId: paying } = await pay(business, 'business', 'approve');
    const { db } = adminServices();
    const first = (await db.collection(COLLECTIONS.payments).doc(paying).get()).data()!;
    const { orderId: second, transid } = newPaymentIds();
    const paidAt = Timestamp.now();
    const mistaken: Record<string, unknown> = {
      ...first,
      orderId: second,
      transid,
      createdAt: paidAt,
      paidAt,
      updatedAt: paidAt,
    };
    delete mistaken.AAN;
    delete mistaken.commission;
    await db.collection(COLLECTIONS.payments).doc(second).create(mistaken);
    // This month's counts of the agent, every shard of them.
    const month = db
      .collection(COLLECTIONS.reportMonths)
      .where('scope', '==', agentScope(agent.aan))
      .where('period', '==', monthInDarEsSalaam());
    const agentsReversed = async () =>
      (await month.get()).docs.reduce(
        (sum, shard) => sum + ((shard.get('kinds.business.money.reversed') as number | undefined) ?? 0),
        0,
      );
    const before = await agentsReversed();

    await send('POST', `/api/payments/${second}/reversal`, admin, { reason: 'Paid twice' });
    expect(await agentsReversed()).toBe(before + PRICES.business);
  });
});
