// Measures the JavaScript each route downloads before it can show anything, gzip and brotli,
// from Vite's build manifest. `--check` exits non-zero when a budget is exceeded.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { formScreenFile, kindNames } from './kinds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
// SIZE_DIST measures another build (say, one made with --outDir to compare) instead of dist/.
const DIST = path.resolve(ROOT, process.env.SIZE_DIST ?? 'dist');
const KB = 1024;

/**
 * The forms count what Submit loads too: Firebase Auth, to sign in anonymously (the applicant owns
 * what they send) and App Check where the project has it; the API writes the application, so no
 * database client is loaded at all. 218 since a page moves to the new version when a release
 * removed its chunk; every raise and why: docs/decisions/0016-size-budgets.md.
 */
// 220 since each form says above Submit who sees its answers and for how long; 221 since the API's
// answers every screen translates name this round's refusals (a deletion asked twice, a version)
const FORM_BUDGET_KB = 221;
/**
 * The staff area's screens, which may take the full Firestore SDK's listeners. 310 since a page
 * whose chunk a release removed moves to the new version (docs/decisions/0016-size-budgets.md).
 */
const STAFF_BUDGET_KB = 310;
/**
 * The Reports page: a staff screen (its shell, Auth and the API) with Chart.js's bar and line
 * charts, which no other screen loads (the page's own chunk, Chart.js with it, is 65 kB gzip of the
 * 284 kB measured when it was added), and the targets form. 291 since who does what has a table
 * of its own, in a chunk loaded after the report (1.3 kB); 292 since the API's refusals it may
 * translate grew with this round's (0.3 kB).
 */
const REPORTS_BUDGET_KB = 292;

/**
 * What the service worker downloads on an applicant's first visit to keep for the next ones and for
 * offline use (vite.pwa.ts): the shell, the applicant's screens, both translation files and the
 * wards of every region. Staff screens are never in it.
 */
const PRECACHE_BUDGET_KB = 300;

/**
 * One route per kind of application: the kinds are read from their list (src/domain/kinds.ts), and
 * each form is src/features/apply/<kind>/<Kind>Form.tsx, so a new kind is measured without an edit.
 */
function formRoutes() {
  return Object.fromEntries(
    kindNames().map((kind) => {
      const entry = formScreenFile(kind);
      if (!existsSync(path.join(ROOT, entry))) throw new Error(`No form screen at ${entry}.`);
      return [kind, { entries: [entry], budgetKb: FORM_BUDGET_KB, lazy: true }];
    }),
  );
}

/**
 * Route → the screen modules it renders and its gzip budget in kB. The landing page counts what it
 * needs to show itself; the forms and the admin area count everything they load later on demand too
 * (Firebase, dialogs, location data), since a user filling them in downloads it all.
 */
export const ROUTES = {
  landing: { entries: ['src/features/home/HomePage.tsx'], budgetKb: 120, lazy: false },
  ...formRoutes(),
  // With App Check's SDK on Pay since starting a payment asks for its token (5.8 kB, the forms'
  // own chunk: a payer coming from the form has it already).
  payment: { entries: ['src/features/payment/PaymentPage.tsx'], budgetKb: 210, lazy: true },
  // Firebase Auth for the device's token, and the API: no Firestore SDK at all. With what an
  // applicant loads only when there is something to do: the answer to a request, and the QR codes
  // of the documents handed back (about 15 kB between them).
  'my-applications': {
    entries: ['src/features/applicant/MyApplicationsPage.tsx'],
    // 232 since public writes take App Check's header through one small module that a release's
    // missing chunk cannot break
    // (docs/decisions/0016-size-budgets.md).
    // 234 since an answer sent says an SMS will follow, an agent's client card stays in sight with
    // its documents listed, and the paid screen leads an agent back to My clients (1.4 kB).
    // 236 since the forms' kit it loads says who sees an application and for how long (0.7 kB), and
    // every card offers "Your data": the copy to download and the request to delete, loaded only
    // when opened (1.0 kB with it; 0.25 kB before; docs/decisions/0021-applicant-data-rights.md).
    budgetKb: 236,
    lazy: true,
  },
  // Each staff screen opened directly: the admin shell (with its sign-in guard) and the page.
  'sign-in': { entries: ['src/features/auth/SignInPage.tsx'], budgetKb: STAFF_BUDGET_KB, lazy: true },
  'admin-dashboard': {
    entries: ['src/app/AdminLayout.tsx', 'src/features/admin/dashboard/DashboardPage.tsx'],
    budgetKb: STAFF_BUDGET_KB,
    lazy: true,
  },
  'admin-list': {
    entries: ['src/app/AdminLayout.tsx', 'src/features/admin/lists/ApplicationListPage.tsx'],
    // 312 since the list keeps its page in the address and its place on Back, folds its hints, and
    // a save is said on a status line instead of a dialog (1.4 kB). 314 since each row says who has
    // it and offers Take it, and the filters hold Mine, Nobody's and one person's (1.4 kB). 315 since
    // an export holds the results' codes and, for an admin, the staff notes (0.7 kB). Decision 0016 keeps each reason.
    budgetKb: STAFF_BUDGET_KB + 5,
    lazy: true,
  },
  'admin-detail': {
    entries: ['src/app/AdminLayout.tsx', 'src/features/admin/detail/DetailPage.tsx'],
    budgetKb: STAFF_BUDGET_KB,
    lazy: true,
  },
  // Admins only: the agents and one agent, which read through the API (no Firestore SDK).
  'admin-agents': {
    entries: ['src/app/AdminLayout.tsx', 'src/features/admin/agents/AgentsPage.tsx'],
    budgetKb: STAFF_BUDGET_KB,
    lazy: true,
  },
  'admin-agent': {
    entries: ['src/app/AdminLayout.tsx', 'src/features/admin/agents/AgentPage.tsx'],
    budgetKb: STAFF_BUDGET_KB,
    lazy: true,
  },
  // Admins only: the reports, with Chart.js (its bar and line charts, scales, legend and tooltip),
  // which no other screen loads.
  'admin-reports': {
    entries: ['src/app/AdminLayout.tsx', 'src/features/admin/reports/ReportsPage.tsx'],
    budgetKb: REPORTS_BUDGET_KB,
    lazy: true,
  },
  // "Become an agent": sent as feedback is, so with what Send loads (Firebase Auth, App Check).
  'become-an-agent': {
    entries: ['src/features/home/BecomeAgentPage.tsx'],
    budgetKb: FORM_BUDGET_KB,
    lazy: true,
  },
  // The privacy page: words only, loaded with nothing else.
  privacy: { entries: ['src/features/privacy/PrivacyPage.tsx'], budgetKb: 120, lazy: true },
};

function manifest() {
  const file = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error('No build manifest: run `npm run build` first.');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A chunk plus everything it imports statically, and with `lazy` what it imports on demand too. */
function closure(chunks, key, lazy, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  // The entry's own dynamic imports are the other routes, not this route's on-demand code.
  const followLazy = lazy && !chunks[key]?.isEntry;
  const next = [...(chunks[key]?.imports ?? []), ...(followLazy ? (chunks[key]?.dynamicImports ?? []) : [])];
  for (const imported of next) closure(chunks, imported, lazy, seen);
  return seen;
}

/**
 * Raw, gzip and brotli bytes of one built file, compressed once however many routes share it
 * (the framework and Firebase chunks are in nearly all of them).
 */
const fileSizes = new Map();
function sizesOf(file) {
  let measured = fileSizes.get(file);
  if (!measured) {
    const content = readFileSync(file);
    measured = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    fileSizes.set(file, measured);
  }
  return measured;
}

/** Raw, gzip and brotli bytes of `files` (paths relative to `dist`). */
export function sizes(files, dist = DIST) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const measured = sizesOf(path.join(dist, file));
    raw += measured.raw;
    gzip += measured.gzip;
    brotli += measured.brotli;
  }
  return { raw, gzip, brotli };
}

/** Files built with React's development runtime (a build run with NODE_ENV other than production). */
export function developmentBuildFiles() {
  return Object.values(manifest())
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && readFileSync(path.join(DIST, file), 'utf8').includes('jsxDEV'));
}

/**
 * Chunks that import each other, leaving out cycles through the entry (which only hand Vite's
 * preload helper back). Such a cycle can run a module before one it reads at load time, and a
 * screen then fails with "undefined" where a constant should be; it comes from chunk groups in
 * vite.config.ts that split modules which import each other.
 */
export function chunkCycles() {
  const chunks = manifest();
  const cycles = [];
  const state = new Map();
  const visit = (key, path) => {
    if (chunks[key]?.isEntry) return;
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      cycles.push([...path.slice(path.indexOf(key)), key].map((each) => chunks[each]?.file ?? each));
      return;
    }
    state.set(key, 'open');
    for (const imported of chunks[key]?.imports ?? []) visit(imported, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(chunks)) visit(key, []);
  return cycles;
}

export function measureRoutes() {
  const chunks = manifest();
  const entryKey = Object.keys(chunks).find((key) => chunks[key].isEntry);
  return Object.entries(ROUTES).map(([route, { entries, budgetKb, lazy }]) => {
    const keys = closure(chunks, entryKey, false);
    for (const entry of entries) {
      if (!chunks[entry]) throw new Error(`${entry} is not a chunk of the build (route ${route}).`);
      closure(chunks, entry, lazy, keys);
    }
    const files = [...keys].map((key) => chunks[key].file).filter((file) => file.endsWith('.js'));
    const measured = sizes(files);
    return { route, files, ...measured, budgetKb, withinBudget: measured.gzip <= budgetKb * KB };
  });
}

/** The files the built service worker precaches, their gzip total, and any staff chunk among them. */
export function measurePrecache() {
  const worker = path.join(DIST, 'sw.js');
  if (!existsSync(worker)) return undefined;
  const files = [...readFileSync(worker, 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((match) => match[1]);
  const chunks = manifest();
  const staff = Object.keys(chunks)
    .filter((key) => /^src\/(features\/admin\/|app\/AdminLayout\.tsx$)/.test(key))
    .map((key) => chunks[key].file)
    .filter((file) => files.includes(file));
  const measured = sizes(files);
  const withinBudget = measured.gzip <= PRECACHE_BUDGET_KB * KB && staff.length === 0;
  return { files, ...measured, budgetKb: PRECACHE_BUDGET_KB, staff, withinBudget };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = measureRoutes();
  for (const r of results) {
    console.log(
      `${r.route.padEnd(10)} initial JS ${(r.gzip / KB).toFixed(1)} kB gzip, ${(r.brotli / KB).toFixed(1)} kB brotli, ` +
        `${(r.raw / KB).toFixed(1)} kB raw (${r.files.length} files${ROUTES[r.route].lazy ? ', with what it loads on demand' : ''}); budget ${r.budgetKb} kB gzip: ` +
        (r.withinBudget ? 'OK' : 'OVER BUDGET'),
    );
  }
  // Web Workers are files of their own, outside the pages' chunks: reported beside them.
  for (const file of readdirSync(path.join(DIST, 'static')).filter((name) =>
    /Worker\w*-[\w-]+\.js$/.test(name),
  )) {
    const { gzip } = sizes([path.join('static', file)]);
    console.log(`worker     ${file}: ${(gzip / KB).toFixed(1)} kB gzip, loaded only when a screen starts it`);
  }
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'reports', 'size.json'), JSON.stringify(results, null, 2));
  const development = developmentBuildFiles();
  if (development.length > 0) {
    console.log(`Not a production build: React's development runtime is in ${development.join(', ')}.`);
  }
  const cycles = chunkCycles();
  for (const cycle of cycles) console.log(`Chunks that import each other: ${cycle.join(' → ')}`);
  const precache = measurePrecache();
  if (precache) {
    const staff = precache.staff.length ? `, staff chunks in it: ${precache.staff.join(', ')}` : '';
    console.log(
      `precache   ${(precache.gzip / KB).toFixed(1)} kB gzip (${precache.files.length} files${staff}); ` +
        `budget ${precache.budgetKb} kB gzip: ${precache.withinBudget ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  if (
    process.argv.includes('--check') &&
    (results.some((r) => !r.withinBudget) ||
      development.length > 0 ||
      cycles.length > 0 ||
      (precache !== undefined && !precache.withinBudget))
  ) {
    process.exit(1);
  }
}
