// Starting the local stack: Firestore emulator (Java), Auth emulator (firebase-tools) and the API.
// Shared by `npm start`, `npm run dev` and `npm test`; plain Node so it runs before npm install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { startProcess, waitForHttp } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-apply-tz';
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

export class SetupError extends Error {}

export function findJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const version = /version "(\d+)/.exec(result.stderr ?? '')?.[1];
  if (result.error || !version || Number(version) < 11) {
    throw new SetupError(
      'The Firestore emulator needs Java 11 or newer (found: ' +
        (version ?? 'none') +
        ').\nInstall it with: sudo apt-get install -y openjdk-17-jre-headless',
    );
  }
  return 'java';
}

const CLOUD_SDK_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export function findFirestoreJar() {
  const candidates = [process.env.FIRESTORE_EMULATOR_JAR, CLOUD_SDK_JAR];
  const cache = path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    for (const file of readdirSync(cache).sort().reverse()) {
      if (/^cloud-firestore-emulator.*\.jar$/.test(file)) candidates.push(path.join(cache, file));
    }
  }
  const jar = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!jar) {
    throw new SetupError(
      'The Firestore emulator jar was not found. Either:\n' +
        '  - install the Google Cloud SDK component: sudo apt-get install -y google-cloud-cli-firestore-emulator\n' +
        '  - or point FIRESTORE_EMULATOR_JAR at a cloud-firestore-emulator.jar you have.',
    );
  }
  return jar;
}

function snapshotMetadata(dir) {
  const file = path.join(dir, 'snapshot', 'snapshot.overall_export_metadata');
  return existsSync(file) ? file : undefined;
}

/** `functionsEmulator`: host:port of a Functions emulator to deliver document events to. */
export async function startFirestore({ port, rulesFile, dataDir, logFile, functionsEmulator }) {
  const args = ['-cp', findFirestoreJar(), 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'];
  args.push('start', '--host=127.0.0.1', `--port=${port}`, `--project_id=${PROJECT_ID}`);
  if (rulesFile) args.push(`--rules=${rulesFile}`);
  if (functionsEmulator) args.push(`--functions_emulator=${functionsEmulator}`);
  const seed = dataDir && snapshotMetadata(dataDir);
  if (seed) args.push(`--seed_from_export=${seed}`);
  const child = startProcess('Firestore emulator', findJava(), args, { logFile });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child });
  return child;
}

/**
 * The emulator writes nothing on SIGTERM, so data is saved through its export endpoint: into a
 * fresh folder first, then swapped in, so a crash mid-export never loses the previous snapshot.
 */
export async function exportFirestore({ port, dataDir }) {
  const staging = `${dataDir}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const response = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: staging,
      export_name: 'snapshot',
    }),
  });
  if (!response.ok) throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
}

/** firebase-tools runs only the Auth emulator; its config is generated so tests can use other ports. */
export async function startAuth({ port, hubPort, loggingPort, dataDir, workDir, logFile }) {
  mkdirSync(workDir, { recursive: true });
  const config = path.join(workDir, 'firebase.auth.json');
  const host = '127.0.0.1';
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { port, host },
        hub: { port: hubPort, host },
        logging: { port: loggingPort, host },
        ui: { enabled: false },
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config];
  if (dataDir) {
    if (existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = startProcess('Auth emulator', bin('firebase'), args, {
    logFile,
    cwd: workDir,
    env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
  });
  await waitForHttp(`http://${host}:${port}/`, { child });
  return child;
}

export function emulatorEnv({ firestorePort, authPort }) {
  return {
    FIREBASE_PROJECT_ID: PROJECT_ID,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
  };
}

export async function startApi({ port, env, staticDir, logFile, watch = false }) {
  const args = ['--import', 'tsx', ...(watch ? ['--watch-path=server'] : []), 'server/main.ts'];
  const child = startProcess('API server', process.execPath, args, {
    cwd: ROOT,
    logFile,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', ...(staticDir ? { STATIC_DIR: staticDir } : {}) },
  });
  // Any answer means it listens; health itself may say degraded while an emulator warms up.
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, { child });
  return child;
}

/** The Firebase Hosting stand-in (tests/support/hostingProxy.ts) as a process in front of `target`. */
export async function startHostingProxy({ port, target, logFile }) {
  const args = ['--import', 'tsx', 'tests/support/hostingProxyMain.ts', String(port), target];
  const child = startProcess('Hosting stand-in', process.execPath, args, { cwd: ROOT, logFile });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, { child });
  return child;
}

// make-admin's exit code for `--create` on an account that already exists (it changes nothing).
const ACCOUNT_EXISTS = 3;

/**
 * Creates the local staff account with a role, through the project's own make-admin script. On a
 * later start the account is already there (make-admin refuses to create it again): that is the
 * seeded account when it holds the role; otherwise someone else made it, and it keeps what it has.
 */
export function seedStaffAccount({ env, email, password, role }) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'ops/make-admin.ts', email, role, '--create', '--password', password],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status === 0) return;
  if (result.status !== ACCOUNT_EXISTS) {
    throw new Error(`Seeding the staff account failed:\n${result.stderr}`);
  }
  const held = /^\s*role:\s+(\S+)/m.exec(result.stdout)?.[1];
  if (held === role) return;
  console.warn(
    `Warning: ${email} already exists without the ${role} role (it has: ${held ?? 'unknown'}), so ` +
      `it was not given one and may not open the staff area.\n` +
      `  If it is yours: npm run make-admin -- ${email} ${role} --allow-unverified\n` +
      '  Or start from scratch: stop the app and rm -rf .data',
  );
}

/** Applications a fresh data folder starts with, so the lists, Track and Reports have something to show. */
const DEMO_APPLICATIONS = 120;

/** Seeds demo applications into an empty database (ops/seed.ts --if-empty); never adds to data in use. */
export function seedDemoApplications({ env }) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'ops/seed.ts', '--applications', String(DEMO_APPLICATIONS), '--if-empty'],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Seeding the demo applications failed:\n${result.stderr}`);
  const seeded = /^Seeded (\d+) applications/m.exec(result.stdout)?.[1];
  if (seeded) console.log(`Seeded ${seeded} demo applications into the fresh data folder.`);
}

/**
 * Writes the list rows of applications saved before the lists read rows (a data folder kept from
 * an earlier version): without them the staff lists would show none. Writes only what is missing
 * or stale, so a folder that has them costs a read of each application.
 */
export function backfillListRows({ env }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'ops/rows-backfill.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Writing the list rows failed:\n${result.stderr}`);
  const written = Number(/^Done: .*?(\d+) rows written/m.exec(result.stdout)?.[1] ?? 0);
  if (written > 0) console.log(`Wrote the list rows of ${written} applications saved by an earlier version.`);
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
