// `npm start` (built app) and `npm run dev` (Vite with hot reload): the whole product on this machine.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies } from './lib/setup.mjs';
import { startPorts } from './lib/ports.mjs';
import { portIsFree, startProcess, stopAll, stopProcess, waitForHttp } from './lib/processes.mjs';
import {
  emulatorEnv,
  exportFirestore,
  ROOT,
  seedDemoApplications,
  backfillListRows,
  seedStaffAccount,
  SetupError,
  startApi,
  startAuth,
  startFirestore,
} from './lib/stack.mjs';

if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));

const dev = process.argv.includes('--dev');
const env = process.env;
// After .env is loaded, so that a port set there counts.
const ports = startPorts(env);
const staff = {
  email: env.LOCAL_ADMIN_EMAIL ?? 'admin@applytz.local',
  password: env.LOCAL_ADMIN_PASSWORD ?? 'admin-password',
};
// Tests point this elsewhere to try a restart without touching your data.
const DATA = path.resolve(ROOT, env.STACK_DATA_DIR ?? '.data');
const LOCK = path.join(DATA, 'stack.pid');
const SAVE_EVERY_MS = 30_000;

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function takeLock() {
  mkdirSync(path.join(DATA, 'logs'), { recursive: true });
  const holder = existsSync(LOCK) ? Number(readFileSync(LOCK, 'utf8')) : 0;
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new SetupError(
      `The local stack is already running (process ${holder}). Use that one, or stop it with Ctrl-C first.`,
    );
  }
  writeFileSync(LOCK, String(process.pid));
}

async function checkPorts() {
  const wanted = Object.entries(ports).filter(([name]) => dev || name !== 'vite');
  for (const [name, port] of wanted) {
    if (!(await portIsFree(port))) {
      throw new SetupError(
        `Port ${port} (${name}) is already in use. Stop whatever uses it, or choose another port ` +
          `(see "Ports" in the README).`,
      );
    }
  }
}

let shuttingDown = false;
let firestoreStarted = false;
let authChild;

async function save() {
  if (firestoreStarted)
    await exportFirestore({ port: ports.firestore, dataDir: path.join(DATA, 'firestore') });
}

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping: saving data…');
  try {
    await save();
  } catch (error) {
    console.error(`Could not save Firestore data: ${error.message}`);
  }
  // firebase-tools saves the Auth emulator's users on SIGINT (--export-on-exit).
  if (authChild) await stopProcess(authChild, { signal: 'SIGINT', graceMs: 20_000 });
  await stopAll();
  rmSync(LOCK, { force: true });
  console.log('Stopped. Data is in .data/ and comes back with the next start.');
  process.exit(code);
}

async function main() {
  takeLock();
  await checkPorts();
  ensureDependencies();
  if (!dev) ensureBuild();

  const logs = path.join(DATA, 'logs');
  console.log('Starting the Firestore and Auth emulators…');
  const [firestore, auth] = await Promise.all([
    startFirestore({
      port: ports.firestore,
      rulesFile: path.join(ROOT, 'firestore.rules'),
      dataDir: path.join(DATA, 'firestore'),
      logFile: path.join(logs, 'firestore.log'),
    }),
    startAuth({
      port: ports.auth,
      hubPort: ports.hub,
      loggingPort: ports.logging,
      dataDir: path.join(DATA, 'auth'),
      workDir: path.join(DATA, 'firebase-tools'),
      logFile: path.join(logs, 'auth.log'),
    }),
  ]);
  firestoreStarted = true;
  authChild = auth;

  const apiEnv = {
    ...emulatorEnv({ firestorePort: ports.firestore, authPort: ports.auth }),
    NODE_ENV: 'development',
    // Links in messages (the sandbox SMS outbox) open the app where the developer uses it.
    ...(dev ? { PUBLIC_URL: `http://127.0.0.1:${ports.vite}` } : {}),
  };
  console.log('Starting the API…');
  const api = await startApi({
    port: ports.app,
    env: apiEnv,
    staticDir: dev ? undefined : path.join(ROOT, 'dist'),
    logFile: path.join(logs, 'api.log'),
    watch: dev,
  });
  const children = [firestore, auth, api];
  if (dev) {
    const vite = startProcess(
      'Vite',
      path.join(ROOT, 'node_modules', '.bin', 'vite'),
      ['--host', '127.0.0.1'],
      {
        cwd: ROOT,
        env: { API_PORT: String(ports.app), VITE_PORT: String(ports.vite) },
        logFile: path.join(logs, 'vite.log'),
      },
    );
    vite.stdout.pipe(process.stdout);
    await waitForHttp(`http://127.0.0.1:${ports.vite}/`, { child: vite });
    children.push(vite);
  }
  seedStaffAccount({ env: apiEnv, ...staff, role: 'admin' });
  seedDemoApplications({ env: apiEnv });
  backfillListRows({ env: apiEnv });

  for (const child of children) {
    child.exited.then(({ code, signal }) => {
      if (shuttingDown) return;
      console.error(`\n${child.name} stopped unexpectedly (${signal ?? `exit ${code}`}). Its last lines:`);
      console.error(child.tail.slice(-15).join('\n'));
      void shutdown(1);
    });
  }
  setInterval(
    () => void save().catch((error) => console.error(`Autosave failed: ${error.message}`)),
    SAVE_EVERY_MS,
  );

  const url = `http://127.0.0.1:${dev ? ports.vite : ports.app}/`;
  console.log(`
  Apply TZ is running${dev ? ' (development, hot reload)' : ''}.

    App:             ${url}
    Staff sign-in:   ${url}sign-in
      email:         ${staff.email}
      password:      ${staff.password}
    API health:      http://127.0.0.1:${ports.app}/api/health
    Firestore:       127.0.0.1:${ports.firestore}   Auth: 127.0.0.1:${ports.auth}
    Logs:            .data/logs/

  Press Ctrl-C to stop; data is saved to .data/ and comes back next time.
`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error) => {
  console.error(`\n${error instanceof SetupError ? error.message : (error.stack ?? error)}`);
  if (error instanceof SetupError && !firestoreStarted) {
    // Nothing of ours is running yet (or another stack holds the lock): leave its lock alone.
    await stopAll();
    if (existsSync(LOCK) && Number(readFileSync(LOCK, 'utf8')) === process.pid) rmSync(LOCK);
    process.exit(1);
  }
  await shutdown(1);
});
