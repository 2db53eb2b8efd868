// Two releases of the app and a site to deploy them to, as Firebase Hosting does: every deploy
// replaces the files served, and /api goes on to the same API. For the tests of what a release does
// to pages and service workers of the one before (tests/e2e/release.spec.ts).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { hostingHeaders } from '../../server/http/hostingHeaders.ts';
import { spaRouter } from '../../server/http/static.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What `vite build` reads, copied to build a changed release beside the checkout. */
const BUILD_INPUTS = [
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'vite.pwa.ts',
  'vite.manifest.ts',
  'vite.release.ts',
  'firebase.json',
  'package.json',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
];

function viteBuild(cwd: string, outDir: string, release: string) {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, APP_RELEASE: release, NODE_ENV: 'production' },
  });
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });
}

export type Releases = { first: string; second: string; remove: () => void };

/**
 * Builds this checkout as the first release, and as the second the same code with one value
 * changed in the module Submit loads (the save's time limit), as a small release would: the chunks
 * Submit loads get new names.
 */
export async function buildTwoReleases(): Promise<Releases> {
  const work = mkdtempSync(path.join(tmpdir(), 'releases-'));
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');
  const changed = path.join(work, 'changed-checkout');
  for (const input of BUILD_INPUTS)
    cpSync(path.join(ROOT, input), path.join(changed, input), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(changed, 'node_modules'));
  const saver = path.join(changed, 'src/features/apply/api/saveApplication.ts');
  const source = readFileSync(saver, 'utf8');
  const edited = source.replace(/SAVE_TIMEOUT_MS = [\d_]+/, 'SAVE_TIMEOUT_MS = 16_000');
  if (edited === source) throw new Error('The save time limit to change was not found.');
  writeFileSync(saver, edited);
  await viteBuild(ROOT, first, 'first');
  await viteBuild(changed, second, 'second');
  return { first, second, remove: () => rmSync(work, { recursive: true, force: true }) };
}

/** Where the pages may connect besides the site: the emulators, as the API's own headers allow. */
const EMULATOR_ORIGINS = [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST]
  .filter(Boolean)
  .map((hostPort) => `http://${hostPort}`);

export type ReleaseSite = {
  url: string;
  /** Serves `dir` from now on, in place of what was served: a Hosting deploy. */
  deploy: (dir: string) => void;
  close: () => Promise<void>;
};

/** A Hosting stand-in serving the release deployed last, with /api passed to `api` unchanged. */
export async function startReleaseSite(api: string): Promise<ReleaseSite> {
  const target = new URL(api);
  let served: express.Express | undefined;
  const server = createServer((incoming, outgoing) => {
    if (!/^\/(api|__)\//.test(incoming.url ?? '')) {
      if (served) served(incoming, outgoing);
      else outgoing.writeHead(404).end();
      return;
    }
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (dir) => {
      const app = express();
      // firebase.json's headers: pages asked for again every time, hashed files kept for a year.
      app.use(hostingHeaders(EMULATOR_ORIGINS));
      app.use(spaRouter(dir));
      served = app;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
