// `npm test`: installs what is missing, starts its own emulators and API on ports of their own,
// runs every suite, stops everything (even on failure) and ends with `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { localUrl, testPorts } from './lib/ports.mjs';
import { startDeployedStack } from './lib/deployedStack.mjs';
import { ensureBuild, ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { portIsFree, stopAll } from './lib/processes.mjs';
import {
  emulatorEnv,
  ROOT,
  SetupError,
  startApi,
  startAuth,
  startFirestore,
  startHostingProxy,
} from './lib/stack.mjs';

const ports = testPorts();
/** The Firebase Hosting stand-in in front of the API: where the browser and the app's address point. */
const HOSTING_URL = localUrl(ports.hosting);
const API_URL = localUrl(ports.api);
// `npm test -- browser -- kiswahili`: suites before a second `--`, filters after it (Playwright's
// own, or file filters for vitest: `npm test -- api -- applicant`).
const args = process.argv.slice(2);
const split = args.includes('--') ? args.indexOf('--') : args.length;
const only = args.slice(0, split).filter((arg) => !arg.startsWith('-'));
const filters = args.slice(split + 1);
// A second run beside the first (other TEST_*_PORT values) needs a folder of its own too.
const WORK = process.env.TEST_WORK_DIR ?? path.join(ROOT, '.data', 'test');
const REPORTS = path.join(ROOT, 'reports');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * Runs a command with inherited output and resolves true when it succeeds. Asynchronous on purpose:
 * the emulators' output pipes must keep draining while a suite runs.
 */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Runs a command with its output kept instead of shown: resolves with whether it succeeded and
 * everything it printed, so checks can run side by side and still be reported one after another.
 */
function runCaptured(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colour, as on a terminal, when ours is one.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * A function that runs the task it is given once fewer than `lanes` run: the static checks are
 * single-threaded, and on two cores two at a time take half as long as one after another.
 */
function lanes(count) {
  let free = count;
  const waiting = [];
  return async (task) => {
    if (free > 0) free -= 1;
    else await new Promise((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

function vitestCounts(file, ok) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A crash outside any test (a broken import, a failed hook) counts as one failure.
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed };
}

function playwrightCounts(file, ok) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return { passed: stats.expected + stats.flaky, failed };
}

/**
 * Runs one vitest project. Its output is shown as it comes, or (`captured`, for a suite that runs
 * beside others) kept and returned with the counts.
 */
async function vitestSuite(project, env, { captured = false } = {}) {
  const file = path.join(REPORTS, `${project}.json`);
  rmSync(file, { force: true });
  const args = [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...filters,
  ];
  if (!captured) return vitestCounts(file, await run(bin('vitest'), args, env));
  const { ok, output } = await runCaptured(bin('vitest'), args, env);
  return { ...vitestCounts(file, ok), output };
}

const STACK_SUITES = new Set(['rules', 'api', 'deployed', 'browser']);
/** The suites that also use the deploy artifact under Firebase's emulators. */
const DEPLOYED_SUITES = new Set(['deployed', 'browser']);
const chosen = (name) => only.length === 0 || only.includes(name);

/**
 * Most specs two at a time, sharing the stack; then those that read the whole database
 * (playwright.config.ts) with nothing else running. Each run reports on its own.
 */
async function browserSuite(stackEnv, chromium, deployed) {
  // Every browser journey goes through a Hosting in front of the API, as a visitor's would: the
  // stand-in in front of the API from source, or Firebase's emulator in front of the deployed one.
  const standIn = { ...stackEnv, E2E_BASE_URL: HOSTING_URL, API_URL };
  const runs = [
    { project: 'mobile-chromium', workers: 2, report: 'e2e.json', env: standIn },
    { project: 'mobile-chromium-alone', workers: 1, report: 'e2e-alone.json', env: standIn },
  ];
  const counts = [];
  const { value: stack, error } = await deployed;
  if (stack) {
    const env = deployedBrowserEnv(stack);
    runs.push({ project: 'deployed', workers: 1, report: 'e2e-deployed.json', env });
  } else {
    console.error(`The deployed stack did not start, so its browser tests did not run:\n${error.message}`);
    counts.push({ passed: 0, failed: 1 });
  }
  for (const { project, workers, report, env } of runs) {
    const file = path.join(REPORTS, report);
    rmSync(file, { force: true });
    const args = ['test', `--project=${project}`, `--workers=${workers}`, '--pass-with-no-tests'];
    // Each run keeps its own failures' screenshots: Playwright empties its output folder first.
    args.push(`--output=test-results/${project}`);
    const ok = await run(bin('playwright'), [...args, ...filters], {
      ...env,
      CHROMIUM_PATH: chromium,
      E2E_REPORT: file,
    });
    counts.push(playwrightCounts(file, ok));
  }
  const passed = counts.reduce((sum, count) => sum + count.passed, 0);
  const failed = counts.reduce((sum, count) => sum + count.failed, 0);
  if (passed + failed > 0) return { passed, failed };
  console.error('No browser test matches the filters.');
  return { passed: 0, failed: 1 };
}

/** Where the deployed functions send SMS: a fake Beem the deployed suite starts (tests/deployed). */
const DEPLOYED_BEEM_URL = localUrl(ports.deployedBeem);
const DEPLOYED_BEEM_SECRETS = { BEEM_API_KEY: 'deployed-beem-key', BEEM_SECRET_KEY: 'deployed-beem-secret' };

/**
 * The deployed functions' settings (their .env): the sandbox gateway for payments, as a demo's, and
 * Beem's own protocol for SMS, so the bundle's SMS and delivery-report code runs too.
 */
const DEPLOYED_SETTINGS = {
  ALLOW_SANDBOX_PAYMENTS: 'true',
  SMS_PROVIDER: 'beem',
  BEEM_BASE_URL: DEPLOYED_BEEM_URL,
  BEEM_DLR_BASE_URL: DEPLOYED_BEEM_URL,
  BEEM_SENDER_ID: 'APPLYTZ',
  BLOB_STORE: 'local',
  BLOB_DIR: path.join(WORK, 'deployed', 'blobs'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '100',
  SMS_RECEIVED_PER_NUMBER_DAILY: '100000',
};

/** Where tests that drive the deployed stack point: its Hosting, its emulators, its functions. */
function deployedEnv(deployed) {
  return {
    ...deployed.env,
    NODE_ENV: 'test',
    API_URL: deployed.hostingUrl,
    HOSTING_URL: deployed.hostingUrl,
    FUNCTIONS_URL: deployed.functionsUrl,
    // The API from source, whose headers the deployed stack's must equal.
    SOURCE_API_URL: API_URL,
    DEPLOYED_BEEM_PORT: String(ports.deployedBeem),
    DEPLOYED_BEEM_KEY: DEPLOYED_BEEM_SECRETS.BEEM_API_KEY,
    DEPLOYED_BEEM_SECRET: DEPLOYED_BEEM_SECRETS.BEEM_SECRET_KEY,
  };
}

const deployedBrowserEnv = (deployed) => ({ ...deployedEnv(deployed), E2E_BASE_URL: deployed.hostingUrl });

async function deployedSuite({ value: stack, error }) {
  if (stack) return vitestSuite('deployed', deployedEnv(stack), { captured: true });
  return { passed: 0, failed: 1, output: `The deployed stack did not start:\n${error.message}\n` };
}

async function startStack(stackEnv) {
  // A stack left over from an interrupted run would answer in place of this run's, with its code.
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new SetupError(`Port ${port} (${name}) is in use: is an earlier \`npm test\` still running?`);
    }
  }
  console.log('Starting test emulators and API in the background…');
  await Promise.all([
    startFirestore({
      port: ports.firestore,
      rulesFile: path.join(ROOT, 'firestore.rules'),
      logFile: path.join(WORK, 'firestore.log'),
    }),
    startAuth({
      port: ports.auth,
      hubPort: ports.hub,
      loggingPort: ports.logging,
      workDir: WORK,
      logFile: path.join(WORK, 'auth.log'),
    }),
  ]);
  await startApi({
    port: ports.api,
    env: {
      ...stackEnv,
      LOG_LEVEL: 'warn',
      BLOB_DIR: path.join(WORK, 'blobs'),
      // As in production, the API sits behind a proxy (the Hosting stand-in, one hop) and builds
      // every address it hands out from its public one.
      TRUST_PROXY_HOPS: '1',
      PUBLIC_URL: HOSTING_URL,
      // Messages go out within half a second instead of `npm start`'s two: the suites wait for
      // them often (the outbox, a message's state), and the worker's query is cheap.
      NOTIFY_POLL_MS: '500',
    },
    staticDir: path.join(ROOT, 'dist'),
    logFile: path.join(WORK, 'api.log'),
  });
  await startHostingProxy({
    port: ports.hosting,
    target: API_URL,
    logFile: path.join(WORK, 'hosting.log'),
  });
}

const check = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

async function main() {
  ensureDependencies();
  const chromium = ensureChromium('headlessShell');
  ensureBuild();
  mkdirSync(REPORTS, { recursive: true });
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });

  const stackEnv = {
    ...emulatorEnv({ firestorePort: ports.firestore, authPort: ports.auth }),
    NODE_ENV: 'test',
    // The suites send many browsers' worth of traffic from one address, to this API and to the
    // ones tests start in-process; the limits' own tests start APIs with the real budgets.
    RATE_LIMIT_SCALE: '100',
    // Every fixture of a kind carries the same phone number, and the suites create hundreds of
    // applications a day; the bound's own tests (notifications.limits) set theirs.
    SMS_RECEIVED_PER_NUMBER_DAILY: '100000',
  };
  // Three stages. First, side by side: the checks that need nothing running (static checks and unit
  // tests, as many at once as there are cores) and, once the emulators are up, the rules and API
  // suites, which mostly wait on the emulators and the network and leave a core idle. Their output
  // is kept and shown suite by suite, in order. Then the browser suite, which keeps both cores busy
  // on its own, and last the stack suite, which boots a whole `npm start` of its own, twice.
  const lane = lanes(availableParallelism());
  const local = (command, commandArgs) => () =>
    lane(async () => {
      const { ok, output } = await runCaptured(command, commandArgs);
      return { ...check(ok), output };
    });
  const apiEnv = { ...stackEnv, API_URL, HOSTING_URL, BLOB_DIR: path.join(WORK, 'blobs') };
  const beside = [
    ['typecheck', local(bin('tsc'), ['-b', '--noEmit'])],
    ['lint', local(bin('eslint'), ['.', '--max-warnings=0'])],
    ['format', local(bin('prettier'), ['--check', '.', '--log-level=warn'])],
    ['size', local(process.execPath, ['measure/size.mjs', '--check'])],
    ['unit', () => lane(() => vitestSuite('unit', {}, { captured: true }))],
  ].filter(([name]) => chosen(name));
  // The emulators, and the deploy artifact under Firebase's own, boot while the first checks run.
  const needsStack = only.length === 0 || only.some((name) => STACK_SUITES.has(name));
  const stack = needsStack ? startStack(stackEnv) : Promise.resolve();
  stack.catch(() => {});
  const needsDeployed = only.length === 0 || only.some((name) => DEPLOYED_SUITES.has(name));
  // After the stack from source has claimed its ports and built what it serves. Its failure is
  // reported by the suites that need it, which the others do not wait for.
  const deployed = needsDeployed
    ? stack
        .then(() =>
          startDeployedStack({
            ports,
            workDir: path.join(WORK, 'deployed'),
            settings: DEPLOYED_SETTINGS,
            secrets: DEPLOYED_BEEM_SECRETS,
          }),
        )
        .then(
          (value) => ({ value }),
          (error) => ({ error }),
        )
    : Promise.resolve({ error: new Error('not started') });

  const onStack = [
    ['rules', () => vitestSuite('rules', stackEnv, { captured: true })],
    ['api', () => vitestSuite('api', apiEnv, { captured: true })],
    ['deployed', async () => deployedSuite(await deployed)],
  ].filter(([name]) => chosen(name));
  const alone = [
    ['browser', () => browserSuite(stackEnv, chromium, deployed)],
    ['stack', () => vitestSuite('stack')],
  ].filter(([name]) => chosen(name));

  const started = new Map(beside.map(([name, start]) => [name, start()]));
  // One after another: they share the stack's data and the API's rate limits.
  let previous = stack;
  for (const [name, start] of onStack) {
    previous = previous.then(start);
    // Awaited in turn below; a stack that fails to start is reported there, once.
    previous.catch(() => {});
    started.set(name, previous);
  }

  const results = [];
  for (const [name, result] of started) {
    const { output, ...counts } = await result;
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    results.push({ name, ...counts });
  }
  for (const [name, runSuite] of alone) {
    await stack;
    console.log(`\n━━ ${name} ━━`);
    results.push({ name, ...(await runSuite()) });
  }
  return results;
}

let results = [];
let exitCode = 0;
try {
  results = await main();
} catch (error) {
  console.error(`\n${error instanceof SetupError ? error.message : (error.stack ?? error)}`);
  results.push({ name: 'setup', passed: 0, failed: 1 });
} finally {
  await stopAll();
}

console.log('\nSuite        passed  failed');
for (const r of results)
  console.log(`${r.name.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
if (failed > 0) exitCode = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
