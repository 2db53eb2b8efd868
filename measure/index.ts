// `npm run bench`: builds what is missing, starts a stack of its own over 10,000 seeded
// applications, measures bundle sizes, Lighthouse, the API under load and the admin area's reads,
// the same for a build with every route loaded eagerly, and writes reports/bench.{json,md}.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_SEARCH,
  apiUrl,
  BUILDS,
  LIGHTHOUSE_RUNS,
  OUR_DIST,
  PORTS,
  REPORTS,
  SEEDED_APPLICATIONS,
  STAFF,
  wanted,
  WORK,
} from './config.ts';
import { baselineRevision, buildBaseline, startBaselineApi } from './baseline.ts';
import { buildEager, startEagerApi } from './eager.ts';
import { killLighthouseBrowsers, runLighthouse, type LighthousePage } from './lighthouse.ts';
import { runLoad } from './load.ts';
import { machineFacts } from './machine.ts';
import { processes, setup, stack } from './projectScripts.ts';
import { renderMarkdown } from './report.ts';
import { measureAndCopyOurBuild, measureEagerBuild } from './sizes.ts';
import {
  collectionSize,
  fillCollection,
  pickPaidApplication,
  seedBenchData,
  startBenchStack,
  type BenchStack,
} from './stack.ts';
import type { BenchReport, SectionError } from './types.ts';

const ADMIN_COLLECTION = 'visaApplications';
const ADMIN_LIST_PATH = '/ad/visa';
const ADMIN_DETAIL_PATH = '/ad/viewVisa';

const errors: SectionError[] = [];

/** Runs one part of the bench; a failure is written into the report and the rest still runs. */
async function section<T>(name: string, run: () => Promise<T> | T): Promise<T | undefined> {
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    errors.push({ section: name, message });
    console.error(`${name} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
    return undefined;
  } finally {
    console.log(`(${name}: ${Math.round((performance.now() - started) / 1000)} s)`);
  }
}

const pages = (baseUrl: string, prefix = ''): LighthousePage[] => [
  { name: `${prefix}landing`, baseUrl, path: '/' },
  { name: `${prefix}visa`, baseUrl, path: '/visa' },
];

/** On a busy machine an emulator can miss its start-up deadline once; a second try usually makes it. */
async function startStackWithRetry(): Promise<BenchStack> {
  try {
    return await startBenchStack();
  } catch (error) {
    console.log(`  The stack did not start (${(error as Error).message.split('\n')[0]}); trying once more.`);
    await processes.stopAll();
    return startBenchStack();
  }
}

async function measure(report: BenchReport, chromiumPath: string) {
  // The build is served whatever is measured; the sizes and the eager build are for Lighthouse's too.
  const sized = wanted('sizes') || wanted('lighthouse');
  const sizes = await section('Initial JavaScript per route', () => measureAndCopyOurBuild(OUR_DIST));
  if (sized) report.sizes = sizes;
  const eagerSizes = sized ? await section('Eager build', () => measureEagerBuild(buildEager())) : undefined;
  if (sized) report.eager = { sizes: eagerSizes };
  if (wanted('lighthouse')) {
    const revision = await section('Build before pre-rendering', () => {
      const before = baselineRevision();
      buildBaseline(before);
      return before;
    });
    if (revision) report.baseline = { revision };
  }

  const bench: BenchStack | undefined = await section('Stack', async () => {
    const started = await startStackWithRetry();
    if (eagerSizes) await startEagerApi(started.env);
    if (report.baseline) await startBaselineApi(started.env);
    return started;
  });
  if (!bench) return;
  // Only the sections that look at the seeded applications wait for them.
  const seeded = ['lighthouse', 'admin', 'live', 'load'].some(wanted)
    ? await section(`Seeding ${SEEDED_APPLICATIONS} applications`, async () => {
        await seedBenchData(bench, SEEDED_APPLICATIONS);
        return true;
      })
    : undefined;

  if (wanted('lighthouse')) {
    await lighthouseSections(report, bench, chromiumPath, Boolean(eagerSizes), Boolean(seeded));
  }
  if (wanted('repeat')) {
    await section('A repeat visit from the service worker', async () => {
      const { describeRepeatVisit, measureRepeatVisits } = await import('./repeatVisit.ts');
      const visits = await measureRepeatVisits({ baseUrl: bench.baseUrl, chromiumPath });
      for (const visit of visits) {
        console.log(`  ${describeRepeatVisit(visit)}`);
        if (!visit.withinBudget)
          errors.push({ section: 'Repeat visit', message: describeRepeatVisit(visit) });
      }
      writeFileSync(path.join(REPORTS, 'repeat-visit.json'), JSON.stringify(visits, null, 2));
    });
  }
  if (seeded && wanted('admin')) {
    report.adminReads = await section('Admin area reads', async () => {
      await fillCollection(bench, ADMIN_SEARCH.kind, ADMIN_SEARCH.applications);
      const { measureAdminReads } = await import('./adminReads.ts');
      const reads = await measureAdminReads({
        baseUrl: bench.baseUrl,
        chromiumPath,
        staff: STAFF,
        collection: ADMIN_COLLECTION,
        listPath: ADMIN_LIST_PATH,
        searchPath: `${ADMIN_LIST_PATH}?q=${ADMIN_SEARCH.query}`,
        collectionSize: await collectionSize(bench, ADMIN_COLLECTION),
      });
      for (const [what, list] of [
        ['search results', reads.searchPage],
        ['the applications nobody has', reads.nobodysPage],
      ] as const) {
        if (list && list.applicationDocuments > list.pageSize) {
          errors.push({
            section: 'Admin area reads',
            message: `A page of ${what} read ${list.applicationDocuments} documents, more than a page (${list.pageSize}).`,
          });
        }
      }
      return reads;
    });
  }
  if (bench && wanted('agent')) {
    report.agentClients = await section('An agent with thousands of clients', async () => {
      const { measureAgentClients } = await import('./agentClients.ts');
      const cost = await measureAgentClients(bench.projectId);
      // Each service is asked for at most a page after the cursor (plus one, to know there is more).
      const budget = 4 * (cost.pageSize + 1) + cost.pageSize;
      for (const page of cost.pages) {
        if (page.documents > budget) {
          errors.push({
            section: 'An agent with thousands of clients',
            message: `${page.what} read ${page.documents} documents, more than ${budget}.`,
          });
        }
      }
      return cost;
    });
    report.clientsOnPhone = await section('My clients on a slow phone', async () => {
      const { BENCH_AAN } = await import('./agentClients.ts');
      const { describeClientsOnPhone, measureClientsOnPhone } = await import('./clientsOnPhone.ts');
      const phone = await measureClientsOnPhone({
        baseUrl: bench.baseUrl,
        chromiumPath,
        projectId: bench.projectId,
        aan: BENCH_AAN,
      });
      console.log(`  ${describeClientsOnPhone(phone)}`);
      if (!phone.withinBudget)
        errors.push({ section: 'My clients on a slow phone', message: describeClientsOnPhone(phone) });
      return phone;
    });
  }
  if (seeded && wanted('live')) {
    report.liveList = await section('A live list, idle and changed', async () => {
      const { measureLiveList } = await import('./liveList.ts');
      return measureLiveList({
        baseUrl: bench.baseUrl,
        chromiumPath,
        projectId: bench.projectId,
        staff: STAFF,
        collection: ADMIN_COLLECTION,
        listPath: ADMIN_LIST_PATH,
      });
    });
  }
  if (wanted('reports')) {
    report.reports = await section('Reports over two years', async () => {
      const { measureReports } = await import('./reports.ts');
      const cost = await measureReports();
      const year = cost.views[0];
      if (year && (year.documentsRead > 400 || year.ms > 2_000)) {
        errors.push({
          section: 'Reports over two years',
          message: `${year.what} read ${year.documentsRead} documents in ${year.ms} ms (at most 400 and 2,000 ms).`,
        });
      }
      return cost;
    });
  }
  if (wanted('creations')) {
    report.creations = await section('Creations at a steady rate', async () => {
      const { measureCreationRate, PEAK_PER_SECOND } = await import('./creations.ts');
      const rate = await measureCreationRate(bench);
      const { path, perSecondAtPeak } = rate.hottest;
      console.log(
        `  sustained ${rate.sustainedPerSecond} creations a second; the busiest document, ${path}, ` +
          `takes ${perSecondAtPeak} writes a second at ${PEAK_PER_SECOND} creations a second`,
      );
      if (perSecondAtPeak > 1) {
        errors.push({
          section: 'Creations at a steady rate',
          message: `${path} takes ${perSecondAtPeak} writes a second at ${PEAK_PER_SECOND} creations a second (at most 1).`,
        });
      }
      return rate;
    });
  }
  // Last: it writes thousands of payments and a few hundred MB of uploads.
  if (wanted('load')) {
    report.load = await section('API under load', () =>
      runLoad({ baseUrl: bench.baseUrl, projectId: bench.projectId }),
    );
  }
}

/** Lighthouse over some pages; runs that failed even when tried again are listed as problems. */
async function lighthouseSection(name: string, options: Parameters<typeof runLighthouse>[0]) {
  const outcome = await section(name, () => runLighthouse(options));
  for (const failure of outcome?.failures ?? []) errors.push({ section: name, message: failure });
  return outcome?.results;
}

/**
 * The staff list and the detail page of a seeded application, signed in as the bench's staff
 * account before each run. Staff work at a desk: Lighthouse's desktop preset.
 */
async function staffPages(bench: BenchStack): Promise<LighthousePage[]> {
  const id = await pickPaidApplication(bench, ADMIN_COLLECTION);
  const staff = { baseUrl: bench.baseUrl, staff: STAFF, preset: 'desktop' } as const;
  return [
    { name: 'admin-visa-list', path: ADMIN_LIST_PATH, ...staff },
    { name: 'admin-visa-detail', path: `${ADMIN_DETAIL_PATH}/${encodeURIComponent(id)}`, ...staff },
  ];
}

async function lighthouseSections(
  report: BenchReport,
  bench: BenchStack,
  chromiumPath: string,
  eager: boolean,
  seeded: boolean,
) {
  const staff = seeded
    ? await staffPages(bench).catch((error: unknown) => {
        errors.push({ section: 'Lighthouse', message: (error as Error).message });
        return [];
      })
    : [];
  report.lighthouse = await lighthouseSection('Lighthouse', {
    chromePath: chromiumPath,
    runs: LIGHTHOUSE_RUNS,
    profile: 'chrome-ours',
    pages: [...pages(bench.baseUrl), ...staff],
  });
  if (eager && report.eager) {
    report.eager.lighthouse = await lighthouseSection('Lighthouse, eager build', {
      chromePath: chromiumPath,
      runs: LIGHTHOUSE_RUNS,
      profile: 'chrome-eager',
      pages: pages(apiUrl(PORTS.eagerApi), 'eager-'),
    });
  }
  if (report.baseline) {
    report.baseline.lighthouse = await lighthouseSection(
      `Lighthouse, before pre-rendering (${report.baseline.revision})`,
      {
        chromePath: chromiumPath,
        runs: LIGHTHOUSE_RUNS,
        profile: 'chrome-baseline',
        pages: pages(apiUrl(PORTS.baselineApi), 'before-'),
      },
    );
  }
}

function summary(report: BenchReport): string[] {
  const lines: string[] = [];
  for (const route of report.sizes ?? []) {
    lines.push(
      `  ${route.route.padEnd(16)} ${(route.gzip / 1024).toFixed(1)} kB gzip (budget ${route.budgetKb}: ${route.withinBudget ? 'OK' : 'OVER'})`,
    );
  }
  const runs = [
    ...(report.lighthouse ?? []),
    ...(report.eager?.lighthouse ?? []),
    ...(report.baseline?.lighthouse ?? []),
  ];
  for (const run of runs) {
    const { performance, accessibility, bestPractices, seo } = run.scores;
    const bytes = (run.metrics.firstPaintBytes / 1024).toFixed(1);
    lines.push(
      `  ${run.name.padEnd(16)} Lighthouse ${performance}/${accessibility}/${bestPractices}/${seo}, LCP ${run.metrics.lcpMs} ms, ${bytes} kB before first paint`,
    );
  }
  for (const ours of report.lighthouse ?? []) {
    const before = report.baseline?.lighthouse?.find((run) => run.name === `before-${ours.name}`);
    if (!before) continue;
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
    lines.push(
      `  ${ours.name.padEnd(16)} now / before pre-rendering: LCP ${ratio(ours.metrics.lcpMs, before.metrics.lcpMs)}, ` +
        `bytes before first paint ${ratio(ours.metrics.firstPaintBytes, before.metrics.firstPaintBytes)}`,
    );
  }
  for (const load of report.load ?? []) {
    lines.push(
      `  ${load.target.padEnd(16)} ${load.rpsAverage.toFixed(1)} req/s, p99 ${load.latencyMs.p99} ms, ${load.non2xx} non-2xx, ${load.errors} errors`,
    );
  }
  if (report.adminReads) {
    const { firstPage, searchPage, dashboard, wholeCollection } = report.adminReads;
    lines.push(
      `  admin reads      first page ${firstPage.applicationDocuments} docs ${firstPage.ms} ms, dashboard ${dashboard.ms} ms, whole ${wholeCollection.applicationDocuments} docs ${wholeCollection.ms} ms`,
    );
    if (searchPage) {
      lines.push(
        `  admin search     ${searchPage.path}: ${searchPage.applicationDocuments} docs (page ${searchPage.pageSize}) ${searchPage.ms} ms`,
      );
    }
  }
  if (report.creations) {
    const { sustainedPerSecond, hottest } = report.creations;
    lines.push(
      `  creations        ${sustainedPerSecond}/s sustained; busiest document ${hottest.path}: ` +
        `${(hottest.share * 100).toFixed(1)}% of creations, ${hottest.perSecondAtPeak} writes/s at 50 creations/s`,
    );
  }
  for (const view of report.reports?.views ?? []) {
    lines.push(
      `  reports          ${view.what}: ${view.documentsRead} docs ${view.ms} ms; eager ${view.eager.documentsRead} docs ${view.eager.ms} ms`,
    );
  }
  return lines;
}

async function main(): Promise<number> {
  const started = performance.now();
  // Whatever the shell holds, the bench seeds and loads only its own emulators.
  delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
  setup.ensureDependencies();
  const chromiumPath = setup.ensureChromium();
  setup.ensureBuild();
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  mkdirSync(REPORTS, { recursive: true });

  const report: BenchReport = {
    startedAt: new Date().toISOString(),
    durationSeconds: 0,
    machine: machineFacts(chromiumPath),
    seededApplications: SEEDED_APPLICATIONS,
    errors,
  };
  try {
    await measure(report, chromiumPath);
  } finally {
    await processes.stopAll();
    // The uploads under load are hundreds of copies of the same megabyte.
    rmSync(path.join(WORK, 'blobs'), { recursive: true, force: true });
    rmSync(BUILDS, { recursive: true, force: true });
  }
  report.durationSeconds = (performance.now() - started) / 1000;
  report.machine.loadAverageAtEnd = os.loadavg();

  const json = path.join(REPORTS, 'bench.json');
  const markdown = path.join(REPORTS, 'bench.md');
  writeFileSync(json, JSON.stringify(report, null, 2));
  writeFileSync(markdown, renderMarkdown(report));
  console.log(`\nBenchmark report: ${markdown} (data: ${json}), ${Math.round(report.durationSeconds)} s`);
  console.log(summary(report).join('\n'));
  if (errors.length)
    console.error(`\n${errors.length} part(s) failed: ${errors.map((e) => e.section).join(', ')}`);
  return errors.length ? 1 : 0;
}

// The emulators and APIs run in process groups of their own: an interrupted bench must stop them.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the bench's emulators, APIs and browsers…`);
    killLighthouseBrowsers();
    void processes.stopAll().finally(() => process.exit(130));
  });
}

// An explicit exit: the Admin SDK's open connections would otherwise keep the process alive.
try {
  process.exit(await main());
} catch (error) {
  console.error(
    `\n${error instanceof stack.SetupError ? error.message : error instanceof Error ? error.stack : error}`,
  );
  await processes.stopAll();
  process.exit(1);
}
