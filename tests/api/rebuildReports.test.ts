// `npm run rebuild-reports` over a known set of records, in a project of its own: an agent's
// applications, payments, status changes, answered requests and a deletion across day and month
// boundaries in Dar es Salaam (UTC+3), rebuilt into the counts and read back as the Reports page
// reads them, every figure worked out by hand below.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposedAan } from '#domain/aan';
import {
  APPLICATION_COLLECTIONS,
  COLLECTIONS,
  DASHBOARD_ORDER,
  PRICES,
  type ApplicationKind,
} from '#domain/kinds';
import type { PaymentState } from '#domain/paymentState';
import { bucketWait, waitBucket } from '#domain/reports/waitBuckets';
import { readReport } from '#server/reports/read.ts';
import { rebuildReports } from '#server/reports/rebuild.ts';
import { adminServices } from '../support/admin.ts';
import { runScript } from '../support/runScript.ts';

const AAN = proposedAan();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** The split of each price the checkout shows: 30 % processing, 50 % form, 20 % government. */
const VISA = { total: 300_000, processing: 90_000, form: 150_000, government: 60_000 };
const BRELA = { total: 55_000, processing: 16_500, form: 27_500, government: 11_000 };
const TIN = { total: 13_000, processing: 3_900, form: 6_500, government: 2_600 };

const noWait = { count: 0, median: null, p90: null };
/** One wait that ended: its median and 90th percentile are its band's middle (waitBuckets.ts). */
const banded = (ms: number) => bucketWait(waitBucket(ms));
const oneWait = (ms: number) => ({ count: 1, median: banded(ms), p90: banded(ms) });
const queue = (submitted: number, in_review: number, action_needed: number, approved: number) => ({
  byStatus: { submitted, in_review, action_needed, approved },
  total: submitted + in_review + action_needed + approved,
});
const outcomes = (paid: number, failed: number, abandoned: number, open: number) => {
  const attempts = paid + failed + abandoned + open;
  return { paid, failed, abandoned, open, attempts, failureRate: attempts ? failed / attempts : null };
};
const workload = (received: number, paid: number, completed: number, rejected: number) => ({
  received,
  paid,
  completed,
  rejected,
});
/** What each kind was paid, nothing for a kind `paid` leaves out, and the total. */
const money = (paid: Partial<Record<ApplicationKind, number>>) => {
  const byKind = Object.fromEntries(DASHBOARD_ORDER.map((kind) => [kind, paid[kind] ?? 0]));
  return { byKind, total: Object.values(byKind).reduce((sum, amount) => sum + amount, 0) };
};
type Waits = { paidToCompleted: unknown; askedToAnswered: unknown };

// What each wait lasted, from the times below.
const A1_PAID_TO_COMPLETED = (16 * 86_400 + 13 * 3_600 + 44 * 60 + 59) * 1_000;
const A7_PAID_TO_COMPLETED = (70 * 86_400 + 9 * 3_600 + 30 * 60) * 1_000;
const A2_PAID_TO_COMPLETED = (35 * 3_600 + 55 * 60) * 1_000;
const A2_ASKED_TO_ANSWERED = 12 * 3_600_000;
const A5_ASKED_TO_ANSWERED = 48 * 3_600_000;

describe('npm run rebuild-reports', { timeout: 90_000 }, () => {
  // A project of its own: the figures are exactly what this test wrote.
  const projectId = `rebuild-reports-${randomUUID().slice(0, 8)}`;
  let app: App;
  let own: Firestore;

  function application(kind: ApplicationKind, id: string, fields: Record<string, unknown>) {
    return own
      .collection(APPLICATION_COLLECTIONS[kind])
      .doc(id)
      .set({ AAN, paymentStatus: 'unpaid', ...fields });
  }

  function payment(
    orderId: string,
    kind: ApplicationKind,
    applicationId: string,
    state: PaymentState,
    fields: Record<string, unknown>,
  ) {
    const amount = PRICES[kind];
    return own
      .collection(COLLECTIONS.payments)
      .doc(orderId)
      .set({ applicationKind: kind, applicationId, amount, state, ...fields });
  }

  function statusEvent(kind: ApplicationKind, applicationId: string, status: string, iso: string) {
    return own
      .collection(COLLECTIONS.applicationEvents)
      .add({ kind, applicationId, type: 'status', status, at: at(iso) });
  }

  async function seed() {
    await own
      .collection(COLLECTIONS.reportSettings)
      .doc('targets')
      .set({ targets: { visa: 500_000 } });
    // A7, visa: sent and paid in December, approved at midnight starting 1 February (21:00 UTC),
    // completed on 28 February at 23:00.
    await application('visa', 'a7', {
      createdAt: at('2024-12-20T10:00:00Z'),
      paidAt: at('2024-12-20T10:30:00Z'),
      paymentStatus: 'paid',
      status: 'completed',
    });
    await payment('p7', 'visa', 'a7', 'paid', {
      createdAt: at('2024-12-20T10:20:00Z'),
      paidAt: at('2024-12-20T10:30:00Z'),
      AAN,
      commission: 15_000,
    });
    await statusEvent('visa', 'a7', 'approved', '2025-01-31T21:00:00Z');
    await statusEvent('visa', 'a7', 'completed', '2025-02-28T20:00:00Z');

    // A1, visa: paid on 15 January, in review on the 20th, completed a second before 1 February.
    await application('visa', 'a1', {
      createdAt: at('2025-01-15T07:00:00Z'),
      paidAt: at('2025-01-15T07:15:00Z'),
      paymentStatus: 'paid',
      status: 'completed',
    });
    await payment('p1', 'visa', 'a1', 'paid', {
      createdAt: at('2025-01-15T07:10:00Z'),
      paidAt: at('2025-01-15T07:15:00Z'),
      AAN,
      commission: 15_000,
    });
    await statusEvent('visa', 'a1', 'in_review', '2025-01-20T09:00:00Z');
    await statusEvent('visa', 'a1', 'completed', '2025-01-31T20:59:59Z');

    // A2, TIN: sent at 00:30 on 1 February, in review before it was paid (no queue yet), a failed
    // attempt then a paid one, a request answered that evening, completed on 2 February.
    await application('tin', 'a2', {
      createdAt: at('2025-01-31T21:30:00Z'),
      paidAt: at('2025-01-31T22:05:00Z'),
      paymentStatus: 'paid',
      status: 'completed',
    });
    await statusEvent('tin', 'a2', 'in_review', '2025-01-31T21:40:00Z');
    await payment('p2a', 'tin', 'a2', 'failed', { createdAt: at('2025-01-31T21:45:00Z') });
    await payment('p2b', 'tin', 'a2', 'paid', {
      createdAt: at('2025-01-31T22:00:00Z'),
      paidAt: at('2025-01-31T22:05:00Z'),
      AAN,
      commission: 1_300,
    });
    await own
      .collection(COLLECTIONS.requests)
      .doc('r2')
      .set({
        kind: 'tin',
        applicationId: 'a2',
        createdAt: at('2025-02-01T08:00:00Z'),
        state: 'answered',
        answer: { answeredAt: at('2025-02-01T20:00:00Z') },
      });
    await statusEvent('tin', 'a2', 'completed', '2025-02-02T10:00:00Z');

    // A3, BRELA: paid twice by mistake on 20 January (the second is money, not a second paid
    // application); the paying one is given back on 5 February. Still submitted.
    await application('brela', 'a3', {
      createdAt: at('2025-01-20T10:00:00Z'),
      paidAt: at('2025-01-20T10:10:00Z'),
      paymentStatus: 'paid',
      status: 'submitted',
    });
    await payment('p3', 'brela', 'a3', 'paid', {
      createdAt: at('2025-01-20T10:05:00Z'),
      paidAt: at('2025-01-20T10:10:00Z'),
      AAN,
      commission: 5_500,
      reversedAt: at('2025-02-05T06:00:00Z'),
    });
    await payment('p3b', 'brela', 'a3', 'paid', {
      createdAt: at('2025-01-20T10:06:00Z'),
      paidAt: at('2025-01-20T10:20:00Z'),
    });

    // A4, visa: an abandoned attempt and an open one on 10 February, rejected unpaid on the 12th.
    await application('visa', 'a4', {
      createdAt: at('2025-02-10T12:00:00Z'),
      status: 'rejected',
      statusUpdatedAt: at('2025-02-12T08:00:00Z'),
    });
    await payment('p4', 'visa', 'a4', 'closed', { createdAt: at('2025-02-10T12:05:00Z') });
    await payment('p4b', 'visa', 'a4', 'open', { createdAt: at('2025-02-10T12:30:00Z') });
    await statusEvent('visa', 'a4', 'rejected', '2025-02-12T08:00:00Z');

    // A5, visa: paid on 25 January, asked for more on the 28th, answered on the 30th, deleted on
    // 3 February. Its events and payment stay; the rest is in reportDeletions.
    await payment('p5', 'visa', 'a5', 'paid', {
      createdAt: at('2025-01-25T05:05:00Z'),
      paidAt: at('2025-01-25T05:10:00Z'),
      AAN,
      commission: 15_000,
    });
    await statusEvent('visa', 'a5', 'action_needed', '2025-01-28T10:00:00Z');
    await statusEvent('visa', 'a5', 'in_review', '2025-01-30T10:00:01Z');
    await own
      .collection(COLLECTIONS.reportDeletions)
      .doc('visa_a5')
      .set({
        kind: 'visa',
        applicationId: 'a5',
        createdAt: at('2025-01-25T05:00:00Z'),
        paidAt: at('2025-01-25T05:10:00Z'),
        status: 'in_review',
        paymentStatus: 'paid',
        AAN,
        answeredRequests: {
          r5: { askedAt: at('2025-01-28T10:00:00Z'), answeredAt: at('2025-01-30T10:00:00Z') },
        },
        deletedAt: at('2025-02-03T09:00:00Z'),
      });

    // A6, business, of no agent: the agency's figures only.
    await application('business', 'a6', {
      AAN: null,
      createdAt: at('2025-01-16T09:00:00Z'),
      paidAt: at('2025-01-16T09:10:00Z'),
      paymentStatus: 'paid',
      status: 'submitted',
    });
    await payment('p6', 'business', 'a6', 'paid', {
      createdAt: at('2025-01-16T09:05:00Z'),
      paidAt: at('2025-01-16T09:10:00Z'),
    });
  }

  beforeAll(async () => {
    adminServices();
    app = initializeApp({ projectId }, projectId);
    own = getFirestore(app);
    await seed();
  });

  afterAll(async () => {
    for (const collection of await own.listCollections()) await own.recursiveDelete(collection);
    await deleteApp(app);
  });

  // Every kind, in the dashboard's order.
  const KINDS = [...DASHBOARD_ORDER];
  const DURING_FEBRUARY = new Date('2025-02-15T12:00:00Z');
  const targets = (paid: Partial<Record<ApplicationKind, number>>) => ({
    month: '2025-02',
    rows: KINDS.map((kind) => ({
      kind,
      target: kind === 'visa' ? 500_000 : null,
      paid: paid[kind] ?? 0,
    })),
    // The 15th of 28 days.
    pace: 15 / 28,
    // The three months before, newest first, with no targets kept for them (set before any was).
    past: [
      { month: '2025-01', paid: { visa: 600_000, brela: 110_000 } },
      { month: '2024-12', paid: { visa: 300_000 } },
      { month: '2024-11', paid: {} },
    ].map(({ month, paid }: { month: string; paid: Partial<Record<ApplicationKind, number>> }) => ({
      month,
      rows: KINDS.map((kind) => ({ kind, target: null, paid: paid[kind] ?? 0 })),
    })),
  });
  /** The waits of each kind, none for a kind `waits` leaves out. */
  const speedRows = (waits: Partial<Record<ApplicationKind, Waits>>) =>
    KINDS.map((kind) => ({ kind, ...(waits[kind] ?? { paidToCompleted: noWait, askedToAnswered: noWait }) }));

  it('writes the counts the records imply, and finds nothing to change the second time', async () => {
    const first = await rebuildReports(own, { write: true });
    expect(first.records).toEqual({
      applications: 6,
      deletions: 1,
      statusEvents: 9,
      payments: 10,
      answeredRequests: 2,
      skipped: 0,
    });
    expect(first.notes).toEqual({ historyGaps: 0, paidWithoutPayment: 0, orphans: 0 });
    expect(first.documents.written).toBe(first.documents.rebuilt);
    const second = await rebuildReports(own, {});
    expect(second.differences).toBe(0);
    expect(second.documents.stored).toBe(first.documents.rebuilt);
  });

  it("gives the agent's January and February, by month, every figure as worked out by hand", async () => {
    const report = await readReport(
      own,
      { from: '2025-01-01', to: '2025-02-28', length: 'month', aan: AAN },
      DURING_FEBRUARY,
    );
    const { documentsRead, ...view } = report;
    expect(view).toEqual({
      range: { from: '2025-01-01', to: '2025-02-28' },
      length: 'month',
      kinds: KINDS,
      periods: ['2025-01', '2025-02'],
      money: {
        rows: [
          { period: '2025-01', ...money({ visa: 600_000, brela: 110_000 }) },
          { period: '2025-02', ...money({ tin: 13_000 }) },
        ],
        totals: {
          total: 723_000,
          processing: 2 * VISA.processing + 2 * BRELA.processing + TIN.processing,
          form: 2 * VISA.form + 2 * BRELA.form + TIN.form,
          government: 2 * VISA.government + 2 * BRELA.government + TIN.government,
          reversed: 55_000,
          // The BRELA payment given back: its government fee was never passed on.
          governmentReturned: BRELA.government,
          // 15,000 + 5,500 + 15,000 in January; 1,300 earned and 5,500 given back in February.
          commission: 31_300,
          byKind: money({ brela: 110_000, visa: 600_000, tin: 13_000 }).byKind,
        },
      },
      workload: {
        rows: [
          { period: '2025-01', ...workload(3, 3, 1, 0) },
          { period: '2025-02', ...workload(2, 1, 2, 1) },
        ],
        totals: workload(5, 4, 3, 1),
      },
      // A7 waits from December; at the end of January A7 and A3 are submitted and A5 in review; at
      // the end of February A3 alone (A7 and A2 completed, A5 deleted).
      queue: {
        rows: [
          { period: '2025-01', ...queue(2, 1, 0, 0) },
          { period: '2025-02', ...queue(1, 0, 0, 0) },
        ],
      },
      speed: {
        rows: speedRows({
          visa: {
            paidToCompleted: {
              count: 2,
              median: banded(A1_PAID_TO_COMPLETED),
              p90: banded(A7_PAID_TO_COMPLETED),
            },
            askedToAnswered: oneWait(A5_ASKED_TO_ANSWERED),
          },
          tin: {
            paidToCompleted: oneWait(A2_PAID_TO_COMPLETED),
            askedToAnswered: oneWait(A2_ASKED_TO_ANSWERED),
          },
        }),
        // Every service together, month by month: A1 and A5 in January; A2 and A7 in February.
        periods: [
          {
            period: '2025-01',
            paidToCompleted: oneWait(A1_PAID_TO_COMPLETED),
            askedToAnswered: oneWait(A5_ASKED_TO_ANSWERED),
          },
          {
            period: '2025-02',
            paidToCompleted: {
              count: 2,
              median: banded(A2_PAID_TO_COMPLETED),
              p90: banded(A7_PAID_TO_COMPLETED),
            },
            askedToAnswered: oneWait(A2_ASKED_TO_ANSWERED),
          },
        ],
      },
      payments: {
        rows: [
          { period: '2025-01', ...outcomes(4, 0, 0, 0) },
          { period: '2025-02', ...outcomes(1, 1, 1, 1) },
        ],
        totals: outcomes(5, 1, 1, 1),
      },
      // Against November and December: A7's visa, paid in December.
      earnings: {
        current: {
          paid: 723_000,
          government: 2 * VISA.government + BRELA.government + TIN.government,
          commission: 31_300,
          reversed: 55_000,
          kept: 723_000 - (144_600 - BRELA.government) - 31_300 - 55_000,
        },
        previous: { paid: 300_000, government: 60_000, commission: 15_000, reversed: 0, kept: 225_000 },
        previousRange: { from: '2024-11-01', to: '2024-12-31' },
      },
      targets: targets({ tin: 13_000 }),
    });
    // Two months (this month's, which the targets take too, among them), December before them, and
    // the targets; December again for the period before; December and January for the past months'
    // results against target.
    expect(documentsRead).toBe(5 + 2);
    expect(report.payments.totals.failureRate).toBe(0.125);
  });

  it("gives the agent's days around 1 February, the queue carried in from before", async () => {
    const report = await readReport(own, { from: '2025-01-30', to: '2025-02-02', aan: AAN }, DURING_FEBRUARY);
    const { documentsRead, ...view } = report;
    const none = { period: '', ...outcomes(0, 0, 0, 0) };
    expect(view).toEqual({
      range: { from: '2025-01-30', to: '2025-02-02' },
      length: 'day',
      kinds: KINDS,
      periods: ['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02'],
      money: {
        rows: [
          { period: '2025-01-30', ...money({}) },
          { period: '2025-01-31', ...money({}) },
          { period: '2025-02-01', ...money({ tin: 13_000 }) },
          { period: '2025-02-02', ...money({}) },
        ],
        totals: {
          ...TIN,
          reversed: 0,
          governmentReturned: 0,
          commission: 1_300,
          byKind: money({ tin: 13_000 }).byKind,
        },
      },
      workload: {
        rows: [
          { period: '2025-01-30', ...workload(0, 0, 0, 0) },
          { period: '2025-01-31', ...workload(0, 0, 1, 0) },
          { period: '2025-02-01', ...workload(1, 1, 0, 0) },
          { period: '2025-02-02', ...workload(0, 0, 1, 0) },
        ],
        totals: workload(1, 1, 2, 0),
      },
      // Before: A7 and A3 submitted, A1 in review, A5 asked for more. A5 answers on the 30th, A1
      // completes on the 31st, on 1 February A2 joins in review and A7 moves to approved, and A2
      // completes on the 2nd.
      queue: {
        rows: [
          { period: '2025-01-30', ...queue(2, 2, 0, 0) },
          { period: '2025-01-31', ...queue(2, 1, 0, 0) },
          { period: '2025-02-01', ...queue(1, 2, 0, 1) },
          { period: '2025-02-02', ...queue(1, 1, 0, 1) },
        ],
      },
      speed: {
        rows: speedRows({
          visa: {
            paidToCompleted: oneWait(A1_PAID_TO_COMPLETED),
            askedToAnswered: oneWait(A5_ASKED_TO_ANSWERED),
          },
          tin: {
            paidToCompleted: oneWait(A2_PAID_TO_COMPLETED),
            askedToAnswered: oneWait(A2_ASKED_TO_ANSWERED),
          },
        }),
        // Day by day: A5 answers on the 30th, A1 completes on the 31st, A2 answers on 1 February
        // and completes on the 2nd.
        periods: [
          { period: '2025-01-30', paidToCompleted: noWait, askedToAnswered: oneWait(A5_ASKED_TO_ANSWERED) },
          { period: '2025-01-31', paidToCompleted: oneWait(A1_PAID_TO_COMPLETED), askedToAnswered: noWait },
          { period: '2025-02-01', paidToCompleted: noWait, askedToAnswered: oneWait(A2_ASKED_TO_ANSWERED) },
          { period: '2025-02-02', paidToCompleted: oneWait(A2_PAID_TO_COMPLETED), askedToAnswered: noWait },
        ],
      },
      payments: {
        rows: [
          { ...none, period: '2025-01-30' },
          { ...none, period: '2025-01-31' },
          { period: '2025-02-01', ...outcomes(1, 1, 0, 0) },
          { ...none, period: '2025-02-02' },
        ],
        totals: outcomes(1, 1, 0, 0),
      },
      // Against the four days before, when the agent was paid nothing.
      earnings: {
        current: { paid: 13_000, government: TIN.government, commission: 1_300, reversed: 0, kept: 9_100 },
        previous: { paid: 0, government: 0, commission: 0, reversed: 0, kept: 0 },
        previousRange: { from: '2025-01-26', to: '2025-01-29' },
      },
      targets: targets({ tin: 13_000 }),
    });
    // Four days with counts, December, four January days before the range, and the two others;
    // of the four days before for their money, one has counts (A5 was asked for more on the 28th);
    // December and January again for the past months' results against target.
    expect(documentsRead).toBe(11 + 1 + 2);
  });

  it("takes this month's money for the targets from the days a report of this month shows", async () => {
    const report = await readReport(own, { from: '2025-02-01', to: '2025-02-15', aan: AAN }, DURING_FEBRUARY);
    expect(report.targets).toEqual(targets({ tin: 13_000 }));
    const scoped = (collection: string) => own.collection(collection).where('scope', '==', `agent:${AAN}`);
    const [days, monthsBefore, previousDays] = await Promise.all([
      scoped(COLLECTIONS.reportDays)
        .where('period', '>=', '2025-02-01')
        .where('period', '<=', '2025-02-15')
        .get(),
      scoped(COLLECTIONS.reportMonths).where('period', '<', '2025-02').get(),
      scoped(COLLECTIONS.reportDays)
        .where('period', '>=', '2025-01-17')
        .where('period', '<=', '2025-01-31')
        .get(),
    ]);
    // The days, the months before for the queue, the fifteen days before for their money, the
    // three months before for their results (those of them the months before hold), and the
    // targets: not February's document again.
    const pastMonths = monthsBefore.docs.filter((doc) => (doc.get('period') as string) >= '2024-11').length;
    expect(report.documentsRead).toBe(
      days.size + monthsBefore.size + Math.max(1, previousDays.size) + Math.max(1, pastMonths) + 1,
    );
  });

  it("keeps an agent's figures out of the agency's only where they belong: the agency has A6 besides", async () => {
    const report = await readReport(
      own,
      { from: '2025-01-01', to: '2025-02-28', length: 'month' },
      DURING_FEBRUARY,
    );
    expect(report.money.totals.total).toBe(723_000 + 80_000);
    expect(report.workload.totals).toEqual(workload(6, 5, 3, 1));
    expect(report.queue.rows.at(-1)).toEqual({ period: '2025-02', ...queue(2, 0, 0, 0) });
  });

  it('prints each difference and exits 1 when a stored figure has drifted, and 0 once written back', async () => {
    const scope = `agent:${AAN}`;
    const env = { FIREBASE_PROJECT_ID: projectId };
    const clean = await runScript('rebuild-reports.ts', ['--scope', scope], env);
    expect(clean.code, clean.output).toBe(0);
    expect(clean.stdout).toContain('0 differ (0 figures)');

    const drifted = own.collection(COLLECTIONS.reportDays).doc(`agent_${AAN}_2025-02-01`);
    await drifted.update({ 'kinds.tin.paid': 2 });
    const compared = await runScript('rebuild-reports.ts', ['--scope', scope], env);
    expect(compared.code, compared.output).toBe(1);
    expect(compared.stdout).toContain(
      `reportDays/agent_${AAN}_2025-02-01 kinds.tin.paid: stored 2, rebuilt 1`,
    );
    expect(compared.stdout).toContain('1 differ (1 figures)');

    const written = await runScript('rebuild-reports.ts', ['--scope', scope, '--write'], env);
    expect(written.code, written.output).toBe(0);
    expect((await drifted.get()).get('kinds.tin.paid')).toBe(1);
  });

  it('adds up the shards a period is spread over, and writes a drifted period back as one document', async () => {
    const scope = `agent:${AAN}`;
    const env = { FIREBASE_PROJECT_ID: projectId };
    const days = own.collection(COLLECTIONS.reportDays);
    const folded = days.doc(`agent_${AAN}_2025-02-01`);
    const period = () => days.where('scope', '==', scope).where('period', '==', '2025-02-01').get();
    // The day's TIN payment counted on a shard, as the API spreads its counts: the same figures.
    await folded.update({ 'kinds.tin.paid': FieldValue.increment(-1) });
    await days
      .doc(`agent_${AAN}_2025-02-01_5`)
      .set({ scope, period: '2025-02-01', kinds: { tin: { paid: 1 } } });
    const clean = await runScript('rebuild-reports.ts', ['--scope', scope], env);
    expect(clean.code, clean.output).toBe(0);
    expect(clean.stdout).toContain('0 differ (0 figures)');

    // A payment more on another shard than the records imply.
    await days
      .doc(`agent_${AAN}_2025-02-01_9`)
      .set({ scope, period: '2025-02-01', kinds: { tin: { paid: 1 } } });
    const compared = await runScript('rebuild-reports.ts', ['--scope', scope], env);
    expect(compared.code, compared.output).toBe(1);
    expect(compared.stdout).toContain(
      `reportDays/agent_${AAN}_2025-02-01 kinds.tin.paid: stored 2, rebuilt 1`,
    );

    const written = await runScript('rebuild-reports.ts', ['--scope', scope, '--write'], env);
    expect(written.code, written.output).toBe(0);
    expect((await period()).docs.map((doc) => doc.id)).toEqual([folded.id]);
    expect((await folded.get()).get('kinds.tin.paid')).toBe(1);
  });
});
