// What the Reports page costs over two years of work: applications and payments seeded over 730
// days with their running counts (worked out by the rebuild's replay, as the API would have kept
// them, today's and this month's spread over their shards), then a year by month and 90 days by
// week read from the counts (readReport, behind GET /api/reports), beside the same figures added up
// the eager way from every application and payment of the range. In a project of its own on the
// bench's emulator, so nothing else is counted.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { addDays } from '#domain/requests';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, DASHBOARD_ORDER, PRICES } from '#domain/kinds';
import type { ApplicationStatus } from '#domain/meta';
import { ALL_SCOPE, type PeriodCounts } from '#domain/reports/counts';
import { shardDocumentId, shardsOf } from '#domain/reports/shards';
import { reportFigures } from '#domain/reports/figures';
import { presetRange, type DateRange, type PeriodLength } from '#domain/reports/range';
import {
  rebuildCounts,
  type ApplicationRecord,
  type PaymentRecord,
  type ReportRecords,
} from '#domain/reports/rebuild';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { monthInDarEsSalaam } from '#domain/officeMonth';
import { readReport } from '#server/reports/read.ts';

export const REPORT_APPLICATIONS = Number(process.env.BENCH_REPORT_APPLICATIONS ?? 100_000);
const PROJECT_ID = 'demo-bench-reports';
const DAY = 86_400_000;
const SPAN_DAYS = 730;
const AGENTS = 20;
const RUNS = 5;

export type ReportViewCost = {
  what: string;
  range: DateRange;
  length: PeriodLength;
  documentsRead: number;
  /** The median of the runs after the first; the first, with cold caches, beside it. */
  ms: number;
  firstMs: number;
  eager: { documentsRead: number; ms: number };
};

export type ReportsCost = {
  applications: number;
  payments: number;
  countDocuments: number;
  seedSeconds: number;
  views: ReportViewCost[];
};

/** The same sequence on every run, so two benches seed the same work. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Two years of work ending now: most applications paid within two hours (some after a failed
 * attempt), most paid ones completed within ten days, a few rejected, one in five brought by one of
 * twenty agents. The final status only: the rebuild counts its change at statusUpdatedAt.
 */
function twoYears(
  count: number,
  now: number,
): ReportRecords & { applications: ApplicationRecord[]; payments: PaymentRecord[] } {
  const random = seededRandom(31);
  const applications: ApplicationRecord[] = [];
  const payments: PaymentRecord[] = [];
  const start = now - SPAN_DAYS * DAY;
  for (let index = 0; index < count; index += 1) {
    const kind = APPLICATION_KINDS[index % APPLICATION_KINDS.length]!;
    const id = `r${String(index).padStart(6, '0')}`;
    const createdAt = Math.floor(start + ((index + random()) * SPAN_DAYS * DAY) / count);
    const aan = index % 5 === 0 ? `AGT-R${String((index / 5) % AGENTS).padStart(2, '0')}` : undefined;
    const attempt = (suffix: string, state: PaymentRecord['state'], at: number, paidAt?: number) =>
      payments.push({
        orderId: `${id}${suffix}`,
        kind,
        applicationId: id,
        amount: PRICES[kind],
        state,
        createdAt: at,
        paidAt,
      });
    if (random() < 0.12) attempt('f', random() < 0.5 ? 'failed' : 'closed', createdAt + 5 * 60_000);
    const paid = random() < 0.85;
    let status: ApplicationStatus = 'submitted';
    let statusUpdatedAt: number | undefined;
    let paidAt: number | undefined;
    if (paid) {
      paidAt = Math.min(createdAt + Math.floor(random() * 2 * 3_600_000) + 10 * 60_000, now - 1);
      attempt('p', 'paid', paidAt - 2 * 60_000, paidAt);
      const finished = paidAt + Math.floor((1 + random() * 9) * DAY);
      const roll = random();
      status =
        finished >= now ? 'in_review' : roll < 0.9 ? 'completed' : roll < 0.95 ? 'rejected' : 'approved';
      statusUpdatedAt = status === 'in_review' ? paidAt + 60_000 : finished;
    } else if (random() < 0.3) {
      attempt('o', 'open', createdAt + 3 * 60_000);
    }
    applications.push({
      kind,
      id,
      aan,
      createdAt,
      status,
      statusUpdatedAt,
      paymentStatus: paid ? 'paid' : 'unpaid',
      paidAt,
    });
  }
  return { applications, payments, statusEvents: [], answeredRequests: [] };
}

const stamp = (ms: number | undefined) => (ms === undefined ? null : Timestamp.fromMillis(ms));

type Counts = { [key: string]: Counts | number };

/** Shard `shard` of `shards`' part of each count: the parts add up to the count. */
function shareOf(counts: Counts, shard: number, shards: number): Counts {
  return Object.fromEntries(
    Object.entries(counts).map(([key, value]) => {
      if (typeof value !== 'number') return [key, shareOf(value, shard, shards)];
      const whole = Math.trunc(value / shards);
      const left = value - whole * shards;
      return [key, whole + (shard < Math.abs(left) ? Math.sign(left) : 0)];
    }),
  );
}

async function seed(db: Firestore, count: number) {
  const records = twoYears(count, Date.now());
  const { documents } = rebuildCounts(records);
  // Without throttling: the Admin SDK's default ramp (500 writes a second at first) would take minutes.
  const writer = db.bulkWriter({ throttling: false });
  for (const application of records.applications) {
    void writer.set(db.collection(APPLICATION_COLLECTIONS[application.kind]).doc(application.id), {
      ...(application.aan ? { AAN: application.aan } : {}),
      createdAt: stamp(application.createdAt),
      status: application.status,
      statusUpdatedAt: stamp(application.statusUpdatedAt),
      paymentStatus: application.paymentStatus,
      paidAt: stamp(application.paidAt),
    });
  }
  for (const payment of records.payments) {
    void writer.set(db.collection('payments').doc(payment.orderId), {
      applicationKind: payment.kind,
      applicationId: payment.applicationId,
      amount: payment.amount,
      state: payment.state,
      createdAt: stamp(payment.createdAt),
      paidAt: stamp(payment.paidAt),
    });
  }
  // Periods that are over are folded into one document each; today and this month, still taking
  // changes, are spread over their shards as the API leaves them.
  const open = new Set([todayInDarEsSalaam(), monthInDarEsSalaam()]);
  for (const [path, document] of documents) {
    if (!open.has(document.period)) {
      void writer.set(db.doc(path), document);
      continue;
    }
    const shards = shardsOf(document.scope);
    for (let shard = 0; shard < shards; shard += 1) {
      const kinds = shareOf(document.kinds ?? {}, shard, shards) as PeriodCounts;
      const collection = path.slice(0, path.indexOf('/'));
      void writer.set(
        db.collection(collection).doc(shardDocumentId(document.scope, document.period, shard)),
        {
          scope: document.scope,
          period: document.period,
          kinds,
        },
      );
    }
  }
  await writer.close();
  return { payments: records.payments.length, countDocuments: documents.size };
}

/** The instant a Dar es Salaam day starts (UTC+3, no summer time). */
const startOf = (day: string) => Date.parse(`${day}T00:00:00+03:00`);

/**
 * The eager way: every application and payment started in the range read and counted as the
 * rebuild counts them, then added up as the page does. Cheaper than a faithful eager report, which
 * would also need every earlier application for the queue and the completions of older ones.
 */
async function eagerReport(db: Firestore, range: DateRange, length: PeriodLength) {
  const from = Timestamp.fromMillis(startOf(range.from));
  const to = Timestamp.fromMillis(startOf(addDays(range.to, 1)));
  const within = (query: Query) => query.where('createdAt', '>=', from).where('createdAt', '<', to).get();
  const [perKind, payments] = await Promise.all([
    Promise.all(APPLICATION_KINDS.map((kind) => within(db.collection(APPLICATION_COLLECTIONS[kind])))),
    within(db.collection('payments')),
  ]);
  const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);
  const applications = perKind.flatMap((snapshot, index) =>
    snapshot.docs.map((doc): ApplicationRecord => ({
      kind: APPLICATION_KINDS[index]!,
      id: doc.id,
      aan: doc.get('AAN'),
      createdAt: millis(doc.get('createdAt')),
      status: doc.get('status'),
      statusUpdatedAt: millis(doc.get('statusUpdatedAt')),
      paymentStatus: doc.get('paymentStatus'),
      paidAt: millis(doc.get('paidAt')),
    })),
  );
  const attempts = payments.docs.map((doc): PaymentRecord => ({
    orderId: doc.id,
    kind: doc.get('applicationKind'),
    applicationId: doc.get('applicationId'),
    amount: doc.get('amount'),
    state: doc.get('state'),
    createdAt: millis(doc.get('createdAt')),
    paidAt: millis(doc.get('paidAt')),
  }));
  const { documents } = rebuildCounts({
    applications,
    payments: attempts,
    statusEvents: [],
    answeredRequests: [],
  });
  const days = [...documents.values()].filter(
    (document) => document.scope === ALL_SCOPE && document.period.length === 10,
  );
  const thisMonth = { month: range.to.slice(0, 7), documents: [] };
  reportFigures({
    range,
    length,
    kinds: DASHBOARD_ORDER,
    documents: days,
    before: [],
    previous: { range, documents: [] },
    targets: {},
    thisMonth,
  });
  return applications.length + attempts.length;
}

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - started) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measureView(
  db: Firestore,
  what: string,
  range: DateRange,
  length: PeriodLength,
): Promise<ReportViewCost> {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await timed(() => readReport(db, { ...range, length })));
  const eager = await timed(() => eagerReport(db, range, length));
  return {
    what,
    range,
    length,
    documentsRead: runs[0]!.value.documentsRead,
    ms: median(runs.slice(1).map((run) => run.ms)),
    firstMs: runs[0]!.ms,
    eager: { documentsRead: eager.value, ms: eager.ms },
  };
}

export async function measureReports(count = REPORT_APPLICATIONS): Promise<ReportsCost> {
  const app = initializeApp({ projectId: PROJECT_ID }, PROJECT_ID);
  const db = getFirestore(app);
  try {
    const seeding = await timed(() => seed(db, count));
    const today = todayInDarEsSalaam();
    const views = [
      await measureView(db, 'This year, by month', presetRange('thisYear'), 'month'),
      await measureView(db, 'The last 90 days, by week', { from: addDays(today, -89), to: today }, 'week'),
    ];
    return { applications: count, ...seeding.value, seedSeconds: Math.round(seeding.ms / 1000), views };
  } finally {
    await deleteApp(app);
  }
}
