// Creating applications with the limits as deployed, from the people one address stands for on a
// campaign day: an internet café's queue, each on the app with App Check's token, and an agent
// signed in to their account, beside a script that sends the same from an address without tokens.
// Reached as Firebase Hosting reaches the API: the client's address is the last in X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { proposedAan } from '#domain/aan';
import { newDocumentId } from '#domain/reference';
import { APP_CHECK_HEADER } from '#server/http/appCheck.ts';
import { BUDGETS, CALLER_FACTOR } from '#server/http/rateLimit/limits.ts';
import { signedInAgent } from '../support/agents.ts';
import { appCheckStandIn } from '../support/appCheckStandIn.ts';
import { awayFromWindowEdge, postJson } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';
import { anonymousApplicant } from '../support/users.ts';
import { messageBacklogFrom } from '../support/messageBacklog.ts';

const standIn = appCheckStandIn();
const projectId = process.env.FIREBASE_PROJECT_ID ?? '';
const appId = '1:123456789:web:abc123';
const APPLICANTS_BEHIND_ONE_ADDRESS = 100;
const IN_FLIGHT = 6;
let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi(
    // The budgets as deployed, App Check checked but not required (as while it is being rolled out).
    { TRUST_PROXY_HOPS: '1', RATE_LIMIT_SCALE: '1', APP_CHECK: 'monitor', APP_CHECK_SITE_KEY: 'site-key' },
    { verifyAppCheck: standIn.verifierFor(projectId) },
  );
});
const backlog = messageBacklogFrom();
afterAll(async () => {
  await api?.close();
  await backlog.clear();
}, 120_000);

let addresses = 0;
const newAddress = () => `198.51.100.${(addresses += 1)}`;

/** A TIN application from `address`, as the app sends it: its device's ID token, and what else. */
async function apply(address: string, idToken: string, headers: Record<string, string> = {}) {
  const body = { id: newDocumentId(), lang: 'en', answers: VALID_APPLICATIONS.tin() };
  const sent = await postJson('/api/applications/tin', body, api.url, {
    'X-Forwarded-For': address,
    authorization: `Bearer ${idToken}`,
    ...headers,
  });
  return sent.status;
}

/**
 * Sends `count` applications, `inFlight` at a time, each by the caller `send` makes for it. One at
 * a time where the test counts exactly: two requests landing together may each count the other's
 * hit (docs/decisions/0002-rate-limits-in-firestore.md), which refuses one early, never one late.
 */
async function sendMany(count: number, send: (index: number) => Promise<number>, inFlight = IN_FLIGHT) {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) statuses.push(await send(index));
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return statuses;
}

const created = (statuses: number[]) => statuses.filter((status) => status === 201).length;
const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe('application limits by caller', () => {
  it('takes 100 applicants behind one address in an hour when their app proves itself', async () => {
    expect(APPLICANTS_BEHIND_ONE_ADDRESS).toBeGreaterThan(BUDGETS.applications.limit);
    expect(APPLICANTS_BEHIND_ONE_ADDRESS).toBeLessThanOrEqual(BUDGETS.applications.limit * CALLER_FACTOR);
    await awayFromWindowEdge(BUDGETS.applications.windowMs, 120_000);
    const cafe = newAddress();
    const statuses = await sendMany(APPLICANTS_BEHIND_ONE_ADDRESS, async () => {
      const applicant = await anonymousApplicant();
      return apply(cafe, applicant.idToken, { [APP_CHECK_HEADER]: standIn.issue({ appId, projectId }) });
    });
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  }, 300_000);

  it('stops a script without tokens at the address budget, forged tokens included', async () => {
    await awayFromWindowEdge(BUDGETS.applications.windowMs, 120_000);
    const script = newAddress();
    const attempts = BUDGETS.applications.limit + 10;
    const statuses = await sendMany(
      attempts,
      async (index) => {
        const device = await anonymousApplicant();
        const forged: Record<string, string> =
          index % 2 ? { [APP_CHECK_HEADER]: standIn.issue({ appId, projectId }, standIn.otherKey()) } : {};
        return apply(script, device.idToken, forged);
      },
      1,
    );
    expect(created(statuses)).toBe(BUDGETS.applications.limit);
    expect(refused(statuses)).toBe(attempts - BUDGETS.applications.limit);
  }, 300_000);

  it('counts a signed-in agent by their account, not the address they share', async () => {
    await awayFromWindowEdge(BUDGETS.applications.windowMs, 120_000);
    const office = newAddress();
    // The office's address has spent its budget on tokenless sends.
    const spent = await sendMany(
      BUDGETS.applications.limit + 1,
      async () => apply(office, (await anonymousApplicant()).idToken),
      1,
    );
    expect(refused(spent)).toBe(1);

    const agent = await signedInAgent(proposedAan());
    const byAgent = await sendMany(BUDGETS.applications.limit + 5, async () => apply(office, agent.idToken));
    expect(byAgent.filter((status) => status !== 201)).toEqual([]);

    // And one person's device is still held to its own day's budget, whatever the address.
    const device = await anonymousApplicant();
    const byDevice = await sendMany(
      BUDGETS.applicationsPerSender.limit + 1,
      async () =>
        apply(newAddress(), device.idToken, { [APP_CHECK_HEADER]: standIn.issue({ appId, projectId }) }),
      1,
    );
    expect(refused(byDevice)).toBe(1);
  }, 300_000);
});
