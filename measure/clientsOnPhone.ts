// My clients on the slow-phone profile: the bench's agent with thousands of applications, signed in
// on a phone whose app is installed (its service worker holds the screens), opens My clients on
// slow 4G with the CPU four times slower. Timed from the navigation to the first client's card, and
// to the views' counts, which may come later. Run by `npm run bench` (its "agent" section).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { COLLECTIONS } from '#domain/kinds';
import { initFirebaseAdmin } from '#server/firebase.ts';

/** What "quick" means for the list on a slow phone: the first card within two seconds. */
export const CLIENTS_ON_PHONE_BUDGET_MS = 2_000;
const RUNS = 5;
const PHONE = { width: 360, height: 740 };
/** Lighthouse's mobile profile: slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms) and a 4× slower CPU. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export type ClientsOnPhone = {
  profile: string;
  runs: number;
  /** Each run's time to the first card, and to the counts, in ms; their medians. */
  listMs: number[];
  /** Each run's request for the list: when it was sent and when its answer had arrived. */
  listRequestMs: [number, number][];
  countsMs: number[];
  medianListMs: number;
  medianCountsMs: number;
  budgetMs: number;
  withinBudget: boolean;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** A password account for the agent `aan`, as an admin's account creation leaves it. */
async function agentAccount(projectId: string, aan: string) {
  const { auth, db } = initFirebaseAdmin(projectId);
  const email = `${aan.toLowerCase()}@agents.example.tz`;
  const password = 'bench-agent-password';
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password }));
  await db.collection(COLLECTIONS.users).doc(user.uid).set({ uid: user.uid, email, role: 'agent', aan });
  await db.collection(COLLECTIONS.agents).doc(aan).set({ uid: user.uid, email }, { merge: true });
  return { email, password };
}

/** Milliseconds since the page's navigation began, read in the page (a string: see repeatVisit.ts). */
const sinceNavigation = (page: Page) => page.evaluate<number>('performance.now()');

/** When the page asked for the list and when its answer had arrived, in ms since the navigation. */
const listRequest = (page: Page) =>
  page.evaluate<[number, number]>(`(() => {
    const entry = performance.getEntriesByType('resource').filter((each) => each.name.includes('/api/agent/clients')).at(-1);
    return entry ? [Math.round(entry.startTime), Math.round(entry.responseEnd)] : [-1, -1];
  })()`);

export async function measureClientsOnPhone(options: {
  baseUrl: string;
  chromiumPath: string;
  projectId: string;
  aan: string;
}): Promise<ClientsOnPhone> {
  const { email, password } = await agentAccount(options.projectId, options.aan);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'apply-tz-clients-phone-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
    serviceWorkers: 'allow',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const listMs: number[] = [];
  const countsMs: number[] = [];
  const listRequestMs: [number, number][] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Signed in, unthrottled: what is measured is a day's later visits, not the first one.
    await page.goto(`${options.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${options.baseUrl}/agent`, { waitUntil: 'commit' });
      await page.getByRole('article').first().waitFor({ timeout: 60_000 });
      listMs.push(Math.round(await sinceNavigation(page)));
      listRequestMs.push(await listRequest(page));
      await page.getByRole('button', { name: /^To pay \(\d+\)$/ }).waitFor({ timeout: 60_000 });
      countsMs.push(Math.round(await sinceNavigation(page)));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const medianListMs = median(listMs);
  return {
    profile: `${PHONE.width} px phone, slow 4G (1.6 Mbit/s, 150 ms), CPU ${CPU_SLOWDOWN}× slower, app installed`,
    runs: RUNS,
    listMs,
    listRequestMs,
    countsMs,
    medianListMs,
    medianCountsMs: median(countsMs),
    budgetMs: CLIENTS_ON_PHONE_BUDGET_MS,
    withinBudget: medianListMs <= CLIENTS_ON_PHONE_BUDGET_MS,
  };
}

export const describeClientsOnPhone = (phone: ClientsOnPhone) =>
  `My clients on a slow phone: first card median ${phone.medianListMs} ms (${phone.listMs.join(', ')}), ` +
  `counts ${phone.medianCountsMs} ms; the list asked for and answered at ` +
  `${phone.listRequestMs.map(([sent, answered]) => `${sent}–${answered}`).join(', ')} ms; budget ${phone.budgetMs} ms: ${phone.withinBudget ? 'OK' : 'OVER'}`;
