// Getting a fresh clone ready: dependencies, the built app, and (for tests) Chromium.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SetupError } from './stack.mjs';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new SetupError(`\`${command} ${args.join(' ')}\` failed (exit ${result.status}).`);
}

/**
 * Installs dependencies when node_modules is missing (`npm ci`, exactly the lock file) or was
 * installed from another lock file (`npm install`, which only adds and removes the difference).
 */
export function ensureDependencies() {
  const lock = path.join(ROOT, 'package-lock.json');
  const stamp = path.join(ROOT, 'node_modules', '.installed-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  const fresh = !existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'));
  console.log(`Installing dependencies (npm ${fresh ? 'ci' : 'install'})…`);
  run('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, hash);
}

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.pwa.ts',
  'vite.manifest.ts',
  'scripts/prerender',
  'package-lock.json',
];

/** Builds the app when dist/ is missing or older than any of its sources. */
export function ensureBuild({ force = false } = {}) {
  const built = path.join(ROOT, 'dist', 'index.html');
  const sourcesTime = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  if (!force && existsSync(built) && statSync(built).mtimeMs >= sourcesTime) return;
  console.log('Building the app (vite build)…');
  // Always a production build: a caller's NODE_ENV (vitest sets "test") would otherwise give React's
  // development build, several times slower.
  run(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Debian's two builds of Chromium: the whole browser, and its headless shell (the same engine
 * without the browser's own windows, which is what Playwright itself runs headless). The browser
 * tests use the shell: every test's context opens a window, and the whole browser builds its
 * address bar's pop-up for each one, a third of the suite's time on two cores.
 */
export const BROWSERS = {
  full: { path: '/usr/bin/chromium', apt: 'chromium' },
  headlessShell: { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
};

function aptInstall(name) {
  console.log(`Installing ${name} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', name], { env });
}

/**
 * The Chromium to drive: CHROMIUM_PATH when set, else Debian's build of `kind`, installed with
 * apt-get when missing and we are root. Playwright's own download cannot work on these machines.
 * Without the headless shell and the means to install it, the whole browser does the same job,
 * slower.
 */
export function ensureChromium(kind = 'full') {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (existsSync(chosen)) return chosen;
    throw new SetupError(`CHROMIUM_PATH is ${chosen}, which does not exist.`);
  }
  const { path: binary, apt } = BROWSERS[kind];
  if (existsSync(binary)) return binary;
  const fallback = kind === 'full' ? undefined : BROWSERS.full.path;
  if (process.getuid?.() === 0) {
    try {
      aptInstall(apt);
      if (existsSync(binary)) return binary;
    } catch (error) {
      if (!fallback || !existsSync(fallback)) throw error;
    }
  }
  if (fallback && existsSync(fallback)) {
    console.warn(`${binary} is missing (apt-get install -y ${apt}); using ${fallback}, which is slower.`);
    return fallback;
  }
  throw new SetupError(
    `Chromium was not found at ${binary}. Install it with: sudo apt-get install -y ${apt}\n` +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
}
