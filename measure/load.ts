// The API under load from a second process on 127.0.0.1: one bounded autocannon run per target.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { APPLICATIONS } from '#domain/applications';
import { phonesOf } from '#domain/identity';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { LOAD, ROOT } from './config.ts';
import type { LoadJob, LoadResult, LoadTarget } from './types.ts';

const WORKER = path.join(ROOT, 'measure', 'loadWorker.ts');
const APPLICATIONS_PER_KIND = 100;

/** Unpaid seeded applications to pay for, spread over the kinds so no document becomes a hot spot. */
async function unpaidApplications(projectId: string): Promise<NonNullable<LoadJob['applications']>> {
  const { db } = initFirebaseAdmin(projectId);
  const perKind = await Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      const snapshot = await db
        .collection(APPLICATION_COLLECTIONS[kind])
        .where('paymentStatus', '==', 'unpaid')
        .limit(APPLICATIONS_PER_KIND)
        .get();
      // Paid for as from another device: with the reference and phone that prove it is the payer's.
      return snapshot.docs.map((doc) => ({
        kind,
        id: doc.id,
        proof: { reference: doc.get('reference') as string, phone: applicantPhone(kind, doc.data()) },
      }));
    }),
  );
  // Interleaved, so consecutive requests touch different collections.
  return perKind[0]!.flatMap((_, i) => perKind.map((list) => list[i]).filter((entry) => entry !== undefined));
}

function applicantPhone(kind: ApplicationKind, record: Record<string, unknown>): string {
  const [phone] = phonesOf(APPLICATIONS[kind].identity, record);
  if (!phone) throw new Error(`A seeded ${kind} application has no applicant phone.`);
  return phone;
}

function runWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(job)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`The load worker for ${job.target} exited with ${code}.`));
      try {
        resolve(JSON.parse(output) as LoadResult);
      } catch {
        reject(new Error(`The load worker for ${job.target} printed no result: ${output.slice(0, 200)}`));
      }
    });
  });
}

export async function runLoad(options: { baseUrl: string; projectId: string }): Promise<LoadResult[]> {
  const applications = await unpaidApplications(options.projectId);
  const targets: LoadTarget[] = ['health', 'payments', 'upload'];
  const results: LoadResult[] = [];
  for (const target of targets) {
    console.log(`  autocannon ${target}: ${LOAD.durationSeconds} s, ${LOAD.connections} connections…`);
    const result = await runWorker({
      target,
      baseUrl: options.baseUrl,
      ...LOAD,
      ...(target === 'payments' ? { applications } : {}),
    });
    console.log(
      `    ${Math.round(result.rpsAverage)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    results.push(result);
  }
  return results;
}
