// Agents' monthly statements and payouts over real HTTP against the emulators: what an agent earned
// in a month (their own only), every agent's totals for admins, CSV and PDF files, payouts, and a
// payment given back appearing as a correction in a later month while the month it was paid in
// stays as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#domain/kinds';
import { monthInDarEsSalaam } from '#domain/officeMonth';
import type { AgentsStatementsAnswer, AgentStatementAnswer, PayoutAnswer } from '#domain/statements';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { earningAgent, storedAgentPayment, type EarningAgent } from '../support/agentStatements.ts';
import { API_URL, postJson, request } from '../support/http.ts';
import { NAMES_IN_SCRIPTS } from '../support/namesInScripts.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let admin: SignedInUser;
let visitor: SignedInUser;
/** Earns 10 % on a visa, 2,000 on a TIN, 3.33 % on BRELA. */
let asha: EarningAgent;
/** Earns on the same services, but none of Asha's payments are theirs. */
let baraka: EarningAgent;

const FEBRUARY = '2025-02';

beforeAll(async () => {
  ({ staff, admin, visitor } = await staffAdminAndVisitor());
  const commission = {
    visa: { type: 'percent', basisPoints: 1_000 },
    tin: { type: 'amount', amount: 2_000 },
    brela: { type: 'percent', basisPoints: 333 },
  } as const;
  [asha, baraka] = await Promise.all([
    earningAgent('Asha Mrema', commission),
    earningAgent('Baraka Said', commission),
  ]);
  // February 2025 in Dar es Salaam: 22:30 UTC on 31 January is already 1 February there, and
  // 21:00 UTC on 28 February is 1 March.
  await Promise.all([
    storedAgentPayment(asha, 'visa', new Date('2025-01-31T22:30:00Z')),
    storedAgentPayment(asha, 'tin', new Date('2025-02-14T09:00:00Z')),
    storedAgentPayment(asha, 'brela', new Date('2025-02-20T09:00:00Z')),
    storedAgentPayment(asha, 'tin', new Date('2025-01-31T20:59:00Z')),
    storedAgentPayment(asha, 'tin', new Date('2025-02-28T21:00:00Z')),
    storedAgentPayment(baraka, 'visa', new Date('2025-02-10T09:00:00Z')),
  ]);
});

const bearer = (user?: { idToken: string }): Record<string, string> =>
  user ? { authorization: `Bearer ${user.idToken}` } : {};
const get = (path: string, user?: { idToken: string }) => request(path, { headers: bearer(user) });
const post = (path: string, body: unknown, user?: { idToken: string }) =>
  postJson(path, body, API_URL, bearer(user));

async function statementOf(user: { idToken: string }, path: string) {
  const answer = await get(path, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AgentStatementAnswer;
}

/** The bytes of a file the API answers. */
async function download(path: string, user: { idToken: string }) {
  const response = await fetch(API_URL + path, { headers: bearer(user) });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe("an agent's own statement", () => {
  it("lists the month's paid applications of their clients in Dar es Salaam time, with price and commission, and adds them up", async () => {
    const statement = await statementOf(asha, `/api/agent/statements?month=${FEBRUARY}`);
    expect(statement).toMatchObject({ aan: asha.aan, name: 'Asha Mrema', month: FEBRUARY, closed: true });
    expect(statement.lines.map(({ kind, price, commission }) => ({ kind, price, commission }))).toEqual([
      // 22:30 UTC on 31 January: 01:30 on 1 February in Dar es Salaam.
      { kind: 'visa', price: 300_000, commission: 30_000 },
      { kind: 'tin', price: 13_000, commission: 2_000 },
      // 3.33 % of 55,000 is 1,831.5, written down to 1,831.
      { kind: 'brela', price: 55_000, commission: 1_831 },
    ]);
    expect(statement.lines[0]!.at).toBe('2025-01-31T22:30:00.000Z');
    expect(statement).toMatchObject({
      earned: 33_831,
      corrected: 0,
      total: 33_831,
      paidOut: 0,
      owed: 33_831,
    });
    expect(statement.corrections).toEqual([]);
  });

  it("never shows another agent's payments, whatever the address asks", async () => {
    const own = await statementOf(baraka, `/api/agent/statements?month=${FEBRUARY}&aan=${asha.aan}`);
    expect(own.aan).toBe(baraka.aan);
    expect(own.lines.map(({ kind, commission }) => ({ kind, commission }))).toEqual([
      { kind: 'visa', commission: 30_000 },
    ]);
  });

  it('is empty for a month with nothing, and refuses a month that is not YYYY-MM', async () => {
    const empty = await statementOf(asha, '/api/agent/statements?month=2024-06');
    expect(empty).toMatchObject({ lines: [], corrections: [], total: 0, paidOut: 0, owed: 0, payouts: [] });
    const wrong = await get('/api/agent/statements?month=2025-2', asha);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'validation', fields: { month: 'validation.invalid' } });
  });

  it('is the current month when none is named', async () => {
    const statement = await statementOf(asha, '/api/agent/statements');
    expect(statement.month).toBe(monthInDarEsSalaam());
    expect(statement.closed).toBe(false);
    // The agent's account was opened now: no month before this one has a statement.
    expect(statement.firstMonth).toBe(monthInDarEsSalaam());
  });

  it('downloads as CSV: a row per application with whole shillings, then the total, paid out and owed', async () => {
    const file = await download(`/api/agent/statements/${FEBRUARY}.csv`, asha);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${asha.aan}-${FEBRUARY}.csv"`,
    );
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).split('\r\n');
    expect(rows[0]).toBe('Date,Reference,Client,Service,Price (Tsh),Commission (Tsh),Note');
    expect(rows.slice(1, 4).map((row) => row.split(',').slice(2).join(','))).toEqual([
      'Grace Otieno,Visa,300000,30000,',
      'Grace Otieno,TIN certificate,13000,2000,',
      'Grace Otieno,BRELA registration,55000,1831,',
    ]);
    expect(rows[1]!.split(',')[0]).toBe('2025-02-01');
    expect(rows.slice(5, 8)).toEqual([
      ',,,Total commission,,33831,',
      ',,,Paid out,,0,',
      ',,,Still owed,,33831,',
    ]);
  });

  it('downloads as a PDF in Kiswahili, naming the agent, the month, each line and the totals', async () => {
    const file = await download(`/api/agent/statements/${FEBRUARY}.pdf?lang=sw`, asha);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const lines = await pdfTextLines(file.bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Taarifa ya mwezi ya kamisheni: Februari 2025',
        'Wakala Asha Mrema',
        `AAN ${asha.aan}`,
        'Jumla ya kamisheni Tsh 33,831',
        'Kiasi kilichobaki kulipwa Tsh 33,831',
      ]),
    );
    expect(
      lines.some((line) => /^1 Feb 2025 REF-\w+ Grace Otieno Viza Tsh 300,000 Tsh 30,000$/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => line.includes('Tsh 1,831'))).toBe(true);
  });

  it("prints the agent's name and why a payment went back as they were typed, in any script", async () => {
    const name = NAMES_IN_SCRIPTS['Vietnamese, dots below,'];
    const reason = `Возврат клиенту ${NAMES_IN_SCRIPTS.Chinese}`;
    const agent = await earningAgent(name, { tin: { type: 'amount', amount: 2_000 } });
    const paidAt = new Date('2025-02-14T09:00:00Z');
    await storedAgentPayment(agent, 'tin', paidAt, { reversedAt: new Date('2025-02-20T09:00:00Z'), reason });
    const file = await download(`/api/agent/statements/${FEBRUARY}.pdf?lang=en`, agent);
    expect(file.status).toBe(200);
    const text = (await pdfTextLines(file.bytes)).join('\n');
    expect(text).toContain(`Agent ${name}`);
    expect(text).toContain(reason);
  });

  it('is refused to anyone but an active agent, and an agent cannot read admin routes or another agent', async () => {
    expect((await get(`/api/agent/statements?month=${FEBRUARY}`)).status).toBe(401);
    for (const user of [staff, admin, visitor]) {
      expect((await get(`/api/agent/statements?month=${FEBRUARY}`, user)).status).toBe(403);
    }
    expect((await get(`/api/agents/statements?month=${FEBRUARY}`, asha)).status).toBe(403);
    expect((await get(`/api/agents/${baraka.aan}/statements?month=${FEBRUARY}`, asha)).status).toBe(403);
    expect((await download(`/api/agents/statements.csv?month=${FEBRUARY}`, asha)).status).toBe(403);
    const payout = { month: FEBRUARY, amount: 1_000, paidOn: '2025-03-01', method: 'cash' };
    expect((await post(`/api/agents/${asha.aan}/payouts`, payout, asha)).status).toBe(403);

    const suspended = await earningAgent('Suspended Agent');
    await adminServices()
      .db.collection(COLLECTIONS.agents)
      .doc(suspended.aan)
      .update({ status: 'suspended' });
    const refused = await get('/api/agent/statements', suspended);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'agent.suspended' });
  });
});

describe("admins' view of every agent", () => {
  it("lists every agent's totals for the month, and exports them as CSV", async () => {
    const answer = await get(`/api/agents/statements?month=${FEBRUARY}`, admin);
    expect(answer.status).toBe(200);
    const { agents, month, closed } = answer.body as AgentsStatementsAnswer;
    expect({ month, closed }).toEqual({ month: FEBRUARY, closed: true });
    const row = (aan: string) => agents.find((agent) => agent.aan === aan);
    expect(row(asha.aan)).toEqual({
      aan: asha.aan,
      name: 'Asha Mrema',
      applications: 3,
      total: 33_831,
      paidOut: 0,
      owed: 33_831,
    });
    expect(row(baraka.aan)).toMatchObject({ applications: 1, total: 30_000 });

    const file = await download(`/api/agents/statements.csv?month=${FEBRUARY}`, admin);
    expect(file.status).toBe(200);
    const rows = file.bytes.toString('utf8').slice(1).split('\r\n');
    expect(rows[0]).toBe(
      'Month,AAN,Agent,Applications,Total commission (Tsh),Paid out (Tsh),Still owed (Tsh)',
    );
    expect(rows).toContain(`${FEBRUARY},${asha.aan},Asha Mrema,3,33831,0,33831`);
    expect(rows.filter(Boolean).at(-1)).toMatch(
      new RegExp(`^${FEBRUARY},,All agents,\\d+,\\d+,\\d+,-?\\d+$`),
    );
  });

  it("shows one agent's statement as the agent reads it, and refuses staff who are not admins", async () => {
    const forAdmin = await statementOf(admin, `/api/agents/${asha.aan}/statements?month=${FEBRUARY}`);
    const forAgent = await statementOf(asha, `/api/agent/statements?month=${FEBRUARY}`);
    expect(forAdmin).toEqual(forAgent);
    expect((await get(`/api/agents/AGT-NOBODY/statements?month=${FEBRUARY}`, admin)).body).toMatchObject({
      code: 'agent.notFound',
    });
    for (const [path, code] of [
      [`/api/agents/statements?month=${FEBRUARY}`, 403],
      [`/api/agents/${asha.aan}/statements?month=${FEBRUARY}`, 403],
    ] as const) {
      expect((await get(path, staff)).status).toBe(code);
      expect((await get(path)).status).toBe(401);
    }
  });
});

describe('payouts', () => {
  it('records a payout with who and when, which lowers what is owed and changes no line', async () => {
    const agent = await earningAgent('Neema Kisanga', { tin: { type: 'amount', amount: 2_000 } });
    await storedAgentPayment(agent, 'tin', new Date('2025-03-03T09:00:00Z'));
    await storedAgentPayment(agent, 'tin', new Date('2025-03-04T09:00:00Z'));
    const before = await statementOf(agent, '/api/agent/statements?month=2025-03');
    expect(before).toMatchObject({ total: 4_000, owed: 4_000 });

    const payout = {
      month: '2025-03',
      amount: 3_000,
      paidOn: '2025-04-02',
      method: 'mPesa',
      reference: 'QK12AB34',
    };
    const answer = await post(`/api/agents/${agent.aan}/payouts`, payout, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { payout: recorded, statement } = answer.body as PayoutAnswer;
    expect(recorded).toMatchObject({ ...payout, recordedBy: admin.email });
    expect(statement).toMatchObject({ total: 4_000, paidOut: 3_000, owed: 1_000, lines: before.lines });

    const after = await statementOf(agent, '/api/agent/statements?month=2025-03');
    expect(after.payouts).toEqual([recorded]);
    expect(after.lines).toEqual(before.lines);
    const stored = await adminServices().db.collection(COLLECTIONS.agentPayouts).doc(recorded.id).get();
    expect(stored.data()).toMatchObject({
      aan: agent.aan,
      ...payout,
      actorUid: admin.uid,
      actorEmail: admin.email,
    });
    const row = (
      (await get('/api/agents/statements?month=2025-03', admin)).body as AgentsStatementsAnswer
    ).agents.find((agentRow) => agentRow.aan === agent.aan);
    expect(row).toMatchObject({ total: 4_000, paidOut: 3_000, owed: 1_000 });
  });

  it('refuses more than the month still owes, and a payout whose fields are wrong', async () => {
    const agent = await earningAgent('Juma Hassan', { tin: { type: 'amount', amount: 2_000 } });
    await storedAgentPayment(agent, 'tin', new Date('2025-03-03T09:00:00Z'));
    const valid = {
      month: '2025-03',
      amount: 2_000,
      paidOn: '2025-04-02',
      method: 'bankTransfer',
      reference: 'FT25092',
    };

    const tooMuch = await post(`/api/agents/${agent.aan}/payouts`, { ...valid, amount: 2_001 }, admin);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: 'payout.moreThanOwed' });

    const wrong = await post(
      `/api/agents/${agent.aan}/payouts`,
      { ...valid, amount: 0, method: 'bitcoin', paidOn: '2025-02-27', reference: '' },
      admin,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'validation',
      fields: { amount: 'validation.numberRange', method: 'validation.option' },
    });

    expect((await post(`/api/agents/${agent.aan}/payouts`, valid, staff)).status).toBe(403);
    expect((await post(`/api/agents/${agent.aan}/payouts`, valid, admin)).status).toBe(201);
    // Paid in full: not a shilling more.
    const again = await post(`/api/agents/${agent.aan}/payouts`, { ...valid, amount: 1 }, admin);
    expect(again.body).toMatchObject({ code: 'payout.moreThanOwed' });
    expect((await post('/api/agents/AGT-NOBODY/payouts', valid, admin)).status).toBe(404);
  });
});

describe('a payment given back', () => {
  it('appears as a correction on the statement of the month it is recorded in, leaving the month it was paid in unchanged', async () => {
    const agent = await earningAgent('Rehema Mushi', { visa: { type: 'percent', basisPoints: 1_000 } });
    const kept = await storedAgentPayment(agent, 'visa', new Date('2025-02-03T09:00:00Z'));
    const refunded = await storedAgentPayment(agent, 'visa', new Date('2025-02-05T09:00:00Z'));
    const february = await statementOf(agent, `/api/agent/statements?month=${FEBRUARY}`);
    expect(february).toMatchObject({ total: 60_000, corrections: [] });

    const reversal = await post(
      `/api/payments/${refunded.orderId}/reversal`,
      { reason: 'Paid twice' },
      admin,
    );
    expect(reversal.status, JSON.stringify(reversal.body)).toBe(200);
    const { reversedAt } = reversal.body as { reversedAt: string };
    const month = monthInDarEsSalaam(new Date(reversedAt));

    expect(await statementOf(agent, `/api/agent/statements?month=${FEBRUARY}`)).toEqual(february);
    const later = await statementOf(agent, `/api/agent/statements?month=${month}`);
    expect(later.lines).toEqual([]);
    expect(later.corrections).toEqual([
      {
        orderId: refunded.orderId,
        reference: refunded.reference,
        kind: 'visa',
        at: reversedAt,
        price: -300_000,
        commission: -30_000,
        client: 'Grace Otieno',
        paidMonth: FEBRUARY,
        reason: 'Paid twice',
      },
    ]);
    expect(later).toMatchObject({ earned: 0, corrected: -30_000, total: -30_000, owed: -30_000 });
    expect(later.lines.some((line) => line.orderId === kept.orderId)).toBe(false);

    const csv = (await download(`/api/agent/statements/${month}.csv`, agent)).bytes.toString('utf8');
    expect(csv).toContain(
      `,${refunded.reference},${refunded.clientName},Visa,-300000,-30000,Given back; paid in February 2025. Paid twice\r\n`,
    );
  });

  it('is recorded once, for a paid payment, by an admin only', async () => {
    const agent = await earningAgent('Salma Ally', { tin: { type: 'amount', amount: 2_000 } });
    const payment = await storedAgentPayment(agent, 'tin', new Date('2025-02-03T09:00:00Z'));
    const path = `/api/payments/${payment.orderId}/reversal`;
    expect((await post(path, { reason: 'Refunded' }, staff)).status).toBe(403);
    expect((await post(path, { reason: 'Refunded' }, agent)).status).toBe(403);
    expect((await post(path, { reason: '' }, admin)).body).toMatchObject({
      code: 'validation',
      fields: { reason: 'validation.required' },
    });
    expect((await post(path, { reason: 'Refunded' }, admin)).status).toBe(200);
    expect((await post(path, { reason: 'Again' }, admin)).body).toMatchObject({
      code: 'payment.alreadyReversed',
    });
    expect((await post('/api/payments/ATZ0NOSUCHORDER/reversal', { reason: 'x' }, admin)).status).toBe(404);

    const { db } = adminServices();
    await db
      .collection(COLLECTIONS.payments)
      .doc(payment.orderId)
      .update({ state: 'failed', status: 'failed', reversedAt: null });
    expect((await post(path, { reason: 'Refunded' }, admin)).body).toMatchObject({ code: 'payment.notPaid' });
  });
});

describe('a payment confirmed through the gateway', () => {
  it("carries the agent's AAN and the commission of that day, which a later change of their rate leaves alone", async () => {
    const agent = await earningAgent('Daudi Mollel', { brela: { type: 'percent', basisPoints: 333 } });
    const application = await storedApplication('brela');
    await application.ref.update({ AAN: agent.aan });
    const started = await postJson('/api/payments', paymentRequestFor(application, 'brela'));
    expect(started.status).toBe(200);
    const orderId = orderIdOf(started);
    const redirect = (started.body as { redirect_url: string }).redirect_url;
    await request(`${redirect}/approve`, { method: 'POST' });
    expect((await request(`/api/payments/${orderId}`)).body).toMatchObject({ status: 'paid' });

    const { db } = adminServices();
    const payment = await db.collection(COLLECTIONS.payments).doc(orderId).get();
    expect(payment.get('AAN')).toBe(agent.aan);
    expect(payment.get('commission')).toBe(1_831);

    // The admin raises the rate afterwards: what this payment earned stays as it was.
    await db
      .collection(COLLECTIONS.agents)
      .doc(agent.aan)
      .update({ 'commission.brela': { type: 'percent', basisPoints: 5_000 } });
    const month = monthInDarEsSalaam(payment.get('paidAt').toDate() as Date);
    const statement = await statementOf(agent, `/api/agent/statements?month=${month}`);
    expect(statement.lines).toEqual([
      expect.objectContaining({
        orderId,
        reference: application.reference,
        kind: 'brela',
        price: 55_000,
        commission: 1_831,
      }),
    ]);
    const other = await statementOf(baraka, `/api/agent/statements?month=${month}`);
    expect(other.lines.some((line) => line.orderId === orderId)).toBe(false);
  });

  it('carries no agent when the application names none', async () => {
    const application = await storedApplication('tin');
    const started = await postJson('/api/payments', paymentRequestFor(application, 'tin'));
    const orderId = orderIdOf(started);
    await request(`${(started.body as { redirect_url: string }).redirect_url}/approve`, { method: 'POST' });
    const payment = await adminServices().db.collection(COLLECTIONS.payments).doc(orderId).get();
    expect(payment.get('status')).toBe('paid');
    expect(payment.get('AAN')).toBeUndefined();
    expect(payment.get('commission')).toBeUndefined();
  });
});
