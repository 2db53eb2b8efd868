// Whose budget a request spends: the client's address as the proxies in front report it, never one
// the client writes itself. Through the Hosting stand-in (which calls from 127.0.0.2, its address
// of its own) and straight at the API's own address, a client that writes a new X-Forwarded-For on
// every request still runs out of its one budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '#server/http/rateLimit/limits.ts';
import { startHostingProxy, type HostingProxy } from '../support/hostingProxy.ts';
import { request as httpRequest } from 'node:http';
import { awayFromWindowEdge, csrfPair } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';

const HOSTING_ADDRESS = '127.0.0.2';
let api: Awaited<ReturnType<typeof startApi>>;
let hosting: HostingProxy;

beforeAll(async () => {
  api = await startApi({
    TRUST_PROXY_HOPS: '1',
    HOSTING_PROXY_RANGES: HOSTING_ADDRESS,
    RATE_LIMIT_SCALE: '1',
  });
  hosting = await startHostingProxy({ target: api.url, localAddress: HOSTING_ADDRESS });
});
afterAll(async () => {
  await hosting?.close();
  await api?.close();
});

let forged = 0;
/** An address the client makes up, a new one on every request. */
const madeUp = () => `198.51.100.${(forged += 1) % 250}, 203.0.113.${forged % 250}`;

/** A loopback address of the test's own, so no other test's traffic shares its budget. */
const ownAddress = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;

/** A JSON POST from `localAddress`, answered with its status. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const sent = httpRequest(url, { method: 'POST', localAddress, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Sends, from one address of its own, one more request than the budget allows, each with a
 * made-up X-Forwarded-For; answers the statuses.
 */
async function overBudget(base: string, path: string, budget: { limit: number; windowMs: number }) {
  await awayFromWindowEdge(budget.windowMs);
  const { cookie, token } = await csrfPair(base);
  const client = ownAddress();
  const body = JSON.stringify({ firstName: 'Made', lastName: 'Up' });
  const statuses: number[] = [];
  for (let sent = 0; sent <= budget.limit; sent += 1) {
    const headers = {
      cookie,
      'X-XSRF-TOKEN': token,
      'Content-Type': 'application/json',
      'X-Forwarded-For': madeUp(),
    };
    statuses.push(await postFrom(client, base + path, headers, body));
  }
  return statuses;
}

describe('the rate-limit key', () => {
  it('through Hosting is the address Hosting saw, whatever the client wrote before it', async () => {
    const statuses = await overBudget(hosting.url, '/api/tin/duplicates', BUDGETS.tinDuplicates);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);

  it("at the function's own address is the caller's, whatever X-Forwarded-For says", async () => {
    const statuses = await overBudget(api.url, '/api/track', BUDGETS.track);
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);
});
