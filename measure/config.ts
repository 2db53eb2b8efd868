// Where the bench runs: ports of its own (never the dev or test ones), its own data folder, and
// how long each measurement may take on a small shared machine.
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PORTS, localUrl } from '../scripts/lib/ports.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

export const PORTS = BENCH_PORTS;

export const WORK = path.join(ROOT, '.data', 'bench');
export const REPORTS = path.join(ROOT, 'reports');
/**
 * The builds the bench serves, copied out of the project: the API's static server refuses any path
 * with a dot-folder in it (.data), and a copy keeps serving while someone rebuilds dist/.
 */
export const BUILDS = path.join(
  os.tmpdir(),
  `apply-tz-bench-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`,
);
export const OUR_DIST = path.join(BUILDS, 'dist');
export const EAGER_DIST = path.join(BUILDS, 'dist-eager');
export const BASELINE_DIST = path.join(BUILDS, 'dist-baseline');
export const LIGHTHOUSE_DIR = path.join(REPORTS, 'bench-lighthouse');

export const SEEDED_APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);

/**
 * The staff search measured: one page of results for a first name the seed gives one visa
 * application in twelve, over this many visa applications (topped up after the mixed seeding).
 */
export const ADMIN_SEARCH = {
  kind: 'visa',
  applications: Number(process.env.BENCH_SEARCH_APPLICATIONS ?? 10_000),
  query: 'amina',
} as const;

export const STAFF = { email: 'bench-admin@applytz.local', password: 'bench-admin-password' };

/** Lighthouse runs per page, the staff screens (signed in before each run) included; the median run is reported. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export const LOAD = {
  durationSeconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10),
};

/**
 * Sections to run (sizes, lighthouse, repeat, admin, agent, live, reports, creations, load), all by
 * default: for working on one of them.
 */
export const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
export const wanted = (name: string) => ONLY.size === 0 || ONLY.has(name);

export const apiUrl = localUrl;
