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

export type MoneyTotals = Record<FeePart | 'total' | 'reversed' | 'governmentReturned' | 'commission', number>;
export type WorkloadFigures = { received: number; paid: number; completed: number; rejected: number };
export type PaymentFigures = Record<AttemptOutcome, number> & { attempts: number; failureRate: number | null };
export type WaitFigures = { count: number; median: number | null; p90: number | null };
export type TargetRow = { kind: ApplicationKind; target: number | null; paid: number };

/** What "how much did we make" answers, in the order the page shows it. */
export const EARNINGS = ['paid', 'government', 'commission', 'reversed', 'kept'] as const;
export type Earnings = Record<(typeof EARNINGS)[number], number>;

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
  /** Per service over the range, and per period over the services asked for (the trend). */
  speed: {
    rows: ({ kind: ApplicationKind } & Record<Wait, WaitFigures>)[];
    periods: ({ period: string } & Record<Wait, WaitFigures>)[];
  };
  payments: { rows: ({ period: string } & PaymentFigures)[]; totals: PaymentFigures };
  /** The money of the range and of the period of the same length before it (range.ts previousRange). */
  earnings: { current: Earnings; previous: Earnings; previousRange: DateRange };
  /**
   * This month's money against each service's monthly target, whatever the range, with the share
   * of the month gone by the end of today (the pace: where the money should be by now); and the
   * months before it, each against the targets that stood then.
   */
  targets: {
    month: string;
    rows: TargetRow[];
    pace: number;
    past: { month: string; rows: TargetRow[] }[];
  };
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

/** One staff member's figures of a period, or of the whole range. */
export type StaffFigures = TeamFigures & { completed: number; rejected: number };

/** GET /api/reports/staff → 200: who does what, per staff member and period. */
export type StaffReportView = {
  periods: string[];
  staff: {
    uid: string;
    name: string;
    rows: ({ period: string } & StaffFigures)[];
    totals: StaffFigures;
    takenToCompleted: WaitFigures;
  }[];
  documentsRead: number;
};

export type ReportSources = {
  range: DateRange;
  length: PeriodLength;
  kinds: readonly ApplicationKind[];
  /** The day and month documents that make up the range (range.ts readPlan), every shard of each. */
  documents: CountsDocument[];
  /** The documents of the period before the range, of the same length: for its money. */
  previous: { range: DateRange; documents: CountsDocument[] };
  /** Everything counted before the range starts, for the queue it starts with. */
  before: CountsDocument[];
  targets: Partial<Record<ApplicationKind, number>>;
  /** This month's documents, for the targets, and today (Dar es Salaam's), for their pace. */
  thisMonth: { month: string; documents: CountsDocument[]; today?: string };
  /** Months before this one, each with its documents and the targets that stood then. */
  pastMonths?: { month: string; documents: CountsDocument[]; targets: Partial<Record<ApplicationKind, number>> }[];
};

/** How much of a month has gone by the end of a day of it: the 15th of a 30-day month is half. */
export function monthPace(month: string, today: string | undefined): number {
  if (!today || !today.startsWith(`${month}-`)) return 1;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Number(today.slice(8, 10)) / days;
}

const MONEY_PARTS = ['total', 'processing', 'form', 'government', 'reversed', 'governmentReturned', 'commission'] as const;

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

/**
 * The money that came in, what of it went on (government fees to the government, commission to
 * agents, reversals to payers) and what the agency kept: paid less those three.
 */
export function earningsOf(
  money: Pick<MoneyTotals, 'total' | 'government' | 'governmentReturned' | 'commission' | 'reversed'>,
): Earnings {
  const { total, commission, reversed } = money;
  // A fee given back with its payment was never passed on to the government.
  const government = money.government - (money.governmentReturned ?? 0);
  return { paid: total, government, commission, reversed, kept: total - government - commission - reversed };
}

/** The money parts of some documents, over the services asked for. */
function moneyOfDocuments(documents: readonly CountsDocument[], kinds: readonly ApplicationKind[]): MoneyTotals {
  const totals = zeros(MONEY_PARTS);
  for (const document of documents) {
    const own = document.kinds ?? {};
    for (const kind of kinds) for (const part of MONEY_PARTS) totals[part] += own[kind]?.money?.[part] ?? 0;
  }
  return totals;
}

/** The period a stored document counts in: a day's, or a whole month's in a report by month. */
function periodOfDocument(document: CountsDocument, length: PeriodLength) {
  return document.period.length === 7 ? document.period : periodOf(document.period, length);
}

const targetRows = (
  kinds: readonly ApplicationKind[],
  targets: Partial<Record<ApplicationKind, number>>,
  month: PeriodCounts,
): TargetRow[] =>
  kinds.map((kind) => ({ kind, target: targets[kind] ?? null, paid: month[kind]?.money?.total ?? 0 }));

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
  const moneyTotals = Object.fromEntries(
    MONEY_PARTS.map((part) => [part, sum(all, (own) => own.money?.[part])]),
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
  const waitsOf = (counts: KindCounts[]) => {
    const waits = Object.fromEntries(WAITS.map((wait) => [wait, {} as WaitBands])) as Record<Wait, WaitBands>;
    for (const own of counts) for (const wait of WAITS) addBands(waits[wait], own.waitBuckets?.[wait]);
    return {
      paidToCompleted: waitFigures(waits.paidToCompleted),
      askedToAnswered: waitFigures(waits.askedToAnswered),
    };
  };
  const speedRows = kinds.map((kind) => ({
    kind,
    ...waitsOf([...byPeriod.values()].flatMap((counts) => counts.filter((entry) => entry.kind === kind).map(({ own }) => own))),
  }));
  // And per period, every service together: whether waits grow or shrink.
  const speedPeriods = periods.map((period) => ({ period, ...waitsOf(countsOf(period)) }));

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
    speed: { rows: speedRows, periods: speedPeriods },
    payments: {
      rows: periods.map((period) => ({ period, ...paymentFigures(outcomesOf(countsOf(period))) })),
      totals: paymentFigures(outcomesOf(all)),
    },
    earnings: {
      current: earningsOf(moneyTotals),
      previous: earningsOf(moneyOfDocuments(sources.previous.documents, kinds)),
      previousRange: sources.previous.range,
    },
    targets: {
      month: sources.thisMonth.month,
      rows: targetRows(kinds, sources.targets, thisMonth),
      pace: monthPace(sources.thisMonth.month, sources.thisMonth.today),
      past: (sources.pastMonths ?? []).map(({ month, documents, targets }) => ({
        month,
        rows: targetRows(
          kinds,
          targets,
          documents.reduce<PeriodCounts>((total, document) => addCounts(total, document.kinds), {}),
        ),
      })),
    },
    team: {
      rows: periods.map((period) => ({ period, ...teamOf(countsOf(period)) })),
      totals: teamOf(all),
      takenToCompleted: waitFigures(takenToCompleted),
    },
  };
}
