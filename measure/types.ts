// The shape of reports/bench.json: what each section measured, or why it could not.
import type { ApplicationProof } from '#domain/tracking';
import type { ApplicationKind } from '#domain/kinds';
import type { AdminReads } from './adminReads.ts';
import type { MainThreadFigures } from './mainThread.ts';
import type { LiveList } from './liveList.ts';
import type { AgentClientsCost } from './agentClients.ts';
import type { ClientsOnPhone } from './clientsOnPhone.ts';
import type { ReportsCost } from './reports.ts';

/** measure/creations.ts: how many applications a second the API creates, step by step. */
export type CreationStep = {
  offered: number;
  sent: number;
  created: number;
  /** Answered 4xx: a limit or a check refused it. */
  refused: number;
  /** Answered 5xx, or not at all: a transaction gave up, or the API fell over. */
  failed: number;
  /** Commits Firestore refused in the step (contended attempts a transaction ran again, or gave up on). */
  refusedCommits: number;
  achieved: number;
  latencyMs: { p50: number; p99: number };
  sustained: boolean;
};

export type CreationRate = {
  steps: CreationStep[];
  /** The highest rate every creation of a step succeeded at, answered in time; 0 when none did. */
  sustainedPerSecond: number;
  creations: number;
  commits: number;
  /** Commits Firestore refused (contended attempts a transaction ran again, or gave up on). */
  refusedCommits: number;
  /** The document written most, its share of the creations, and its writes a second at the peak. */
  hottest: { path: string; writes: number; share: number; perSecondAtPeak: number };
  busiest: [string, number][];
  seconds: number;
};

export type RouteSize = {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
  budgetKb: number;
  withinBudget: boolean;
};

export type EagerSize = { jsFiles: string[]; raw: number; gzip: number; brotli: number };

/** How Lighthouse measured a page: which preset, and what it emulated. */
export type LighthouseSettings = {
  preset: 'mobile' | 'desktop';
  formFactor: 'mobile' | 'desktop';
  screen: string;
  throttling: string;
};

export type LighthouseRun = {
  name: string;
  url: string;
  runs: number;
  settings: LighthouseSettings;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /**
   * `firstPaintBytes`: what the page had downloaded (bytes over the wire) by its first contentful
   * paint, as observed in the unthrottled load Lighthouse simulates from. `mainThread`: what the
   * page's tasks after that paint cost its main thread, by CPU time and by the clock.
   */
  metrics: {
    lcpMs: number;
    tbtMs: number;
    cls: number;
    firstPaintBytes: number;
    mainThread?: MainThreadFigures;
  };
  /** Audits that cost points, for when a target is missed: which audit, which elements. */
  findings: Finding[];
  /** The elements Lighthouse saw move (its layout-shifts audit), each with its share of the CLS. */
  shifts: string[];
  /** Lighthouse's CPU benchmark of this machine (a typical desktop scores ~1,000 or more). */
  benchmarkIndex: number;
  warnings: string[];
  reportFile: string;
};

export type Finding = {
  category: string;
  audit: string;
  title: string;
  score: number | null;
  displayValue?: string;
  savingsMs?: number;
  items: string[];
};

export type LoadTarget = 'health' | 'payments' | 'upload';

/** What the load worker process is asked to do. */
export type LoadJob = {
  target: LoadTarget;
  baseUrl: string;
  durationSeconds: number;
  connections: number;
  /** Stored, unpaid applications the payments target pays for, in turn. */
  applications?: { kind: ApplicationKind; id: string; proof: ApplicationProof }[];
};

export type LoadResult = {
  target: LoadTarget;
  label: string;
  durationSeconds: number;
  connections: number;
  requests: number;
  rpsAverage: number;
  latencyMs: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  throughputBytesPerSecond: number;
};

export type MachineFacts = {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  /** Other work on the machine moves every timing here: its load when the bench started and ended. */
  loadAverage: number[];
  loadAverageAtEnd?: number[];
  node: string;
  chromium: string;
  lighthouse: string;
  autocannon: string;
  platform: string;
};

export type SectionError = { section: string; message: string };

export type BenchReport = {
  startedAt: string;
  durationSeconds: number;
  machine: MachineFacts;
  seededApplications: number;
  sizes?: RouteSize[];
  lighthouse?: LighthouseRun[];
  load?: LoadResult[];
  adminReads?: AdminReads;
  liveList?: LiveList;
  agentClients?: AgentClientsCost;
  clientsOnPhone?: ClientsOnPhone;
  reports?: ReportsCost;
  creations?: CreationRate;
  eager?: { sizes?: EagerSize; lighthouse?: LighthouseRun[] };
  /** The build before the public pages were pre-rendered (measure/baseline.ts), measured beside ours. */
  baseline?: { revision: string; lighthouse?: LighthouseRun[] };
  errors: SectionError[];
};
