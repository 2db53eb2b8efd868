// How long each application form takes to be usable on a cheap phone: from navigation until its
// first field is on screen, enabled, and answers a keystroke. Chromium emulates a 360 px phone with
// a 4× slower CPU on slow 4G (Lighthouse's mobile profile, applied here for real rather than
// simulated), each run in a fresh browser context, so nothing is cached: a first visit.
//
//   npm run build && node measure/formsUsable.mjs [--dist dist] [--runs 5] [--forms visa,tin]
//   node measure/formsUsable.mjs --dist /tmp/before/dist --dist dist   (two builds, in turns)
//   node measure/formsUsable.mjs --url http://127.0.0.1:5000   (a running app instead)
//
// It serves the build itself (compressed, on a free port, the SPA fallback as Hosting does it); the
// forms call no API before Submit, so no backend is needed. Numbers vary from machine to machine:
// compare builds measured on the same one.
/* global window, document, MutationObserver -- RECORDER and the waits run in the page */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { kindNames } from './kinds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const FORMS = kindNames();

/** Lighthouse's mobile throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU ÷ 4. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 12; moto g(20)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true, default: ['dist'] },
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    forms: { type: 'string', default: FORMS.join(',') },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

/** The build as Hosting serves it: files, index.html for any other page, br or gzip when accepted. */
function serveBuild(dist) {
  const compressed = new Map();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"message":"Not served by the bench","code":"not_found"}');
      return;
    }
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      file = path.join(dist, 'index.html');
    }
    const extension = path.extname(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(extension)
      ? undefined
      : accepts.includes('br')
        ? 'br'
        : accepts.includes('gzip')
          ? 'gzip'
          : undefined;
    const key = `${encoding}:${file}`;
    if (!compressed.has(key)) {
      const raw = readFileSync(file);
      const body = encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw;
      compressed.set(key, body);
    }
    response.writeHead(200, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(compressed.get(key));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Runs in the page before its own scripts: the moment the form's first field exists and is enabled,
// and the moment the first keystroke reaches it, in ms since navigation started (performance.now).
const RECORDER = () => {
  const marks = {};
  window.__usable = marks;
  const FIELD = 'form.application-form :is(input:not([type=hidden]), select, textarea):not(:disabled)';
  new MutationObserver((_, observer) => {
    if (marks.fieldShown === undefined && document.querySelector(FIELD)) {
      marks.fieldShown = performance.now();
    }
    if (marks.formComplete === undefined && document.querySelector('form.application-form [type=submit]')) {
      marks.formComplete = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('input', () => (marks.firstInput ??= performance.now()), true);
};

async function measureOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(RECORDER);
    await page.goto(url, { waitUntil: 'commit' });
    const first = page
      .locator('form.application-form')
      .locator('input:not([type=hidden]), select, textarea')
      .first();
    await first.waitFor({ state: 'visible', timeout: 120_000 });
    // A keystroke, as a user would type one the moment they see the field: it waits for whatever
    // the main thread is still doing.
    await first.press('A', { timeout: 120_000 });
    await page.waitForFunction(() => window.__usable.firstInput !== undefined, null, { timeout: 120_000 });
    await page
      .waitForFunction(() => window.__usable.formComplete !== undefined, null, { timeout: 120_000 })
      .catch(() => undefined);
    return await page.evaluate(() => ({
      ...window.__usable,
      // When the form's own code was asked for: what starting its download earlier changes.
      codeRequested: performance
        .getEntriesByType('resource')
        .find((entry) => /\/static\/[A-Z][a-z]+Form-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === undefined ? '–' : `${Math.round(value).toLocaleString('en')} ms`);

/** Where each measured app is: the builds given (served here), or the running app at --url. */
async function targets() {
  if (options.url) return [{ name: options.url, url: options.url.replace(/\/$/, '') }];
  const found = [];
  for (const given of options.dist) {
    const dist = path.resolve(ROOT, given);
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`No build in ${dist}: run \`npm run build\` first (or pass --dist or --url).`);
    }
    const server = await serveBuild(dist);
    found.push({ name: given, url: `http://127.0.0.1:${server.address().port}`, server });
  }
  return found;
}

function summary(samples) {
  const pick = (mark) => samples.map((sample) => sample[mark]).filter((value) => value !== undefined);
  return {
    fieldShown: median(pick('fieldShown')),
    usable: median(pick('firstInput')),
    usableRange: [Math.min(...pick('firstInput')), Math.max(...pick('firstInput'))],
    formComplete: pick('formComplete').length ? median(pick('formComplete')) : undefined,
    codeRequested: pick('codeRequested').length ? median(pick('codeRequested')) : undefined,
  };
}

async function main() {
  const runs = Number(options.runs);
  const forms = options.forms.split(',').filter((form) => FORMS.includes(form));
  const apps = await targets();
  const browser = await chromium.launch({
    executablePath: options.chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results = Object.fromEntries(apps.map((app) => [app.name, {}]));
  try {
    for (const form of forms) {
      const samples = new Map(apps.map((app) => [app, []]));
      // One unmeasured visit first: the server compresses each file on its first request.
      for (const app of apps) await measureOnce(browser, `${app.url}/${form}`);
      // Builds take turns visit by visit, so a machine busy with something else slows each alike.
      for (let run = 0; run < runs; run += 1) {
        for (const app of apps) samples.get(app).push(await measureOnce(browser, `${app.url}/${form}`));
      }
      for (const app of apps) {
        const result = summary(samples.get(app));
        results[app.name][form] = result;
        console.log(
          `${form.padEnd(9)} ${apps.length > 1 ? `${app.name.padEnd(24)} ` : ''}` +
            `first field shown ${ms(result.fieldShown).padStart(9)}   usable ${ms(result.usable).padStart(9)}` +
            ` (${ms(result.usableRange[0])}–${ms(result.usableRange[1])})   whole form ${ms(result.formComplete).padStart(9)}` +
            `   form code asked for at ${ms(result.codeRequested).padStart(9)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const app of apps) app.server?.close();
  }
  console.log(
    `\nMedians of ${runs} cold visits each, 360 px phone, CPU ÷${CPU_SLOWDOWN}, ` +
      `${NETWORK.latency} ms RTT, 1.6 Mbit/s down. "usable": a keystroke in the first field arrived.`,
  );
  console.log(JSON.stringify(results));
}

await main();
