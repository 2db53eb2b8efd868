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
/**
 * The browser suite's stack, and the rules and API suites' own: each an API from source behind the
 * Firebase Hosting stand-in (where the browser and the app's address point), on emulators of its own.
 */
const BROWSER_STACK = {
  name: 'browser',
  api: ports.api,
  hosting: ports.hosting,
  firestore: ports.firestore,
  auth: ports.auth,
  hub: ports.hub,
  logging: ports.logging,
};
const SUITE_STACK = {
  name: 'suites',
  api: ports.suiteApi,
  hosting: ports.suiteHosting,
  firestore: ports.suiteFirestore,
  auth: ports.suiteAuth,
  hub: ports.suiteHub,
  logging: ports.suiteLogging,
};
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

// Colour codes, which a list in a log cannot show.
// eslint-disable-next-line no-control-regex -- the escape character is the point
const COLOUR = /\u001b\[[0-9;]*m/g;

/** The first line of a failure's message, short enough for the list at the end of the run. */
function firstLine(message = '') {
  const lines = message.replace(COLOUR, '').split('\n');
  return (lines.find((line) => line.trim()) ?? '').trim().slice(0, 240);
}

function vitestCounts(file, ok) {
  if (!existsSync(file)) return { passed: 0, failed: 1, failures: [`${file}: no report`] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const result of report.testResults) {
    const where = path.relative(ROOT, result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A failed hook or import fails the file with no failed test of its own.
    if (result.status === 'failed' && failedTests.length === 0)
      failures.push(`${where}: ${firstLine(result.message)}`);
  }
  // A crash outside any test (a broken import, a failed hook) counts as one failure.
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed, failures };
}

/** Every test of a Playwright report, through its nested suites. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { titles: [...here, spec.title], test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

function playwrightCounts(file, ok) {
  if (!existsSync(file)) return { passed: 0, failed: 1, failures: [`${file}: no report`] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const { titles, test } of playwrightTests({ suites: report.suites })) {
    if (test.status !== 'unexpected') continue;
    const error = test.results.at(-1)?.error?.message;
    failures.push(`[${test.projectName}] ${titles.join(' › ')}: ${firstLine(error)}`);
  }
  for (const error of report.errors ?? []) failures.push(firstLine(error.message));
  const { stats } = report;
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return { passed: stats.expected + stats.flaky, failed, failures };
}

/** Runs one vitest project, its output kept and returned with the counts. */
async function vitestSuite(project, env) {
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
  const { ok, output } = await runCaptured(bin('vitest'), args, env);
  return { ...vitestCounts(file, ok), output };
}

/** The suites that also use the deploy artifact under Firebase's emulators. */
const DEPLOYED_SUITES = new Set(['deployed', 'browser']);
const chosen = (name) => only.length === 0 || only.includes(name);

/**
 * Most specs two at a time, sharing the stack; then those that read the whole database
 * (playwright.config.ts) with nothing else running on that stack, one at a time; beside them, also
 * one at a time, the deployed artifact's, once the deployed suite (`deployedSuiteDone`), which
 * shares its stack, is over. Each run reports on its own, in that order.
 */
async function browserSuite(stackEnv, chromium, deployed, deployedSuiteDone) {
  // Every browser journey goes through a Hosting in front of the API, as a visitor's would: the
  // stand-in in front of the API from source, or Firebase's emulator in front of the deployed one.
  const standIn = { ...stackEnv, E2E_BASE_URL: HOSTING_URL, API_URL };
  const runs = [
    { project: 'mobile-chromium', workers: 2, report: 'e2e.json', env: standIn },
    { project: 'mobile-chromium-alone', workers: 1, report: 'e2e-alone.json', env: standIn },
  ];
  const playwright = async ({ project, workers, report, env }) => {
    const file = path.join(REPORTS, report);
    rmSync(file, { force: true });
    const args = ['test', `--project=${project}`, `--workers=${workers}`, '--pass-with-no-tests'];
    // Each run keeps its own failures' screenshots: Playwright empties its output folder first.
    args.push(`--output=test-results/${project}`);
    const result = await runCaptured(bin('playwright'), [...args, ...filters], {
      ...env,
      CHROMIUM_PATH: chromium,
      E2E_REPORT: file,
    });
    return { output: result.output, ...playwrightCounts(file, result.ok) };
  };
  const onDeployedStack = async () => {
    await deployedSuiteDone;
    const { value: stack, error } = await deployed;
    if (stack) {
      const env = deployedBrowserEnv(stack);
      return playwright({ project: 'deployed', workers: 1, report: 'e2e-deployed.json', env });
    }
    const output = `The deployed stack did not start, so its browser tests did not run:\n${error.message}\n`;
    return { output, passed: 0, failed: 1, failures: ['the deployed stack did not start'] };
  };
  const [shared, alone] = runs;
  const first = await playwright(shared);
  const counts = [first, ...(await Promise.all([playwright(alone), onDeployedStack()]))];
  const output = counts.map((count) => count.output).join('');
  const passed = counts.reduce((sum, count) => sum + count.passed, 0);
  const failed = counts.reduce((sum, count) => sum + count.failed, 0);
  const failures = counts.flatMap((count) => count.failures ?? []);
  if (passed + failed > 0) return { passed, failed, failures, output };
  return { passed: 0, failed: 1, output: `${output}No browser test matches the filters.\n` };
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
  if (stack) return vitestSuite('deployed', deployedEnv(stack));
  return { passed: 0, failed: 1, output: `The deployed stack did not start:\n${error.message}\n` };
}

async function refuseTakenPorts() {
  // A stack left over from an interrupted run would answer in place of this run's, with its code.
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new SetupError(`Port ${port} (${name}) is in use: is an earlier \`npm test\` still running?`);
    }
  }
}

/** The environment of what runs against `stack`: its emulators, and the limits the suites need. */
function stackEnvOf(stack) {
  return {
    ...emulatorEnv({ firestorePort: stack.firestore, authPort: stack.auth }),
    NODE_ENV: 'test',
    // The suites send many browsers' worth of traffic from one address, to this API and to the
    // ones tests start in-process; the limits' own tests start APIs with the real budgets.
    RATE_LIMIT_SCALE: '100',
    // Every fixture of a kind carries the same phone number, and the suites create hundreds of
    // applications a day; the bound's own tests (notifications.limits) set theirs.
    SMS_RECEIVED_PER_NUMBER_DAILY: '100000',
  };
}

const workDirOf = (stack) => path.join(WORK, stack.name);
const logOf = (stack, name) => path.join(workDirOf(stack), `${name}.log`);

async function startEmulators(stack) {
  const workDir = workDirOf(stack);
  const log = (name) => logOf(stack, name);
  mkdirSync(workDir, { recursive: true });
  await Promise.all([
    startFirestore({
      port: stack.firestore,
      rulesFile: path.join(ROOT, 'firestore.rules'),
      logFile: log('firestore'),
    }),
    startAuth({
      port: stack.auth,
      hubPort: stack.hub,
      loggingPort: stack.logging,
      workDir,
      logFile: log('auth'),
    }),
  ]);
}

/** The API from source and the Hosting stand-in in front of it, on `stack`'s emulators. */
async function startServers(stack) {
  const workDir = workDirOf(stack);
  const log = (name) => logOf(stack, name);
  await startApi({
    port: stack.api,
    env: {
      ...stackEnvOf(stack),
      LOG_LEVEL: 'warn',
      BLOB_DIR: path.join(workDir, 'blobs'),
      // As in production, the API sits behind a proxy (the Hosting stand-in, one hop) and builds
      // every address it hands out from its public one.
      TRUST_PROXY_HOPS: '1',
      PUBLIC_URL: localUrl(stack.hosting),
      // Messages go out within half a second instead of `npm start`'s two: the suites wait for
      // them often (the outbox, a message's state), and the worker's query is cheap.
      NOTIFY_POLL_MS: '500',
    },
    staticDir: path.join(ROOT, 'dist'),
    logFile: log('api'),
  });
  await startHostingProxy({ port: stack.hosting, target: localUrl(stack.api), logFile: log('hosting') });
}

async function startStack(stack) {
  await startEmulators(stack);
  await startServers(stack);
}

const check = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

async function main() {
  ensureDependencies();
  const chromium = ensureChromium('headlessShell');
  ensureBuild();
  mkdirSync(REPORTS, { recursive: true });
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });

  const browserEnv = stackEnvOf(BROWSER_STACK);
  const suiteEnv = stackEnvOf(SUITE_STACK);
  // Three lanes at once. The checks that need nothing running (static checks and unit tests, as many
  // at once as there are cores), and after them the browser suite, which keeps both cores busy on
  // its own stack. Beside both, on a stack of their own, the rules and API suites, which mostly wait
  // on the emulators and the network and leave a core idle; then the deployed suite and the stack
  // suite (a whole `npm start` of its own, twice). Output is kept and shown suite by suite, in order.
  const lane = lanes(availableParallelism());
  const local = (command, commandArgs) => () =>
    lane(async () => {
      const { ok, output } = await runCaptured(command, commandArgs);
      return { ...check(ok), failures: ok ? [] : [`${path.basename(command)} failed`], output };
    });
  const apiEnv = {
    ...suiteEnv,
    API_URL: localUrl(SUITE_STACK.api),
    HOSTING_URL: localUrl(SUITE_STACK.hosting),
    BLOB_DIR: path.join(WORK, SUITE_STACK.name, 'blobs'),
  };
  const beside = [
    ['typecheck', local(bin('tsc'), ['-b', '--noEmit'])],
    ['lint', local(bin('eslint'), ['.', '--max-warnings=0'])],
    ['format', local(bin('prettier'), ['--check', '.', '--log-level=warn'])],
    ['size', local(process.execPath, ['measure/size.mjs', '--check'])],
    ['unit', () => lane(() => vitestSuite('unit', {}))],
  ].filter(([name]) => chosen(name));
  const onSuiteStack = [
    ['rules', () => vitestSuite('rules', suiteEnv)],
    ['api', () => vitestSuite('api', apiEnv)],
    ['deployed', async () => deployedSuite(await deployed)],
    ['stack', () => vitestSuite('stack', {})],
  ].filter(([name]) => chosen(name));
  const needs = (names) => only.length === 0 || only.some((name) => names.includes(name));

  // The emulators boot while the first checks run.
  if (needs(['rules', 'api', 'deployed', 'browser'])) await refuseTakenPorts();
  // One stack boots at a time, the suites' first, as they start first: booting three at once beside
  // the checks was what made firebase-tools slow to answer. The deployed suite compares the
  // deployed API's answers with the browser stack's.
  // The suites' API starts once the rules suite is over: its message worker's transactions lock
  // whole collections in the emulator, which held the rules' own writes past their time limit.
  const suiteStack = needs(['rules', 'api']) ? startEmulators(SUITE_STACK) : Promise.resolve();
  const browserStack = needs(['browser', 'deployed'])
    ? suiteStack.catch(() => {}).then(() => startStack(BROWSER_STACK))
    : Promise.resolve();
  // After the stacks from source have claimed their ports and built what they serve. Its failure is
  // reported by the suites that need it, which the others do not wait for.
  const deployed = needs([...DEPLOYED_SUITES])
    ? Promise.all([browserStack, suiteStack])
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
  for (const stack of [browserStack, suiteStack]) stack.catch(() => {});

  // The longest first (the unit tests, one worker of vitest's on two cores), so that the other lane
  // runs the rest of the checks meanwhile; reported in the order above.
  const startOrder = ['unit', 'lint', 'typecheck', 'format', 'size'];
  const besideRuns = new Map(
    [...beside]
      .sort(([a], [b]) => startOrder.indexOf(a) - startOrder.indexOf(b))
      .map(([name, start]) => [name, start()]),
  );
  const started = new Map(beside.map(([name]) => [name, besideRuns.get(name)]));
  // One after another: they share the stack's data and the API's rate limits.
  let previous = suiteStack;
  let deployedSuiteDone = Promise.resolve();
  for (const [name, start] of onSuiteStack) {
    if (name === 'api') previous = previous.then(() => startServers(SUITE_STACK));
    previous = previous.then(start);
    // Awaited in turn below; a stack that fails to start is reported there, once.
    previous.catch(() => {});
    started.set(name, previous);
    if (name === 'deployed') deployedSuiteDone = previous.catch(() => {});
  }
  if (chosen('browser')) {
    // After the checks, whose two lanes would otherwise share the cores with two browsers.
    const browser = Promise.all([...started.values()].slice(0, beside.length))
      .then(() => browserStack)
      .then(() => browserSuite(browserEnv, chromium, deployed, deployedSuiteDone));
    browser.catch(() => {});
    started.set('browser', browser);
  }

  const results = [];
  for (const [name, result] of started) {
    const { output = '', ...counts } = await result;
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    results.push({ name, ...counts });
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

// Last, where a log's tail shows them: what failed, one line each.
const failures = results.flatMap((r) => (r.failures ?? []).map((failure) => `${r.name}: ${failure}`));
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more, above`);
}
console.log('\nSuite        passed  failed');
for (const r of results)
  console.log(`${r.name.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
if (failed > 0) exitCode = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
