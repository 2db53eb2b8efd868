// How many applications a second this machine's stack takes without refusing one or losing a
// transaction, and which document they write most. An API of its own (creationApi.ts: the real
// app, every commit's documents counted) on the bench's emulators; applications sent at a steady
// rate, step by step, each from an address of its own (as Hosting reports it) by one of many
// applicants, as a campaign's peak comes, with the real per-client budgets. Bounded: a warm-up,
// eight steps of six seconds at most, ending at the first the stack cannot sustain, then as many
// more as the busiest document's share needs to be read (a shard of 64 takes one write in 64).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { CSRF_HEADER } from '#domain/http';
import { newDocumentId } from '#domain/reference';
import { ROOT } from './config.ts';
import { csrfCookies } from './csrf.ts';
import type { CreationApiCounts } from './creationApi.ts';
import type { BenchStack } from './stack.ts';

/** Creations a second, in turn, each for STEP_SECONDS. */
const RATES = [5, 10, 20, 30, 40, 50, 60, 80];
const STEP_SECONDS = 6;
/** Sent first and not measured: the API's first requests open its connections and compile its code. */
const WARM_UP = 20;
/** Creations the busiest document's share is read over, at the least: sent eight at a time after the steps. */
const SHARE_OVER = 400;
/** The peak the product is built for, and what Firestore sustains on one document. */
export const PEAK_PER_SECOND = 50;
/** Applicants sending them: each may send 30 a day, the real budget. */
const APPLICANTS = 150;
/** An answer slower than this, or fewer answers a second than this share of the rate: not sustained. */
const SLOWEST_MS = 1_500;
const KEPT_UP = 0.9;

export type CreationStep = {
  offered: number;
  sent: number;
  created: number;
  /** Answered 4xx: a limit or a check refused it. */
  refused: number;
  /** Answered 5xx, or not at all: a transaction gave up, or the API fell over. */
  failed: number;
  /** Commits Firestore refused in the step (contended attempts a transaction ran again, or gave up on). */
  refusedCommits: number;
  achieved: number;
  latencyMs: { p50: number; p99: number };
  sustained: boolean;
};

export type CreationRate = {
  steps: CreationStep[];
  /** The highest rate every creation of a step succeeded at, answered in time; 0 when none did. */
  sustainedPerSecond: number;
  creations: number;
  commits: number;
  /** Commits Firestore refused (contended attempts a transaction ran again, or gave up on). */
  refusedCommits: number;
  /** The document written most, its share of the creations, and its writes a second at the peak. */
  hottest: { path: string; writes: number; share: number; perSecondAtPeak: number };
  busiest: [string, number][];
  seconds: number;
};

function startApi(bench: BenchStack): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'measure', 'creationApi.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...bench.env,
      // The client's address is the one Hosting puts last in X-Forwarded-For; the real budgets.
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_SCALE: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) =>
      reject(new Error(`The creation API exited with ${code} before it listened.`)),
    );
  });
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

/** Anonymous applicants, signed up as the app signs a device up. */
async function applicants(count: number): Promise<string[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const signUp = async () => {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    return ((await response.json()) as { idToken: string }).idToken;
  };
  const tokens: string[] = [];
  for (let next = 0; next < count; next += 10) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(10, count - next) }, signUp))));
  }
  return tokens;
}

/** The CSRF cookies and header the app sends, from the API's first answer. */
async function csrfHeaders(url: string) {
  const { cookie, token } = await csrfCookies(url);
  return { cookie, [CSRF_HEADER]: token };
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]! : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Sender = (n: number) => Promise<{ status: number; ms: number }>;

/** Sends the n-th application: its own address, one of the applicants, a new draft id. */
function sender(url: string, tokens: string[], csrf: Record<string, string>): Sender {
  return async (n) => {
    const sent = performance.now();
    try {
      const response = await fetch(`${url}/api/applications/tin`, {
        method: 'POST',
        headers: {
          ...csrf,
          'Content-Type': 'application/json',
          authorization: `Bearer ${tokens[n % tokens.length]}`,
          'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ id: newDocumentId(), lang: 'en', answers: VALID_APPLICATIONS.tin() }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    } catch {
      return { status: 0, ms: performance.now() - sent };
    }
  };
}

/** Sends `count` applications, `inFlight` at a time, as fast as they are answered. */
async function closedLoop(send: Sender, first: number, count: number, inFlight: number) {
  let next = 0;
  const statuses: number[] = [];
  const lane = async () => {
    while (next < count) statuses.push((await send(first + next++)).status);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return statuses.filter((status) => status === 201).length;
}

/** Sends `rate` creations a second for STEP_SECONDS, each when it is due, whatever the answers. */
async function step(send: Sender, rate: number, first: number) {
  const total = rate * STEP_SECONDS;
  const outcomes: { status: number; ms: number }[] = [];
  const started = performance.now();
  const sending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    sending.push(send(first + index).then((outcome) => void outcomes.push(outcome)));
  }
  await Promise.all(sending);
  const seconds = (performance.now() - started) / 1000;
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const created = outcomes.filter((outcome) => outcome.status === 201).length;
  const refused = outcomes.filter((outcome) => outcome.status >= 400 && outcome.status < 500).length;
  return {
    offered: rate,
    sent: total,
    created,
    refused,
    failed: total - created - refused,
    achieved: Math.round((created / seconds) * 10) / 10,
    latencyMs: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) },
  };
}

export async function measureCreationRate(bench: BenchStack): Promise<CreationRate> {
  const started = performance.now();
  const { child, url } = await startApi(bench);
  try {
    const send = sender(url, await applicants(APPLICANTS), await csrfHeaders(url));
    await closedLoop(send, 0, WARM_UP, 4);
    await ask(child, 'reset');
    let sent = WARM_UP;
    const steps: CreationStep[] = [];
    for (const rate of RATES) {
      const refusedBefore = (await ask<CreationApiCounts>(child, 'counts')).refused;
      const done = await step(send, rate, sent);
      const refusedCommits = (await ask<CreationApiCounts>(child, 'counts')).refused - refusedBefore;
      sent += done.sent;
      const sustained =
        done.created === done.sent && done.latencyMs.p99 <= SLOWEST_MS && done.achieved >= KEPT_UP * rate;
      steps.push({ ...done, refusedCommits, sustained });
      console.log(
        `  ${rate}/s: ${done.created} of ${done.sent} created (${done.achieved}/s), ${done.refused} refused, ` +
          `${done.failed} failed, ${refusedCommits} commits refused, p50 ${done.latencyMs.p50} ms, ` +
          `p99 ${done.latencyMs.p99} ms${sustained ? '' : ': not sustained'}`,
      );
      if (!sustained) break;
    }
    let creations = steps.reduce((sum, each) => sum + each.created, 0);
    // Enough creations for one write in 64 to show as what it is.
    if (creations < SHARE_OVER) creations += await closedLoop(send, sent, SHARE_OVER - creations, 8);
    const counts = await ask<CreationApiCounts>(child, 'counts');
    const [path, writes] = counts.busiest[0] ?? ['', 0];
    const share = creations ? writes / creations : 0;
    return {
      steps,
      sustainedPerSecond: Math.max(0, ...steps.filter((each) => each.sustained).map((each) => each.offered)),
      creations,
      commits: counts.commits,
      refusedCommits: counts.refused,
      hottest: { path, writes, share, perSecondAtPeak: Math.round(share * PEAK_PER_SECOND * 100) / 100 },
      busiest: counts.busiest,
      seconds: Math.round((performance.now() - started) / 1000),
    };
  } finally {
    child.send('stop');
  }
}
