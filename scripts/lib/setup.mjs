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

const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

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

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Browser tests use Debian's Chromium: Playwright's own download cannot work on these machines. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new SetupError(
      `Chromium was not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium\n` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
  }
  console.log('Installing Chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  if (!existsSync(CHROMIUM)) throw new SetupError(`apt-get installed chromium but ${CHROMIUM} is missing.`);
  return CHROMIUM;
}
