// reports/bench.json rendered as Markdown: one table per section, the targets marked, and our
// build beside the eager one as a ratio.
import type { ScreenCost } from './adminReads.ts';
import type { BenchReport, EagerSize, LighthouseRun, LoadResult, RouteSize } from './types.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const ratio = (ours: number, theirs: number) => {
  if (!(theirs > 0)) return '—';
  const value = ours / theirs;
  return `${value < 0.1 ? value.toFixed(3) : value.toFixed(2)}×`;
};
const mark = (ok: boolean) => (ok ? 'OK' : 'MISSED');

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The pages the issue sets targets for: performance ≥ 90 and accessibility ≥ 95. */
const TARGETED = new Set(['landing', 'visa']);
const TARGETS = { performance: 90, accessibility: 95 };
/** The staff screens' targets, with Lighthouse's desktop preset: performance ≥ 90 and no layout shift. */
const STAFF_TARGETED = new Set(['admin-visa-list', 'admin-visa-detail']);
const STAFF_TARGETS = { performance: 90, cls: 0 };

function machineSection(report: BenchReport): string {
  const m = report.machine;
  return [
    `Run ${m.date}, ${Math.round(report.durationSeconds)} s in all, over ${report.seededApplications.toLocaleString('en')} seeded applications.`,
    '',
    table(
      [
        'CPUs',
        'Memory',
        'Load average (1/5/15 min) at start → end',
        'Node',
        'Chromium',
        'Lighthouse',
        'autocannon',
        'OS',
      ],
      [
        [
          `${m.cpus} × ${m.cpuModel}`,
          `${m.memoryGb} GB`,
          [m.loadAverage, m.loadAverageAtEnd ?? []]
            .filter((values) => values.length)
            .map((values) => values.map((value) => value.toFixed(2)).join(' / '))
            .join(' → '),
          m.node,
          m.chromium,
          m.lighthouse,
          m.autocannon,
          m.platform,
        ],
      ],
    ),
  ].join('\n');
}

function sizesSection(sizes: RouteSize[], eager?: EagerSize): string {
  const rows = sizes.map((route) => [
    route.route,
    route.files.length,
    kb(route.gzip),
    kb(route.brotli),
    kb(route.raw),
    `${route.budgetKb} kB`,
    route.withinBudget ? 'OK' : 'OVER',
    eager ? kb(eager.gzip) : '—',
    eager ? ratio(route.gzip, eager.gzip) : '—',
  ]);
  return [
    '## Initial JavaScript per route',
    '',
    'The landing page counts what it needs to show itself; each form route and the admin area count',
    'everything they load later on demand too. kB = 1,024 bytes; gzip level 9, brotli quality 11.',
    '',
    table(
      [
        'Route',
        'JS files',
        'gzip kB',
        'brotli kB',
        'raw kB',
        'Budget (gzip)',
        'Within budget',
        'Eager build gzip kB',
        'Ours / eager (gzip)',
      ],
      rows,
    ),
    ...(eager
      ? [
          '',
          `The eager build is one script (${eager.jsFiles.join(', ')}): ${kb(eager.gzip)} kB gzip, ` +
            `${kb(eager.brotli)} kB brotli, ${kb(eager.raw)} kB raw, downloaded on every first page.`,
        ]
      : []),
  ].join('\n');
}

function targetOf(run: LighthouseRun, key: keyof typeof TARGETS): number | undefined {
  if (TARGETED.has(run.name)) return TARGETS[key];
  return key === 'performance' && STAFF_TARGETED.has(run.name) ? STAFF_TARGETS.performance : undefined;
}

function targetCell(run: LighthouseRun, key: keyof typeof TARGETS): string {
  const value = run.scores[key];
  const target = targetOf(run, key);
  return target === undefined ? String(value) : `${value} (≥ ${target}: ${mark(value >= target)})`;
}

/** CLS as Lighthouse measured it, not rounded: a staff screen's target is none at all. */
function clsCell(run: LighthouseRun): string {
  const value = run.metrics.cls === 0 ? '0' : run.metrics.cls.toFixed(4);
  if (!STAFF_TARGETED.has(run.name)) return value;
  return `${value} (= ${STAFF_TARGETS.cls}: ${mark(run.metrics.cls <= STAFF_TARGETS.cls)})`;
}

/** CPU time, time by the clock, and the blocking time Lighthouse would count from CPU time alone. */
function mainThreadCell(run: LighthouseRun): string {
  const figures = run.metrics.mainThread;
  if (!figures) return '–';
  return `${ms(figures.cpuMs)} CPU (${ms(figures.wallMs)} by the clock); blocking from CPU ${ms(figures.cpuBlockingMs)}`;
}

function lighthouseTable(runs: LighthouseRun[]): string {
  return table(
    [
      'Page',
      'URL',
      'Settings',
      'Runs',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'Main thread after paint',
    ],
    runs.map((run) => [
      run.name,
      run.url,
      run.settings.preset,
      run.runs,
      targetCell(run, 'performance'),
      targetCell(run, 'accessibility'),
      run.scores.bestPractices,
      run.scores.seo,
      ms(run.metrics.lcpMs),
      ms(run.metrics.tbtMs),
      clsCell(run),
      mainThreadCell(run),
    ]),
  );
}

/** What each preset the runs used stands for, as Lighthouse reported its settings. */
function settingsNote(runs: LighthouseRun[]): string[] {
  const presets = new Map(runs.map((run) => [run.settings.preset, run.settings]));
  return [...presets.values()].map(
    (settings) =>
      `- **${settings.preset}**: ${settings.formFactor} form factor, screen ${settings.screen}, ${settings.throttling}; ` +
      `used for ${runs
        .filter((run) => run.settings.preset === settings.preset)
        .map((run) => run.name)
        .join(', ')}.`,
  );
}

function missedTarget(run: LighthouseRun): boolean {
  if (TARGETED.has(run.name)) {
    return run.scores.performance < TARGETS.performance || run.scores.accessibility < TARGETS.accessibility;
  }
  if (STAFF_TARGETED.has(run.name)) {
    return run.scores.performance < STAFF_TARGETS.performance || run.metrics.cls > STAFF_TARGETS.cls;
  }
  return false;
}

function findingsOf(run: LighthouseRun): string[] {
  if (!missedTarget(run)) return [];
  const lines = [``, `### What costs ${run.name} its points (${run.reportFile})`, ''];
  if (run.shifts.length > 0) {
    lines.push('- **Elements that moved** (layout-shifts, share of the CLS):');
    for (const shift of run.shifts) lines.push(`  - \`${shift.replaceAll('`', "'")}\``);
  }
  for (const finding of run.findings) {
    const value = finding.displayValue ? ` — ${finding.displayValue}` : '';
    const savings = finding.savingsMs ? ` (saves ~${finding.savingsMs} ms)` : '';
    const score = finding.score === null ? '' : `, score ${Math.round(finding.score * 100)}`;
    lines.push(`- **${finding.category}: ${finding.audit}** ${finding.title}${value}${savings}${score}`);
    for (const item of finding.items) lines.push(`  - \`${item.replaceAll('`', "'")}\``);
  }
  return lines;
}

/** Lighthouse's throttling assumes a given CPU speed; a slow or busy machine lowers every score. */
function cpuNote(runs: LighthouseRun[]): string {
  const indexes = runs.map((run) => run.benchmarkIndex);
  const warnings = [
    ...new Set(runs.flatMap((run) => run.warnings.map((warning) => `${run.name}: ${warning}`))),
  ];
  return (
    `Lighthouse's CPU benchmark index on this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
    '(a typical desktop scores 1,000 or more; a lower index means slower script evaluation in every figure below).' +
    warnings.map((warning) => `\n\n> ${warning.replaceAll('\n', ' ')}`).join('')
  );
}

function lighthouseSection(runs: LighthouseRun[]): string {
  return [
    '## Lighthouse',
    '',
    "Public pages with Lighthouse's default settings (mobile); the staff screens, signed in as the " +
      "bench's staff account, with its desktop preset, since staff work at a desk:",
    '',
    ...settingsNote(runs),
    '',
    'Targets: landing page and visa form, performance ≥ 90 and accessibility ≥ 95; staff list and ' +
      'detail page, performance ≥ 90 and CLS 0. Reported, not asserted. Each page is the median (by ' +
      'performance) of its runs; the full reports are in reports/bench-lighthouse/.',
    '',
    cpuNote(runs),
    '',
    'Main thread after paint: the tasks that began after the first contentful paint, by the main ' +
      "thread's own CPU time and by the clock. On a machine with few cores the thread waits its turn " +
      "beside the browser, the server and Lighthouse, and Lighthouse's blocking time counts that wait; " +
      'the blocking time worked out from CPU time alone shows what the page itself costs.',
    '',
    lighthouseTable(runs),
    ...runs.flatMap(findingsOf),
  ].join('\n');
}

function loadSection(results: LoadResult[]): string {
  const first = results[0];
  return [
    '## API under load (autocannon in a second process, 127.0.0.1)',
    '',
    first
      ? `${first.connections} connections for ${Math.round(first.durationSeconds)} s per endpoint, against the API ` +
        'serving our build (NODE_ENV=development, LOG_LEVEL=warn, sandbox payments, blobs on local disk). ' +
        'Each payment is a new order for one of the unpaid seeded applications, proven by its reference and phone; each upload is the same ' +
        '1 MiB PDF named bench.pdf. Reported, not asserted.'
      : '',
    '',
    table(
      [
        'Endpoint',
        'Requests',
        'Req/s (avg)',
        'p50',
        'p99',
        'Max',
        'Non-2xx',
        'Errors',
        'Timeouts',
        'Status codes',
      ],
      results.map((result) => [
        result.label,
        result.requests,
        result.rpsAverage.toFixed(1),
        ms(result.latencyMs.p50),
        ms(result.latencyMs.p99),
        ms(result.latencyMs.max),
        result.non2xx,
        result.errors,
        result.timeouts,
        Object.entries(result.statusCodes)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', ') || '—',
      ]),
    ),
  ].join('\n');
}

/** A search page must read no more than the page it shows, however many applications match. */
function searchSentence(search: NonNullable<NonNullable<BenchReport['adminReads']>['searchPage']>): string {
  const within = search.applicationDocuments <= search.pageSize;
  return (
    `A page of search results (${search.path}, one array-contains query on the search index) reads ` +
    `${search.applicationDocuments} documents for a page of ${search.pageSize} ` +
    `(≤ ${search.pageSize}: ${mark(within)}), in ${ms(search.ms)}. The emulator answers it without ` +
    'the composite index Firestore would use, so that time is not what production would take.'
  );
}

function adminReadsSection(reads: NonNullable<BenchReport['adminReads']>): string {
  const row = (name: string, cost: ScreenCost) => [
    name,
    cost.applicationDocuments,
    Object.entries(cost.documents)
      .map(([collection, count]) => `${collection}: ${count}`)
      .join(', ') || '—',
    cost.aggregations,
    kb(cost.bytes),
    ms(cost.ms),
  ];
  return [
    `## Admin area over ${reads.collectionSize.toLocaleString('en')} ${reads.collection} documents`,
    '',
    table(
      [
        'Measurement',
        `${reads.collection} documents read`,
        'All documents read',
        'Aggregations',
        'kB',
        'Time',
      ],
      [
        row('Dashboard', reads.dashboard),
        row('List, first page', reads.firstPage),
        ...(reads.searchPage ? [row(`Search, first page (${reads.searchPage.path})`, reads.searchPage)] : []),
        ...(reads.nobodysPage
          ? [row(`Nobody's, first page (${reads.nobodysPage.path})`, reads.nobodysPage)]
          : []),
        row('Whole collection (for comparison)', reads.wholeCollection),
      ],
    ),
    '',
    `A list's first page reads ${reads.firstPage.applicationDocuments.toLocaleString('en')} documents where ` +
      `loading the whole collection reads ${reads.wholeCollection.applicationDocuments.toLocaleString('en')} ` +
      `(${ratio(reads.firstPage.applicationDocuments, reads.wholeCollection.applicationDocuments)}), and shows in ` +
      `${ms(reads.firstPage.ms)} against ${ms(reads.wholeCollection.ms)} ` +
      `(${ratio(reads.firstPage.ms, reads.wholeCollection.ms)}).`,
    ...(reads.searchPage ? ['', searchSentence(reads.searchPage)] : []),
    ...(reads.nobodysPage
      ? [
          '',
          `A page of the applications nobody has taken reads ${reads.nobodysPage.applicationDocuments} ` +
            `documents for a page of ${reads.nobodysPage.pageSize} ` +
            `(≤ ${reads.nobodysPage.pageSize}: ${mark(reads.nobodysPage.applicationDocuments <= reads.nobodysPage.pageSize)}).`,
        ]
      : []),
  ].join('\n');
}

function eagerSection(report: BenchReport): string {
  const eager = report.eager;
  const rows: string[][] = [];
  for (const route of report.sizes ?? []) {
    if (!eager?.sizes || !TARGETED.has(route.route)) continue;
    rows.push([
      `${route.route}: initial JS, gzip`,
      `${kb(route.gzip)} kB`,
      `${kb(eager.sizes.gzip)} kB`,
      ratio(route.gzip, eager.sizes.gzip),
    ]);
  }
  for (const ours of report.lighthouse ?? []) {
    const theirs = eager?.lighthouse?.find((run) => run.name === `eager-${ours.name}`);
    if (!theirs) continue;
    rows.push(
      [
        `${ours.name}: performance`,
        String(ours.scores.performance),
        String(theirs.scores.performance),
        ratio(ours.scores.performance, theirs.scores.performance),
      ],
      [
        `${ours.name}: LCP`,
        ms(ours.metrics.lcpMs),
        ms(theirs.metrics.lcpMs),
        ratio(ours.metrics.lcpMs, theirs.metrics.lcpMs),
      ],
      [
        `${ours.name}: TBT`,
        ms(ours.metrics.tbtMs),
        ms(theirs.metrics.tbtMs),
        ratio(ours.metrics.tbtMs, theirs.metrics.tbtMs),
      ],
    );
  }
  const parts = [
    '## Ours beside a build with every route loaded eagerly',
    '',
    'Same machine, same server and emulators; the eager build is this app with code splitting turned off.',
    '',
    table(['Figure', 'Ours', 'Eager', 'Ours / eager'], rows),
  ];
  if (eager?.lighthouse?.length)
    parts.push('', 'Eager build, Lighthouse:', '', lighthouseTable(eager.lighthouse));
  return parts.join('\n');
}

/** The public pages targets: LCP at most 1 s, performance 100, at most 16 kB before the first paint. */
const FIRST_PAINT_TARGETS = { lcpMs: 1000, performance: 100, firstPaintKb: 16 };

function baselineSection(report: BenchReport): string {
  const baseline = report.baseline!;
  const rows: string[][] = [];
  for (const ours of report.lighthouse ?? []) {
    const before = baseline.lighthouse?.find((run) => run.name === `before-${ours.name}`);
    if (!before) continue;
    const firstPaint = (run: LighthouseRun) => `${kb(run.metrics.firstPaintBytes)} kB`;
    rows.push(
      [
        `${ours.name}: LCP (target ≤ ${ms(FIRST_PAINT_TARGETS.lcpMs)})`,
        ms(ours.metrics.lcpMs),
        ms(before.metrics.lcpMs),
        ratio(ours.metrics.lcpMs, before.metrics.lcpMs),
      ],
      [
        `${ours.name}: performance (target ${FIRST_PAINT_TARGETS.performance})`,
        String(ours.scores.performance),
        String(before.scores.performance),
        ratio(ours.scores.performance, before.scores.performance),
      ],
      [
        `${ours.name}: bytes before first paint (target ≤ ${FIRST_PAINT_TARGETS.firstPaintKb} kB)`,
        firstPaint(ours),
        firstPaint(before),
        ratio(ours.metrics.firstPaintBytes, before.metrics.firstPaintBytes),
      ],
    );
  }
  return [
    `## Ours beside the build before the pages were pre-rendered (${baseline.revision})`,
    '',
    'Lighthouse mobile, median of the runs, same machine, server and emulators. Bytes before first ' +
      'paint: what had arrived (over the wire) by the first contentful paint of the unthrottled load.',
    '',
    table(['Figure', 'Ours', 'Before', 'Ours / before'], rows),
  ].join('\n');
}

function liveListSection(live: NonNullable<BenchReport['liveList']>): string {
  return [
    '## A live staff list',
    '',
    `Open and idle for ${live.idleSeconds} s: ${live.idleDocuments} documents downloaded, ` +
      `${live.idleDocumentsPerHour.toLocaleString('en')} per hour (reading the first page every 15 s ` +
      `would read ${live.pollingDocumentsPerHour.toLocaleString('en')} per hour).`,
    '',
    table(
      ['Change by someone else', 'Shown after', 'Documents brought'],
      live.changes.map((change) => [change.change, ms(change.ms), change.documents]),
    ),
    '',
    'Documents brought are counted from the listener (what Firestore bills it for); the emulator ' +
      'itself resends the whole page on each change.',
  ].join('\n');
}

function agentClientsSection(cost: NonNullable<BenchReport['agentClients']>): string {
  return [
    `## My clients: an agent with ${cost.applications.toLocaleString('en')} applications`,
    '',
    `A page shows ${cost.pageSize}; each service is asked for at most a page after the cursor, so ` +
      'what a page reads does not grow with the agent’s applications. Documents include the paid ' +
      'payments a page’s paid applications are dated by. The views’ counts (three needs per service, ' +
      'as count aggregations) are read apart, once for every view, so no page waits for them.',
    '',
    '| Page | Shown | Documents read | Count aggregations | ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...cost.pages.map(
      (page) => `| ${page.what} | ${page.shown} | ${page.documents} | ${page.aggregations} | ${page.ms} |`,
    ),
  ].join('\n');
}

function clientsOnPhoneSection(phone: NonNullable<BenchReport['clientsOnPhone']>): string {
  return [
    '## My clients on a slow phone',
    '',
    `${phone.profile}; the agent above, signed in, opens My clients ${phone.runs} times. The list ` +
      'is read apart from the views’ counts, which follow it.',
    '',
    '| Measure | Median ms | Runs (ms) | Budget |',
    '| --- | ---: | --- | ---: |',
    `| First client's card | ${phone.medianListMs} | ${phone.listMs.join(', ')} | ${phone.budgetMs} |`,
    `| The views' counts | ${phone.medianCountsMs} | ${phone.countsMs.join(', ')} | – |`,
  ].join('\n');
}

function reportsSection(cost: NonNullable<BenchReport['reports']>): string {
  const ratio = (eager: number, ours: number) => (ours > 0 ? `${(eager / ours).toFixed(1)}×` : '–');
  return [
    `## Reports over two years: ${cost.applications.toLocaleString('en')} applications`,
    '',
    `Seeded in ${cost.seedSeconds} s with ${cost.payments.toLocaleString('en')} payments and ` +
      `${cost.countDocuments.toLocaleString('en')} count documents. The page reads the counts ` +
      `(median of the warm runs, the first run beside it); the eager way reads every application and ` +
      'payment started in the range and adds them up, which still leaves out the queue before the range.',
    '',
    '| View | Documents read | ms (first) | Eager documents | Eager ms | Documents ratio | Time ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...cost.views.map(
      (view) =>
        `| ${view.what} (${view.range.from} to ${view.range.to}) | ${view.documentsRead} | ${view.ms} (${view.firstMs}) | ` +
        `${view.eager.documentsRead.toLocaleString('en')} | ${view.eager.ms} | ` +
        `${ratio(view.eager.documentsRead, view.documentsRead)} | ${ratio(view.eager.ms, view.ms)} |`,
    ),
  ].join('\n');
}

function creationsSection(rate: NonNullable<BenchReport['creations']>): string {
  const { hottest } = rate;
  return [
    '## Creations at a steady rate (127.0.0.1)',
    '',
    `TIN applications sent at a steady rate, step by step after a warm-up, each from an address of its ` +
      `own by one of many applicants, with the real budgets, to an API whose every commit is counted. ` +
      `Sustained: every one created, 99% answered within 1.5 s, at 90% of the rate or more. ` +
      `**${rate.sustainedPerSecond} a second sustained.** ${rate.creations.toLocaleString('en')} created ` +
      `(the steps, then more eight at a time where they were too few to read a share by) in ` +
      `${rate.commits.toLocaleString('en')} commits, ${rate.refusedCommits} commits refused by Firestore, ` +
      `${rate.seconds} s in all. The busiest document, \`${hottest.path}\`, took ${hottest.writes} writes ` +
      `(${(hottest.share * 100).toFixed(1)}% of the creations): ${hottest.perSecondAtPeak} a second at 50 ` +
      `creations a second (${mark(hottest.perSecondAtPeak <= 1)}: Firestore sustains about 1).`,
    '',
    table(
      [
        'Offered /s',
        'Created',
        'Refused',
        'Failed',
        'Commits refused',
        'Achieved /s',
        'p50 ms',
        'p99 ms',
        'Sustained',
      ],
      rate.steps.map((step) => [
        step.offered,
        `${step.created} of ${step.sent}`,
        step.refused,
        step.failed,
        step.refusedCommits,
        step.achieved,
        step.latencyMs.p50,
        step.latencyMs.p99,
        step.sustained ? 'yes' : 'no',
      ]),
    ),
    '',
    'Documents written most: ' +
      rate.busiest.map(([path, writes]) => `\`${path}\` ${writes}`).join(', ') +
      '.',
  ].join('\n');
}

export function renderMarkdown(report: BenchReport): string {
  const sections = [`# Apply TZ benchmark (\`npm run bench\`)`, machineSection(report)];
  if (report.sizes) sections.push(sizesSection(report.sizes, report.eager?.sizes));
  if (report.lighthouse) sections.push(lighthouseSection(report.lighthouse));
  if (report.load) sections.push(loadSection(report.load));
  if (report.adminReads) sections.push(adminReadsSection(report.adminReads));
  if (report.liveList) sections.push(liveListSection(report.liveList));
  if (report.agentClients) sections.push(agentClientsSection(report.agentClients));
  if (report.clientsOnPhone) sections.push(clientsOnPhoneSection(report.clientsOnPhone));
  if (report.reports) sections.push(reportsSection(report.reports));
  if (report.creations) sections.push(creationsSection(report.creations));
  if (report.eager) sections.push(eagerSection(report));
  if (report.baseline) sections.push(baselineSection(report));
  if (report.errors.length) {
    sections.push(
      ['## Problems', '', ...report.errors.map((error) => `- **${error.section}**: ${error.message}`)].join(
        '\n',
      ),
    );
  }
  return `${sections.join('\n\n')}\n`;
}
