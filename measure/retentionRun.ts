// What one retention run costs: its time and its billed reads, for finished applications seeded into
// a Firestore emulator of its own, some due and (by default as many) not due. Not a test: timings
// depend on the machine. Run it with
//   node --import tsx measure/retentionRun.ts [-- <due> <emulator port> <not due>]
// A year's worth: 2000 due (a run's budget) and 98000 not, 100,000 finished in all.
// Reads are counted as Firestore bills them: a document a query or lookup returns is one read, and
// a query that returns nothing is still one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Query, Timestamp, Transaction, type Firestore } from 'firebase-admin/firestore';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { uploadPathFor } from '#domain/uploads';
import { localDiskStore } from '#server/blobs/localDisk.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { runRetention } from '#server/retention/run.ts';
import { RETENTION_RULES } from '#server/retention/rules.ts';
import { stack } from './projectScripts.ts';

const due = Number(process.argv[2] ?? 2_000);
const port = Number(process.argv[3] ?? 8094);
const notDue = Number(process.argv[4] ?? due);
const DAY = 24 * 60 * 60 * 1000;

let reads = 0;
const count = (snapshot: { size?: number }) => {
  reads += typeof snapshot.size === 'number' ? Math.max(snapshot.size, 1) : 1;
  return snapshot;
};
const queryGet = Query.prototype.get;
Query.prototype.get = async function (this: Query) {
  return count(await queryGet.call(this));
} as typeof Query.prototype.get;
const transactionGet = Transaction.prototype.get;
Transaction.prototype.get = async function (this: Transaction, ...args: unknown[]) {
  return count(
    (await (transactionGet as (...a: unknown[]) => Promise<{ size?: number }>).apply(this, args)) as never,
  );
} as typeof Transaction.prototype.get;

/**
 * `total` business licence applications, each with a two-page lease, finished `days` ago; the
 * lease's files are written only `withFiles` (those not due are never opened).
 */
async function seed(
  db: Firestore,
  blobs: ReturnType<typeof localDiskStore>,
  total: number,
  days: number,
  withFiles = true,
) {
  const collection = db.collection(APPLICATION_COLLECTIONS.business);
  for (let start = 0; start < total; start += 250) {
    const batch = db.batch();
    const files: Promise<boolean>[] = [];
    for (let i = start; i < Math.min(total, start + 250); i += 1) {
      const pages = [0, 1].map(() => uploadPathFor('business', randomBytes(16).toString('hex'), 'pdf'));
      for (const page of withFiles ? pages : [])
        files.push(blobs.put(page, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf'));
      batch.set(collection.doc(), {
        ...VALID_APPLICATIONS.business(),
        ...newApplicationMeta('business', { lang: 'en' }),
        lordAttach: pages,
        status: 'completed',
        createdAt: Timestamp.fromMillis(Date.now() - (days + 30) * DAY),
        finishedAt: Timestamp.fromMillis(Date.now() - days * DAY),
        retention: { documents: null, results: null, personal: null },
      });
    }
    await Promise.all([batch.commit(), ...files]);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retention-measure-'));
const emulator = await stack.startFirestore({ port, logFile: path.join(dataDir, 'firestore.log') });
try {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const { db } = initFirebaseAdmin('demo-apply-tz');
  const blobs = localDiskStore(path.join(dataDir, 'blobs'));
  const period = RETENTION_RULES.documents.defaultDays;
  await seed(db, blobs, due, period + 10);
  await seed(db, blobs, notDue, period - 10, false);
  const periods = {
    documents: period,
    results: RETENTION_RULES.results.defaultDays,
    personal: RETENTION_RULES.personal.defaultDays,
  };

  reads = 0;
  let started = performance.now();
  const dry = await runRetention(db, blobs, { periods, dryRun: true, budget: due });
  const dryMs = performance.now() - started;
  const dryReads = reads;

  reads = 0;
  started = performance.now();
  const totals = await runRetention(db, blobs, { periods, budget: due });
  const ms = performance.now() - started;
  const runReads = reads;

  reads = 0;
  started = performance.now();
  await runRetention(db, blobs, { periods, budget: due });
  const emptyMs = performance.now() - started;

  console.log(
    JSON.stringify(
      {
        seeded: { due, notDue },
        dryRun: { listed: dry.items.length, ms: Math.round(dryMs), reads: dryReads },
        run: {
          removed: totals.removed,
          files: totals.files,
          blobsDeleted: totals.blobsDeleted,
          errors: totals.errors,
          ms: Math.round(ms),
          reads: runReads,
          readsPerApplication: +(runReads / due).toFixed(2),
          msPerApplication: +(ms / due).toFixed(2),
        },
        nothingDue: { ms: Math.round(emptyMs), reads },
      },
      null,
      2,
    ),
  );
} finally {
  emulator.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
