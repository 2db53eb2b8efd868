// The Reports page's figures, added up from the stored counts (counts.ts) of the periods a range
// covers. Pure: the API reads the documents (server/reports/) and this module does the arithmetic.
import type { ApplicationKind } from '../kinds.js';
import type { FeePart } from '../money.js';
import {
  ATTEMPT_OUTCOMES,
  QUEUE_STATUSES,
  STAFF_WAIT,
  WAITS,
  type AttemptOutcome,
  type CountsDocument,
  type KindCounts,
  type PeriodCounts,
  type QueueStatus,
  type Wait,
} from './counts.js';
import { periodOf, periodsOf, type DateRange, type PeriodLength } from './range.js';
import { addCounts } from './sumCounts.js';
import { addBands, bandsCount, bandsPercentile, type WaitBands } from './waitBuckets.js';

export type MoneyTotals = Record<FeePart | 'total' | 'reversed' | 'commission', number>;
export type WorkloadFigures = { received: number; paid: number; completed: number; rejected: number };
export type PaymentFigures = Record<AttemptOutcome, number> & { attempts: number; failureRate: number | null };
export type WaitFigures = { count: number; median: number | null; p90: number | null };

export type ReportView = {
  range: DateRange;
  length: PeriodLength;
  kinds: ApplicationKind[];
  /** Every period of the range, in order: the rows of each series below. */
  periods: string[];
  money: {
    rows: { period: string; byKind: Partial<Record<ApplicationKind, number>>; total: number }[];
    totals: MoneyTotals & { byKind: Partial<Record<ApplicationKind, number>> };
  };
  workload: { rows: ({ period: string } & WorkloadFigures)[]; totals: WorkloadFigures };
  /** The queue as it stood at the end of each period. */
  queue: { rows: { period: string; byStatus: Record<QueueStatus, number>; total: number }[] };
  speed: { rows: ({ kind: ApplicationKind } & Record<Wait, WaitFigures>)[] };
  payments: { rows: ({ period: string } & PaymentFigures)[]; totals: PaymentFigures };
  /** This month's money against each service's monthly target, whatever the range. */
  targets: { month: string; rows: { kind: ApplicationKind; target: number | null; paid: number }[] };
  /**
   * Who does what (a staff member's scope, counts.ts staffScope; zeros in any other): applications
   * taken and requests made per period, and the time from taken to completed.
   */
  team: {
    rows: ({ period: string } & TeamFigures)[];
    totals: TeamFigures;
    takenToCompleted: WaitFigures;
  };
};

export type TeamFigures = { taken: number; requests: number };

export type ReportSources = {
  range: DateRange;
  length: PeriodLength;
  kinds: readonly ApplicationKind[];
  /** The day and month documents that make up the range (range.ts readPlan), every shard of each. */
  documents: CountsDocument[];
  /** Everything counted before the range starts, for the queue it starts with. */
  before: CountsDocument[];
  targets: Partial<Record<ApplicationKind, number>>;
  /** This month's documents, for the targets. */
  thisMonth: { month: string; documents: CountsDocument[] };
};

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The median and 90th percentile of waits counted per band: each within WAIT_ERROR of the exact one. */
function waitFigures(bands: WaitBands): WaitFigures {
  return { count: bandsCount(bands), median: bandsPercentile(bands, 0.5), p90: bandsPercentile(bands, 0.9) };
}

/** The share of attempts that failed; none when there were none. */
export const failureRate = (failed: number, attempts: number) => (attempts === 0 ? null : failed / attempts);

function paymentFigures(outcomes: Record<AttemptOutcome, number>): PaymentFigures {
  const attempts = ATTEMPT_OUTCOMES.reduce((sum, outcome) => sum + outcomes[outcome], 0);
  return { ...outcomes, attempts, failureRate: failureRate(outcomes.failed, attempts) };
}

/** The period a stored document counts in: a day's, or a whole month's in a report by month. */
function periodOfDocument(document: CountsDocument, length: PeriodLength) {
  return document.period.length === 7 ? document.period : periodOf(document.period, length);
}

export function reportFigures(sources: ReportSources): ReportView {
  const { range, length, kinds } = sources;
  const periods = periodsOf(range, length).map((period) => period.key);
  // Each period's counts, service by service: what every figure below adds up.
  const byPeriod = new Map<string, { kind: ApplicationKind; own: KindCounts }[]>(
    periods.map((period) => [period, []]),
  );
  for (const document of sources.documents) {
    const counts = byPeriod.get(periodOfDocument(document, length));
    if (!counts) continue;
    // Waits kept one by one before they were counted per band are read in their bands.
    const own = addCounts({}, document.kinds);
    for (const kind of kinds) {
      if (own[kind]) counts.push({ kind, own: own[kind] });
    }
  }
  const countsOf = (period: string) => (byPeriod.get(period) ?? []).map(({ own }) => own);
  const sum = (counts: KindCounts[], pick: (own: KindCounts) => number | undefined) =>
    counts.reduce((total, own) => total + (pick(own) ?? 0), 0);

  // Money: per period and service, and the totals of every part.
  const moneyRows = periods.map((period) => {
    const byKind: Partial<Record<ApplicationKind, number>> = Object.fromEntries(kinds.map((kind) => [kind, 0]));
    for (const { kind, own } of byPeriod.get(period) ?? []) byKind[kind]! += own.money?.total ?? 0;
    return { period, byKind, total: kinds.reduce((total, kind) => total + (byKind[kind] ?? 0), 0) };
  });
  const all = periods.flatMap(countsOf);
  const moneyParts = ['total', 'processing', 'form', 'government', 'reversed', 'commission'] as const;
  const moneyTotals = Object.fromEntries(
    moneyParts.map((part) => [part, sum(all, (own) => own.money?.[part])]),
  ) as MoneyTotals;
  const moneyByKind = Object.fromEntries(
    kinds.map((kind) => [kind, moneyRows.reduce((total, row) => total + (row.byKind[kind] ?? 0), 0)]),
  );

  // Workload: what arrived, was paid and was finished in each period.
  const workloadOf = (counts: KindCounts[]): WorkloadFigures => ({
    received: sum(counts, (own) => own.received),
    paid: sum(counts, (own) => own.paid),
    completed: sum(counts, (own) => own.completed),
    rejected: sum(counts, (own) => own.rejected),
  });

  // The queue: what stood before the range, then each period's moves in and out.
  const standing = zeros(QUEUE_STATUSES);
  const addQueue = (counts: KindCounts[]) => {
    for (const status of QUEUE_STATUSES) standing[status] += sum(counts, (own) => own.queue?.[status]);
  };
  addQueue(sources.before.flatMap((document) => kinds.flatMap((kind) => document.kinds?.[kind] ?? [])));
  const queueRows = periods.map((period) => {
    addQueue(countsOf(period));
    const byStatus = { ...standing };
    return { period, byStatus, total: QUEUE_STATUSES.reduce((total, status) => total + byStatus[status], 0) };
  });

  // Speed: every wait that ended in the range, per service.
  const speedRows = kinds.map((kind) => {
    const waits = Object.fromEntries(WAITS.map((wait) => [wait, {} as WaitBands])) as Record<Wait, WaitBands>;
    for (const counts of byPeriod.values()) {
      for (const { own } of counts.filter((entry) => entry.kind === kind)) {
        for (const wait of WAITS) addBands(waits[wait], own.waitBuckets?.[wait]);
      }
    }
    return {
      kind,
      paidToCompleted: waitFigures(waits.paidToCompleted),
      askedToAnswered: waitFigures(waits.askedToAnswered),
    };
  });

  const outcomesOf = (counts: KindCounts[]) =>
    Object.fromEntries(
      ATTEMPT_OUTCOMES.map((outcome) => [outcome, sum(counts, (own) => own.attempts?.[outcome])]),
    ) as Record<AttemptOutcome, number>;

  const thisMonth = sources.thisMonth.documents.reduce<PeriodCounts>(
    (total, document) => addCounts(total, document.kinds),
    {},
  );
  const teamOf = (counts: KindCounts[]): TeamFigures => ({
    taken: sum(counts, (own) => own.taken),
    requests: sum(counts, (own) => own.requests),
  });
  const takenToCompleted: WaitBands = {};
  for (const { own } of [...byPeriod.values()].flat()) addBands(takenToCompleted, own.waitBuckets?.[STAFF_WAIT]);
  return {
    range,
    length,
    kinds: [...kinds],
    periods,
    money: { rows: moneyRows, totals: { ...moneyTotals, byKind: moneyByKind } },
    workload: {
      rows: periods.map((period) => ({ period, ...workloadOf(countsOf(period)) })),
      totals: workloadOf(all),
    },
    queue: { rows: queueRows },
    speed: { rows: speedRows },
    payments: {
      rows: periods.map((period) => ({ period, ...paymentFigures(outcomesOf(countsOf(period))) })),
      totals: paymentFigures(outcomesOf(all)),
    },
    targets: {
      month: sources.thisMonth.month,
      rows: kinds.map((kind) => ({
        kind,
        target: sources.targets[kind] ?? null,
        paid: thisMonth[kind]?.money?.total ?? 0,
      })),
    },
    team: {
      rows: periods.map((period) => ({ period, ...teamOf(countsOf(period)) })),
      totals: teamOf(all),
      takenToCompleted: waitFigures(takenToCompleted),
    },
  };
}
