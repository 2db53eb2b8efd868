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
 * database client is loaded at all. 212, not 210, since the forms gained their prices, the
 * passport's photo uploads and the tab's title together (a 1.1 kB overshoot to win back). 214
 * since agents: the app's shell routes their screens (0.9 kB on every page), Auth carries the
 * password reset (0.3 kB), and the form fills in and locks an agent's number. 215 since pages are
 * pre-rendered: every page carries what takes one over (hydration, its Kiswahili address, the
 * device's facts read after it) and the header's logo drawn inline, 0.5 kB.
 * 216 since Submit works offline: the form keeps an application on the device (its IndexedDB
 * helper, 0.7 kB, loaded only then) and holds a new version back while it has answers (0.4 kB).
 * 217 since a form holds a phone up less as it opens (Lighthouse's blocking time on the visa form
 * from about 200 ms to under 100): digits grouped without building Intl's formatter, the switch
 * after hydration in slices, a country list a moment after its field, 0.2 kB.
 * 218 since releases and the language switch: a page whose chunk a release removed moves to the
 * new version (0.5 kB), and a switch waits for the new language's words (0.3 kB).
 * And since a form names the agent an agent's link chose, with a button to remove them (a shared
 * computer's next person would otherwise send to that agent unawares), and documents carry App
 * Check's token: 0.3 kB.
 */
const FORM_BUDGET_KB = 218;
/**
 * The staff area's screens, which may take the full Firestore SDK's listeners. 302, not 300, since
 * each kind's module became a file of its own so that a form downloads no other kind's schemas (the
 * forms and the payment page each lost 1 to 3 kB): the staff screens, which read every kind, fetch
 * four small files where they fetched one, 1.6 kB more. 304 since the requests: the list had
 * reached 302.8 kB with the requests' states and answers, and its answered-first head and request
 * flags add 0.4 kB. 307 since agents: the shell's new routes (0.9 kB) and the list's agent filter,
 * whose names load only when the filters are reached (1 kB). 308 since pages are pre-rendered (the
 * shell's 0.5 kB, as for the forms). 309 since the staff area's words left the public translation
 * file: the staff shell loads them itself (0.4 kB), and every visitor downloads 6.7 kB gzip less.
 * 310 since releases: a page whose chunk a release removed moves to the new version, letting the
 * new service worker in first (the entry's 0.5 kB, on every route).
 */
const STAFF_BUDGET_KB = 310;
/**
 * The Reports page: a staff screen (its shell, Auth and the API) with Chart.js's bar and line
 * charts, which no other screen loads (the page's own chunk, Chart.js with it, is 65 kB gzip of the
 * 284 kB measured when it was added), and the targets form.
 */
const REPORTS_BUDGET_KB = 290;

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
    // 227 since pages are pre-rendered (the shell's 0.5 kB, as for the forms). 229 since it says,
    // offline, that it needs the network, and shares the forms' kit, which now keeps applications
    // offline (1.5 kB). 230 since a kind's stored schema is built when first read (zod's lazy) and
    // the libraries every screen starts on carry V8's compile hint (0.5 kB). 231 since it lists
    // the applications kept on the device until they are sent (0.4 kB), and a page whose chunk a
    // release removed moves to the new version (0.5 kB). 232 since the notice that a read failed
    // and the forms' Submit row are written once for every screen: shared, they are small chunks of
    // their own (0.6 kB), where the copies they replaced cost almost nothing under gzip.
    budgetKb: 232,
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
    budgetKb: STAFF_BUDGET_KB,
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
