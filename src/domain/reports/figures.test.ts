import { describe, expect, it } from 'vitest';
import { paymentConfirmed, paymentReversed, type CountsDocument } from './counts';
import { earningsOf, reportFigures, type ReportSources } from './figures';
import { bucketWait, waitBucket } from './waitBuckets';

const day = (period: string, kinds: CountsDocument['kinds']): CountsDocument => ({ scope: 'all', period, kinds });
const HOUR = 3_600_000;
/** One wait of `ms` in its band; and what a band gives back for it. */
const band = (ms: number) => ({ [waitBucket(ms)]: 1 });
const banded = (ms: number) => bucketWait(waitBucket(ms));

const sources = (overrides: Partial<ReportSources> = {}): ReportSources => ({
  range: { from: '2026-01-31', to: '2026-02-02' },
  length: 'day',
  kinds: ['visa', 'tin'],
  documents: [
    // Two shards of one day: their counts add up.
    day('2026-01-31', { visa: { received: 1 } }),
    day('2026-01-31', {
      visa: {
        received: 2,
        paid: 2,
        money: { total: 600_000, processing: 180_000, form: 300_000, government: 120_000, commission: 20_000 },
        queue: { submitted: 2 },
        attempts: { paid: 2, failed: 1 },
      },
      tin: { received: 1, attempts: { abandoned: 1, open: 1 } },
    }),
    day('2026-02-02', {
      visa: {
        completed: 1,
        queue: { submitted: -1 },
        waitBuckets: { paidToCompleted: { ...band(4 * HOUR), ...band(1 * HOUR) } },
        money: { reversed: 300_000, commission: -10_000 },
      },
      tin: {
        paid: 1,
        rejected: 1,
        money: { total: 50_000, processing: 15_000, form: 25_000, government: 10_000 },
        // Kept one by one, as before bands: read in its band.
        waits: { paidToCompleted: { c: 2 * HOUR } },
      },
      brela: { received: 5, money: { total: 1 } },
    }),
    day('2026-02-02', { tin: { waitBuckets: { askedToAnswered: band(7 * HOUR) } } }),
  ],
  before: [day('2025-12', { visa: { queue: { in_review: 4, approved: 1 } }, tin: { queue: { approved: 2 } } })],
  previous: { range: { from: '2026-01-28', to: '2026-01-30' }, documents: [] },
  targets: { visa: 1_000_000 },
  thisMonth: {
    month: '2026-02',
    documents: [day('2026-02', { visa: { money: { total: 200_000 } } }), day('2026-02', { visa: { money: { total: 50_000 } } })],
  },
  ...overrides,
});

describe('reportFigures', () => {
  it('adds up the money per day and service, its split, reversals and commission', () => {
    const { periods, money } = reportFigures(sources());
    expect(periods).toEqual(['2026-01-31', '2026-02-01', '2026-02-02']);
    expect(money.rows).toEqual([
      { period: '2026-01-31', byKind: { visa: 600_000, tin: 0 }, total: 600_000 },
      { period: '2026-02-01', byKind: { visa: 0, tin: 0 }, total: 0 },
      { period: '2026-02-02', byKind: { visa: 0, tin: 50_000 }, total: 50_000 },
    ]);
    expect(money.totals).toEqual({
      total: 650_000,
      processing: 195_000,
      form: 325_000,
      government: 130_000,
      reversed: 300_000,
      // Written by hand without it: the counts of a reversal add it (counts.ts paymentReversed).
      governmentReturned: 0,
      commission: 10_000,
      byKind: { visa: 600_000, tin: 50_000 },
    });
  });

  it('sets what was made against the period before, the agency keeping what is not passed on or given back', () => {
    const { earnings } = reportFigures(
      sources({
        previous: {
          range: { from: '2026-01-28', to: '2026-01-30' },
          documents: [
            day('2026-01-28', { visa: { money: { total: 300_000, government: 60_000, commission: 30_000 } } }),
            // Another shard of the same day, and a service the report leaves out.
            day('2026-01-28', { visa: { money: { reversed: 5_000 } }, brela: { money: { total: 99_000 } } }),
          ],
        },
      }),
    );
    expect(earnings).toEqual({
      current: { paid: 650_000, government: 130_000, commission: 10_000, reversed: 300_000, kept: 210_000 },
      previous: { paid: 300_000, government: 60_000, commission: 30_000, reversed: 5_000, kept: 205_000 },
      previousRange: { from: '2026-01-28', to: '2026-01-30' },
    });
  });

  it('counts the workload of each day and the queue standing at its end', () => {
    const { workload, queue } = reportFigures(sources());
    expect(workload.rows.map(({ period, ...figures }) => [period, figures])).toEqual([
      ['2026-01-31', { received: 4, paid: 2, completed: 0, rejected: 0 }],
      ['2026-02-01', { received: 0, paid: 0, completed: 0, rejected: 0 }],
      ['2026-02-02', { received: 0, paid: 1, completed: 1, rejected: 1 }],
    ]);
    expect(workload.totals).toEqual({ received: 4, paid: 3, completed: 1, rejected: 1 });
    const before = { in_review: 4, action_needed: 0, approved: 3 };
    expect(queue.rows).toEqual([
      { period: '2026-01-31', byStatus: { submitted: 2, ...before }, total: 9 },
      { period: '2026-02-01', byStatus: { submitted: 2, ...before }, total: 9 },
      { period: '2026-02-02', byStatus: { submitted: 1, ...before }, total: 8 },
    ]);
  });

  it('gives the median and 90th percentile of the waits that ended, per service, from their bands', () => {
    expect(reportFigures(sources()).speed.rows).toEqual([
      {
        kind: 'visa',
        paidToCompleted: { count: 2, median: banded(HOUR), p90: banded(4 * HOUR) },
        askedToAnswered: { count: 0, median: null, p90: null },
      },
      {
        kind: 'tin',
        paidToCompleted: { count: 1, median: banded(2 * HOUR), p90: banded(2 * HOUR) },
        askedToAnswered: { count: 1, median: banded(7 * HOUR), p90: banded(7 * HOUR) },
      },
    ]);
  });

  it('gives each period the median of its waits over the services, as a trend', () => {
    const none = { count: 0, median: null, p90: null };
    expect(reportFigures(sources()).speed.periods).toEqual([
      { period: '2026-01-31', paidToCompleted: none, askedToAnswered: none },
      { period: '2026-02-01', paidToCompleted: none, askedToAnswered: none },
      {
        period: '2026-02-02',
        // The visa's 1 and 4 hours and the TIN's 2 hours: the middle one is the TIN's.
        paidToCompleted: { count: 3, median: banded(2 * HOUR), p90: banded(4 * HOUR) },
        askedToAnswered: { count: 1, median: banded(7 * HOUR), p90: banded(7 * HOUR) },
      },
    ]);
  });

  it('counts attempts by outcome with the failure rate, and none as no rate', () => {
    const { payments } = reportFigures(sources());
    expect(payments.rows[0]).toEqual({
      period: '2026-01-31',
      paid: 2,
      failed: 1,
      abandoned: 1,
      open: 1,
      attempts: 5,
      failureRate: 0.2,
    });
    expect(payments.rows[1]!.failureRate).toBeNull();
    expect(payments.totals.attempts).toBe(5);
  });

  it("sets this month's money against each target, with the month's pace, and past months against theirs", () => {
    const { targets } = reportFigures(
      sources({
        thisMonth: { ...sources().thisMonth, today: '2026-02-07' },
        pastMonths: [
          {
            month: '2026-01',
            // Two shards of January.
            documents: [day('2026-01', { visa: { money: { total: 700_000 } } }), day('2026-01', { tin: { money: { total: 13_000 } } })],
            targets: { visa: 800_000 },
          },
        ],
      }),
    );
    expect(targets).toEqual({
      month: '2026-02',
      rows: [
        { kind: 'visa', target: 1_000_000, paid: 250_000 },
        { kind: 'tin', target: null, paid: 0 },
      ],
      // The 7th of February's 28 days.
      pace: 0.25,
      past: [
        {
          month: '2026-01',
          rows: [
            { kind: 'visa', target: 800_000, paid: 700_000 },
            { kind: 'tin', target: null, paid: 13_000 },
          ],
        },
      ],
    });
    // A month that is not today's is over: its pace is the whole month.
    expect(reportFigures(sources()).targets.pace).toBe(1);
  });

  it('shows one service alone when asked', () => {
    const { money, workload } = reportFigures(sources({ kinds: ['tin'] }));
    expect(money.totals.total).toBe(50_000);
    expect(workload.totals).toEqual({ received: 1, paid: 1, completed: 0, rejected: 1 });
  });

  it('puts whole months and the days around them into months', () => {
    const figures = reportFigures(
      sources({
        range: { from: '2026-01-31', to: '2026-03-31' },
        length: 'month',
        documents: [
          day('2026-01-31', { visa: { received: 1 } }),
          day('2026-02', { visa: { received: 10 } }),
          day('2026-03', { visa: { received: 100 } }),
        ],
      }),
    );
    expect(figures.workload.rows.map((row) => [row.period, row.received])).toEqual([
      ['2026-01', 1],
      ['2026-02', 10],
      ['2026-03', 100],
    ]);
  });
});

describe('how much the agency kept', () => {
  it('keeps nothing of a payment given back whole: its government fee was never passed on', () => {
    const amount = 120_000;
    const money: Record<string, number> = { commission: 0, governmentReturned: 0 };
    for (const { add } of [
      paymentConfirmed('visa', amount, { paysApplication: true }),
      paymentReversed('visa', amount),
    ]) {
      for (const [key, value] of Object.entries(add)) {
        if (key.startsWith('money.')) money[key.slice(6)] = (money[key.slice(6)] ?? 0) + value;
      }
    }
    const earnings = earningsOf(money as Parameters<typeof earningsOf>[0]);
    expect(earnings).toMatchObject({ paid: amount, reversed: amount, government: 0, commission: 0 });
    expect(earnings.kept).toBe(0);
  });
});
