// The owner's figures over real HTTP: only admins read them, a range the page cannot show is a
// translated 400, the targets are kept, and the figures are the stored counts of the range asked
// for, one agent's or one service's when asked. The counts are seeded under an agent no other test
// uses, in 2023, so nothing else running can move them; how the API keeps them as it works is
// rebuildReports.live.test.ts's.
import { beforeAll, describe, expect, it } from 'vitest';
import { proposedAan } from '#domain/agents';
import { COLLECTIONS } from '#domain/kinds';
import { addToMonth, monthInDarEsSalaam } from '#domain/officeMonth';
import { agentScope, countsDocumentId, type CountsDocument } from '#domain/reports/counts';
import { bucketWait, waitBucket } from '#domain/reports/waitBuckets';
import type { ReportAnswer } from '#server/reports/read.ts';
import { adminServices } from '../support/admin.ts';
import { csrfPair, request } from '../support/http.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let admin: SignedInUser;
const aan = proposedAan();
const scope = agentScope(aan);

const stored = (collection: string, period: string, kinds: CountsDocument['kinds']) =>
  adminServices()
    .db.collection(collection)
    .doc(countsDocumentId(scope, period))
    .set({ scope, period, kinds } satisfies CountsDocument);

beforeAll(async () => {
  ({ staff, admin } = await staffAdminAndVisitor());
  await Promise.all([
    // Before the range: two paid visas waiting, one of them since December.
    stored(COLLECTIONS.reportMonths, '2022-12', { visa: { queue: { submitted: 1 } } }),
    stored(COLLECTIONS.reportDays, '2023-01-02', { visa: { queue: { in_review: 1 } } }),
    stored(COLLECTIONS.reportMonths, '2023-01', { visa: { queue: { submitted: 1, in_review: 1 } } }),
    // In it: one visa paid and completed on the 10th, a TIN received on the 11th.
    stored(COLLECTIONS.reportDays, '2023-01-10', {
      visa: {
        paid: 1,
        completed: 1,
        money: { total: 300_000, processing: 90_000, form: 150_000, government: 60_000, commission: 30_000 },
        attempts: { paid: 1, failed: 1 },
        waits: { paidToCompleted: { a: 7_200_000 } },
      },
    }),
    stored(COLLECTIONS.reportDays, '2023-01-11', { tin: { received: 1 } }),
    // In the three days before the 9th to 11th: a TIN paid, half of it given back.
    stored(COLLECTIONS.reportDays, '2023-01-07', {
      tin: { money: { total: 13_000, processing: 3_900, form: 6_500, government: 2_600, reversed: 6_500 } },
    }),
    stored(COLLECTIONS.reportMonths, '2023-02', { tin: { received: 4 } }),
  ]);
});

const bearer = (user?: SignedInUser): Record<string, string> =>
  user ? { authorization: `Bearer ${user.idToken}` } : {};
const report = (query: string, user?: SignedInUser) =>
  request(`/api/reports?${query}`, { headers: bearer(user) });

async function putTargets(body: unknown, user?: SignedInUser) {
  const { cookie, token } = await csrfPair();
  return request('/api/reports/targets', {
    method: 'PUT',
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...bearer(user) },
    body: JSON.stringify(body),
  });
}

describe('who may read the figures', () => {
  it('refuses anyone signed out and staff without the admin role', async () => {
    const query = `from=2023-01-09&to=2023-01-11&aan=${aan}`;
    const signedOut = await report(query);
    expect(signedOut.status).toBe(401);
    const asStaff = await report(query, staff);
    expect(asStaff.status).toBe(403);
    expect(asStaff.body).toEqual({ message: 'Only an administrator may do this.', code: 'auth.forbidden' });
    expect((await putTargets({ targets: { visa: 1 } }, staff)).status).toBe(403);
  });
});

describe('GET /api/reports', () => {
  it("adds up an agent's days, with the queue they started with", async () => {
    const answer = await report(`from=2023-01-09&to=2023-01-11&aan=${aan}`, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const figures = answer.body as ReportAnswer;
    expect(figures.length).toBe('day');
    expect(figures.periods).toEqual(['2023-01-09', '2023-01-10', '2023-01-11']);
    expect(figures.money.totals).toMatchObject({ total: 300_000, processing: 90_000, commission: 30_000 });
    expect(figures.workload.totals).toEqual({ received: 1, paid: 1, completed: 1, rejected: 0 });
    expect(figures.queue.rows.map((row) => row.total)).toEqual([2, 2, 2]);
    expect(figures.payments.totals).toMatchObject({ attempts: 2, paid: 1, failed: 1, failureRate: 0.5 });
    // A wait kept one by one, as before bands, is read in its band: within 2.5% of its two hours.
    const twoHours = bucketWait(waitBucket(7_200_000));
    expect(figures.speed.rows.find((row) => row.kind === 'visa')!.paidToCompleted).toEqual({
      count: 1,
      median: twoHours,
      p90: twoHours,
    });
    // How much was made, against the three days before, of the same length.
    expect(figures.earnings).toEqual({
      current: { paid: 300_000, government: 60_000, commission: 30_000, reversed: 0, kept: 210_000 },
      previous: { paid: 13_000, government: 2_600, commission: 0, reversed: 6_500, kept: 3_900 },
      previousRange: { from: '2023-01-06', to: '2023-01-08' },
    });
    // The range's days, December, January's two days with counts before the 9th, this month, the
    // targets, the day with counts among the three before (one of those two), and the three months
    // before this one (none for this agent).
    expect(figures.documentsRead).toBe(2 + 1 + 2 + 2 + 1 + 1);
  });

  it('reads whole months as one document each, and one service alone', async () => {
    const answer = await report(`from=2023-01-01&to=2023-02-28&aan=${aan}&length=month&kind=tin`, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const figures = answer.body as ReportAnswer;
    expect(figures.kinds).toEqual(['tin']);
    expect(figures.workload.rows.map((row) => [row.period, row.received])).toEqual([
      ['2023-01', 0],
      ['2023-02', 4],
    ]);
    expect(figures.money.totals.total).toBe(0);
    // Two whole months against the two before them, read as months: nothing paid for a TIN then.
    expect(figures.earnings.previousRange).toEqual({ from: '2022-11-01', to: '2022-12-31' });
    expect(figures.earnings.previous.paid).toBe(0);
  });

  it('answers a range it cannot show with the fields to correct', async () => {
    const backwards = await report('from=2023-02-01&to=2023-01-01', admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      code: 'validation',
      fields: { to: 'admin.reports.errors.order' },
    });
    const tooManyDays = await report('from=2023-01-01&to=2023-12-31&length=day', admin);
    expect(tooManyDays.body).toMatchObject({ fields: { length: 'admin.reports.errors.tooManyPeriods' } });
    const unknown = await report('from=2023-01-01&to=2023-01-31&kind=passport&aan=not an agent', admin);
    expect(unknown.status).toBe(400);
    expect(Object.keys((unknown.body as { fields: object }).fields).sort()).toEqual(['aan', 'kind']);
    expect((await report('to=2023-01-31', admin)).body).toMatchObject({
      fields: { from: 'validation.required' },
    });
  });
});

describe('PUT /api/reports/targets', () => {
  it("keeps each service's monthly target, which the figures set against this month's money", async () => {
    const refused = await putTargets({ targets: { visa: -5 } }, admin);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation' });

    const saved = await putTargets({ targets: { visa: 9_000_000, tin: null } }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ targets: { visa: 9_000_000 } });
    const figures = (await report(`from=2023-01-09&to=2023-01-11&aan=${aan}`, admin)).body as ReportAnswer;
    expect(figures.targets.rows.find((row) => row.kind === 'visa')).toEqual({
      kind: 'visa',
      target: 9_000_000,
      paid: 0,
    });
    expect(figures.targets.rows.find((row) => row.kind === 'tin')!.target).toBeNull();

    // Kept as this month's too, so that once it is over it is set against the targets of its time.
    const month = monthInDarEsSalaam();
    const record = adminServices().db.collection(COLLECTIONS.reportSettings).doc('targets');
    expect((await record.get()).get('history')?.[month]).toEqual({ visa: 9_000_000, tin: null });
    await record.update({ [`history.${addToMonth(month, -2)}`]: { visa: 1_000 } });
    const later = (await report(`from=2023-01-09&to=2023-01-11&aan=${aan}`, admin)).body as ReportAnswer;
    const visaIn = (back: number) =>
      later.targets.past
        .find((past) => past.month === addToMonth(month, -back))!
        .rows.find((row) => row.kind === 'visa')!.target;
    // Last month and the one before take what was set two months ago; before that, nothing was.
    expect([1, 2, 3].map(visaIn)).toEqual([1_000, 1_000, null]);
    expect(later.targets.pace).toBeGreaterThan(0);
    expect(later.targets.pace).toBeLessThanOrEqual(1);
  });
});
