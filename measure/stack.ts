// The bench's own stack (emulators and the API on ports nobody else uses, data in .data/bench) and
// the data it measures over: a staff account and N seeded applications.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { apiUrl, OUR_DIST, PORTS, ROOT, STAFF, WORK } from './config.ts';
import { stack } from './projectScripts.ts';

export type BenchStack = { env: Record<string, string>; baseUrl: string; projectId: string };

export async function startBenchStack(): Promise<BenchStack> {
  await Promise.all([
    stack.startFirestore({
      port: PORTS.firestore,
      rulesFile: path.join(ROOT, 'firestore.rules'),
      logFile: path.join(WORK, 'firestore.log'),
    }),
    stack.startAuth({
      port: PORTS.auth,
      hubPort: PORTS.hub,
      loggingPort: PORTS.logging,
      workDir: WORK,
      logFile: path.join(WORK, 'auth.log'),
    }),
  ]);
  const emulators = stack.emulatorEnv({ firestorePort: PORTS.firestore, authPort: PORTS.auth });
  // The bench's own Admin SDK calls (picking applications, counting) go to these emulators too.
  Object.assign(process.env, emulators);
  const env = {
    ...emulators,
    // As `npm start` runs it; request logs at warn so the log file is not part of what is measured.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'sandbox',
    // The load test is one client at full speed: it measures the routes, so the per-client limits
    // (each request still pays for its counter) must not refuse it.
    RATE_LIMIT_SCALE: '100000',
    BLOB_DIR: path.join(WORK, 'blobs'),
    // Never a real project, whatever the shell has.
    GOOGLE_APPLICATION_CREDENTIALS: '',
  };
  await stack.startApi({
    port: PORTS.api,
    env,
    staticDir: OUR_DIST,
    logFile: path.join(WORK, 'api.log'),
  });
  return { env, baseUrl: apiUrl(PORTS.api), projectId: emulators.FIREBASE_PROJECT_ID! };
}

/** Runs `npm run seed` asynchronously: the emulators' output pipes must keep draining meanwhile. */
function runSeed(env: Record<string, string>, applications: number, kind?: ApplicationKind): Promise<void> {
  const args = ['--applications', String(applications), ...(kind ? ['--kind', kind] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding failed (npm run seed exited with ${code}).`)),
    );
  });
}

export async function seedBenchData(bench: BenchStack, applications: number) {
  stack.seedStaffAccount({ env: bench.env, ...STAFF, role: 'admin' });
  await runSeed(bench.env, applications);
}

/**
 * Seeds one service until its collection holds `size` applications: the searched list is measured
 * over a collection as large as the whole seeded data, the worst case for one list.
 */
export async function fillCollection(bench: BenchStack, kind: ApplicationKind, size: number) {
  const missing = size - (await collectionSize(bench, APPLICATION_COLLECTIONS[kind]));
  if (missing > 0) await runSeed(bench.env, missing, kind);
}

/** How many documents a collection holds, by a count aggregation (one read per 1,000). */
export async function collectionSize(bench: BenchStack, collection: string): Promise<number> {
  const { db } = initFirebaseAdmin(bench.projectId);
  return (await db.collection(collection).count().get()).data().count;
}

/**
 * A seeded application the staff detail page is measured on: a paid one (its page shows the
 * receipt button too), the first by document id, so every run of one bench opens the same page.
 */
export async function pickPaidApplication(bench: BenchStack, collection: string): Promise<string> {
  const { db } = initFirebaseAdmin(bench.projectId);
  const found = await db.collection(collection).where('paymentStatus', '==', 'paid').limit(1).get();
  const id = found.docs[0]?.id;
  if (!id) throw new Error(`No paid application in ${collection} to open the detail page on.`);
  return id;
}
