// Lighthouse in Debian's Chromium: scores, LCP/TBT/CLS, the audits that cost points and the
// elements that moved. Public pages use Lighthouse's default settings (mobile, with its default
// simulated mobile throttling); the staff screens, used at a desk, its desktop preset.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LIGHTHOUSE_DIR, ROOT, WORK } from './config.ts';
import { waitForQuietMachine } from './machine.ts';
import { mainThreadAfterPaint, type MainThreadFigures } from './mainThread.ts';
import { signInOverCdp } from './signIn.ts';
import type { Finding, LighthouseRun, LighthouseSettings } from './types.ts';

/**
 * Which of Lighthouse's presets a page is measured with: `mobile`, its default (a mid-range phone's
 * screen, 4× CPU slowdown, slow 4G); `desktop`, its desktop preset (a 1350×940 screen, no CPU
 * slowdown, 10 Mbit/s with 40 ms round trips), both simulated from an unthrottled load.
 */
export type LighthousePreset = 'mobile' | 'desktop';

export type LighthousePage = {
  name: string;
  baseUrl: string;
  path: string;
  /** Signed in as staff (the admin area), with the session kept across Lighthouse's reset. */
  staff?: { email: string; password: string };
  /** Lighthouse's default mobile settings unless said otherwise. */
  preset?: LighthousePreset;
};

const PRESETS: Record<LighthousePreset, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'];
const QUIET_MODES = new Set(['notApplicable', 'informative', 'manual', 'error']);
const MAX_FINDINGS_PER_CATEGORY = 8;
const MAX_ITEMS_PER_FINDING = 5;

type DetailItem = Record<string, unknown>;

const rounded = (value: unknown, unit: string) =>
  typeof value === 'number' ? `${Math.round(value).toLocaleString('en')} ${unit}` : undefined;

/** One line per element, resource or phase an audit blames: a selector and snippet, or a URL. */
function describeItem(item: DetailItem): string[] {
  if (Array.isArray(item.items)) return (item.items as DetailItem[]).flatMap(describeItem);
  const node = (item.node ?? item.relatedNode) as
    { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node?.selector || node?.snippet) {
    const label = node.nodeLabel ? ` ("${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}")` : '';
    const why = node.explanation ? ` — ${node.explanation.split('\n').slice(0, 2).join(' ')}` : '';
    return [`${node.selector ?? ''} ${node.snippet ?? ''}${label}${why}`.trim()];
  }
  const source = item.source as { url?: unknown } | undefined;
  const subject = [item.url, item.label, item.phase, item.groupLabel, item.issueType, source?.url].find(
    (value) => typeof value === 'string',
  );
  if (subject === undefined) return [];
  const kib = (value: unknown) => (typeof value === 'number' ? value / 1024 : undefined);
  const facts = [
    rounded(kib(item.wastedBytes), 'kB wasted'),
    rounded(item.wastedMs, 'ms wasted'),
    rounded(kib(item.totalBytes), 'kB'),
    rounded(item.total, 'ms total'),
    rounded(item.scripting, 'ms scripting'),
    rounded(item.duration, 'ms'),
    rounded(item.timing, 'ms'),
  ].filter(Boolean);
  return [[subject, ...facts].join(', ')];
}

function savingsMs(audit: Result['audits'][string]): number | undefined {
  const details = audit.details as { overallSavingsMs?: number } | undefined;
  const metric = audit.metricSavings
    ? Math.max(0, ...Object.values(audit.metricSavings).map((value) => value ?? 0))
    : undefined;
  const value = details?.overallSavingsMs ?? metric;
  return value ? Math.round(value) : undefined;
}

/** The audits that cost each category points, worst first. */
export function findingsOf(lhr: Result): Finding[] {
  return CATEGORIES.flatMap((id) => {
    const category = lhr.categories[id];
    if (!category) return [];
    const passing = id === 'performance' ? 0.9 : 1;
    return category.auditRefs
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < passing)
      .filter((audit) => !QUIET_MODES.has(audit.scoreDisplayMode))
      .sort((a, b) => (savingsMs(b) ?? 0) - (savingsMs(a) ?? 0) || (a.score ?? 0) - (b.score ?? 0))
      .slice(0, MAX_FINDINGS_PER_CATEGORY)
      .map((audit) => ({
        category: id,
        audit: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        savingsMs: savingsMs(audit),
        items: describeItem((audit.details ?? {}) as DetailItem).slice(0, MAX_ITEMS_PER_FINDING),
      }));
  });
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The settings a run was made with, as Lighthouse reports them. */
function settingsOf(preset: LighthousePreset, lhr: Result): LighthouseSettings {
  const { formFactor, screenEmulation, throttling, throttlingMethod } = lhr.configSettings;
  return {
    preset,
    formFactor,
    screen: screenEmulation.disabled
      ? 'not emulated'
      : `${screenEmulation.width}×${screenEmulation.height} at ${screenEmulation.deviceScaleFactor}×`,
    throttling:
      `${throttlingMethod}: ${throttling.cpuSlowdownMultiplier}× CPU slowdown, ` +
      `${Number((throttling.throughputKbps / 1024).toFixed(1))} Mbit/s, ${throttling.rttMs} ms round trips`,
  };
}

/** The elements Lighthouse saw move, with their share of the layout shift score. */
function shiftsOf(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as { items?: DetailItem[] } | undefined;
  return (details?.items ?? []).flatMap((item) =>
    describeItem(item).map((element) => `${element}: ${Number(item.score ?? 0).toFixed(4)}`),
  );
}

function summarise(page: LighthousePage, run: Audit, runs: number, reportFile: string): LighthouseRun {
  const { lhr } = run;
  return {
    name: page.name,
    url: page.baseUrl + page.path,
    runs,
    settings: settingsOf(page.preset ?? 'mobile', lhr),
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
      tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
      // Not rounded: a shift too small to show in three decimals is still one.
      cls: numeric(lhr, 'cumulative-layout-shift'),
      firstPaintBytes: firstPaintBytes(lhr),
      mainThread: run.mainThread,
    },
    findings: findingsOf(lhr),
    shifts: shiftsOf(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    warnings: lhr.runWarnings,
    reportFile: path.relative(ROOT, reportFile),
  };
}

/** One Lighthouse run: its report, and its main thread's figures from the trace the report leaves out. */
type Audit = { lhr: Result; mainThread: MainThreadFigures | undefined };

async function auditOnce(port: number, page: LighthousePage): Promise<Audit> {
  if (page.staff) await signInOverCdp({ port, baseUrl: page.baseUrl, staff: page.staff });
  const result = await lighthouse(
    page.baseUrl + page.path,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Lighthouse would otherwise wipe the origin's IndexedDB, and with it the Firebase session.
      disableStorageReset: Boolean(page.staff),
    },
    PRESETS[page.preset ?? 'mobile'],
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  return { lhr, mainThread: mainThreadAfterPaint(result.artifacts.Trace.traceEvents, slowdown) };
}

type NetworkItem = { networkEndTime?: number; transferSize?: number };

/**
 * The bytes that had arrived when the page first painted: every request finished by the observed
 * first contentful paint (Lighthouse's times share one origin, the navigation's start).
 */
function firstPaintBytes(lhr: Result): number {
  const metrics = lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] };
  const paint = metrics?.items?.[0]?.observedFirstContentfulPaint;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
  if (paint === undefined) return Number.NaN;
  return requests
    .filter((request) => (request.networkEndTime ?? Infinity) <= paint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** The run with the median performance score, as Lighthouse's own guidance suggests. */
function medianRun(runs: Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** For an interrupted bench: the Chromiums Lighthouse runs in. */
export function killLighthouseBrowsers() {
  chromeLauncher.killAll();
}

const ATTEMPTS_PER_RUN = 2;

/**
 * One Lighthouse run, tried again once: on a busy machine a trace is now and then lost
 * (NO_NAVSTART, NO_FCP), which says nothing about the page.
 */
async function auditWithRetry(port: number, page: LighthousePage, run: number): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    if (!(await waitForQuietMachine()))
      console.log(`  Lighthouse ${page.name} run ${run}: the machine stayed busy`);
    const started = performance.now();
    try {
      const audit = await auditOnce(port, page);
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`  Lighthouse ${page.name} run ${run}: ${seconds} s`);
      return audit;
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`  Lighthouse ${page.name} run ${run} failed (${(error as Error).message}); once more`);
    }
  }
}

export type LighthouseOutcome = { results: LighthouseRun[]; failures: string[] };

/** Every page in one Chromium; a page that cannot be measured is reported and the others still are. */
export async function runLighthouse(options: {
  chromePath: string;
  pages: LighthousePage[];
  runs: number;
  profile: string;
}): Promise<LighthouseOutcome> {
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const userDataDir = path.join(WORK, options.profile);
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
    // index.ts stops everything on Ctrl-C itself; chrome-launcher's own handler would exit first.
    handleSIGINT: false,
  });
  const outcome: LighthouseOutcome = { results: [], failures: [] };
  try {
    for (const page of options.pages) {
      // The server's first answer (cold imports, cold emulator) is not the page's fault.
      await fetch(page.baseUrl + page.path).then((response) => response.arrayBuffer());
      const runs: Audit[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        try {
          runs.push(await auditWithRetry(chrome.port, page, run));
        } catch (error) {
          outcome.failures.push(`${page.name} run ${run}: ${(error as Error).message}`);
        }
      }
      if (runs.length === 0) continue;
      const median = medianRun(runs);
      const reportFile = path.join(LIGHTHOUSE_DIR, `${page.name}.json`);
      writeFileSync(reportFile, JSON.stringify(median.lhr));
      outcome.results.push(summarise(page, median, runs.length, reportFile));
    }
    return outcome;
  } finally {
    chrome.kill();
  }
}
