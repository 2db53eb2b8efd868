// `npm run release:carry` and deploy:check's releases check, against a live site served over HTTP
// here: the built app gains the live release's hashed files (and those it still carries, within a
// month), refuses a site that answers a missing file with a page, and deploy:check fails on a build
// that would strand the live release's pages until it carries them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRY_DAYS, carryRelease } from '../../ops/release/carryRelease.ts';
import type { ReleaseRecord } from '../../ops/release/releaseRecord.ts';
import { runScript } from '../support/runScript.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'release-carry-'));
const DAY = 24 * 3_600_000;
const now = new Date('2026-12-06T10:00:00Z');

/** A folder laid out as a build: its hashed files and its /release.json. */
function site(name: string, record: Omit<ReleaseRecord, 'builtAt'>, extraFiles: string[] = []) {
  const dir = path.join(work, name);
  for (const file of [...record.files, ...extraFiles]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `/* ${file} */`);
  }
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({ ...record, builtAt: new Date(now.getTime() - DAY).toISOString() }),
  );
  return dir;
}

let served: string | undefined;
/** When set, a missing file is answered with this page (a catch-all rewrite that catches /static). */
let pageForMissing = false;
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => (served ? express.static(served)(req, res, next) : res.sendStatus(404)));
  app.use((_req, res) => (pageForMissing ? res.type('html').send('<!doctype html>') : res.sendStatus(404)));
  server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

const record = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as ReleaseRecord;

describe('carrying the live release into a new build', () => {
  it('copies the live files the build lacks, and those of releases replaced within a month, and records them', async () => {
    served = site(
      'live',
      {
        release: 'r2',
        files: ['static/index-r2.js', 'static/shared-1.js'],
        carried: [
          {
            release: 'r1',
            replacedAt: new Date(now.getTime() - 3 * DAY).toISOString(),
            files: ['static/index-r1.js'],
          },
          {
            release: 'r0',
            replacedAt: new Date(now.getTime() - (CARRY_DAYS + 1) * DAY).toISOString(),
            files: ['static/index-r0.js'],
          },
        ],
      },
      ['static/index-r1.js', 'static/index-r0.js'],
    );
    const build = site('build-a', {
      release: 'r3',
      files: ['static/index-r3.js', 'static/shared-1.js'],
      carried: [],
    });

    const result = await carryRelease({ distDir: build, site: url, now });

    expect(result).toMatchObject({ live: 'r2', carried: ['r2', 'r1'], filesCopied: 2 });
    expect(existsSync(path.join(build, 'static/index-r2.js'))).toBe(true);
    expect(existsSync(path.join(build, 'static/index-r1.js'))).toBe(true);
    // Replaced more than a month ago: no longer served.
    expect(existsSync(path.join(build, 'static/index-r0.js'))).toBe(false);
    const written = record(build);
    expect(written.release).toBe('r3');
    expect(written.carried.map(({ release, replacedAt }) => [release, replacedAt])).toEqual([
      ['r2', now.toISOString()],
      ['r1', new Date(now.getTime() - 3 * DAY).toISOString()],
    ]);
  });

  it('carries nothing for the first release of a site, and the command asks for --first', async () => {
    served = undefined;
    const build = site('build-first', { release: 'r1', files: ['static/index-r1.js'], carried: [] });
    expect(await carryRelease({ distDir: build, site: url, now })).toMatchObject({
      live: undefined,
      carried: [],
    });
    const refused = await runScript('carry-release.ts', ['--site', url, '--dist', build]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--first');
    const first = await runScript('carry-release.ts', ['--site', url, '--dist', build, '--first']);
    expect(first.code, first.output).toBe(0);
  });

  it('refuses a live site that answers a missing file with a page', async () => {
    served = site('live-incomplete', { release: 'r2', files: ['static/index-r2.js'], carried: [] });
    rmSync(path.join(served, 'static/index-r2.js'));
    pageForMissing = true;
    const build = site('build-b', { release: 'r3', files: ['static/index-r3.js'], carried: [] });
    const run = await runScript('carry-release.ts', ['--site', url, '--dist', build]);
    pageForMissing = false;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Not carried: .*static\/index-r2\.js answered 200 text\/html/);
  });
});

describe('deploy:check on releases', { timeout: 180_000 }, () => {
  it('fails on a build that lacks the live files, naming the command that carries them, and passes once carried', async () => {
    served = site('live-2', { release: 'r2', files: ['static/index-r2.js'], carried: [] });
    const build = site('build-c', { release: 'r3', files: ['static/index-r3.js'], carried: [] });
    const check = () => runScript('deploy-check.ts', ['--only', 'releases', '--dist', build, '--site', url]);

    const stranding = await check();
    expect(stranding.code).toBe(1);
    expect(stranding.stdout).toMatch(
      /failed .*1 files .* serves are not in the build \(static\/index-r2\.js…\).*release:carry/,
    );

    await carryRelease({ distDir: build, site: url, now });
    const carried = await check();
    expect(carried.code, carried.output).toBe(0);
    expect(carried.stdout).toMatch(/passed .*release r3, carrying every file/);
  });

  it('fails on a Hosting rewrite that answers a missing chunk with a page', async () => {
    const build = site('build-d', { release: 'r4', files: ['static/index-r4.js'], carried: [] });
    const firebaseJson = path.join(work, 'firebase.json');
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { rewrites: { source: string }[] };
    };
    config.hosting.rewrites = config.hosting.rewrites.map((rule) =>
      rule.source.startsWith('/!(static)') ? { ...rule, source: '**' } : rule,
    );
    writeFileSync(firebaseJson, JSON.stringify(config));
    const run = await runScript('deploy-check.ts', [
      '--only',
      'releases',
      '--dist',
      build,
      '--firebase-json',
      firebaseJson,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /failed .*the rewrite \*\* → \/shell\.html answers a missing \/static\/gone-1a2b3c\.js with a page/,
    );
  });
});
