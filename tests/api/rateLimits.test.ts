// The per-client limits with their real budgets, on two instances of the API sharing one Firestore
// (function instances share no memory), reached as Firebase Hosting reaches them: the client's
// address is the last one in X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipKeyGenerator } from 'express-rate-limit';
import { FirestoreRateLimitStore } from '#server/http/rateLimit/firestoreStore.ts';
import { BUDGETS } from '#server/http/rateLimit/limits.ts';
import { MAX_UPLOAD_BYTES } from '#domain/uploads';
import { adminServices } from '../support/admin.ts';
import { startHostingProxy, type HostingProxy } from '../support/hostingProxy.ts';
import { awayFromWindowEdge, csrfPair, request, type Answer } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';

type Api = Awaited<ReturnType<typeof startApi>>;
let instances: Api[] = [];
let hosting: HostingProxy;

beforeAll(async () => {
  const settings = { TRUST_PROXY_HOPS: '1', RATE_LIMIT_SCALE: '1' };
  instances = await Promise.all([startApi(settings), startApi(settings)]);
  hosting = await startHostingProxy({ target: instances[0]!.url });
});
afterAll(async () => {
  await hosting?.close();
  await Promise.all(instances.map((api) => api.close()));
});

let clients = 0;
/** A client address of its own for each test, as Hosting would report it. */
const newClient = () => `203.0.113.${(clients += 1)}`;

// One CSRF pair per instance, as a browser keeps its cookies: a pair before each request would
// double the requests a budget takes to spend, and /api/csrf counts against no limit.
const pairs = new Map<string, ReturnType<typeof csrfPair>>();

async function from(client: string, instance: number, method: string, path: string, init: RequestInit = {}) {
  const base = instances[instance % instances.length]!.url;
  if (!pairs.has(base)) pairs.set(base, csrfPair(base));
  const { cookie, token } = await pairs.get(base)!;
  const headers = { cookie, 'X-XSRF-TOKEN': token, 'X-Forwarded-For': client, ...init.headers };
  return request(path, { method, ...init, headers }, base);
}

const json = (body: unknown): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Spends a whole budget, alternating instances, and returns the answer to one request more. */
async function exhaust(
  { limit, windowMs }: { limit: number; windowMs: number },
  send: (instance: number) => Promise<Answer>,
) {
  await awayFromWindowEdge(windowMs);
  for (let sent = 0; sent < limit; sent += 1) {
    const answer = await send(sent);
    expect(answer.status, `request ${sent + 1} of ${limit}`).not.toBe(429);
  }
  return send(limit);
}

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: expect.stringMatching(/too many/i), code: 'rateLimited' });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
}

describe('per-client limits, shared by every instance', () => {
  it('the TIN duplicate check: over the budget, 429 with Retry-After; another client is unaffected', async () => {
    const client = newClient();
    const names = json({ firstName: 'Rate', lastName: 'Limited' });
    const over = await exhaust(BUDGETS.tinDuplicates, (i) =>
      from(client, i, 'POST', '/api/tin/duplicates', names),
    );
    expectRefused(over);
    const other = await from(newClient(), 0, 'POST', '/api/tin/duplicates', names);
    expect(other.status).toBe(200);
  }, 120_000);

  it('starting payments counts every attempt, valid or not', async () => {
    const client = newClient();
    const over = await exhaust(BUDGETS.paymentStart, (i) =>
      from(client, i, 'POST', '/api/payments', json({})),
    );
    expectRefused(over);
  }, 120_000);

  it('My applications, however the request is answered', async () => {
    const client = newClient();
    const over = await exhaust(BUDGETS.myApplications, (i) => from(client, i, 'GET', '/api/my-applications'));
    expectRefused(over);
    expect((await from(newClient(), 0, 'GET', '/api/my-applications')).status).toBe(401);
  }, 120_000);

  it('the payment status lookup and the webhook', async () => {
    const client = newClient();
    expectRefused(
      await exhaust(BUDGETS.paymentStatus, (i) => from(client, i, 'GET', '/api/payments/ATZ-no-such-order')),
    );
    // The webhook is counted per order: the gateway sends every order's from the same addresses.
    const gateway = newClient();
    const order = `ATZ-flood-${Date.now()}`;
    expectRefused(
      await exhaust(BUDGETS.paymentWebhook, (i) =>
        from(gateway, i, 'POST', '/api/payments/webhook', json({ order_id: order })),
      ),
    );
    const another = await from(gateway, 0, 'POST', '/api/payments/webhook', json({ order_id: `${order}-2` }));
    expect(another.status).toBe(200);
  }, 120_000);

  it('uploads, by count and by bytes', async () => {
    const client = newClient();
    const small = () => {
      const form = new FormData();
      form.append('area', 'tin');
      form.append('file', new Blob(['not a pdf']), 'x.pdf');
      return { body: form };
    };
    expectRefused(await exhaust(BUDGETS.uploads, (i) => from(client, i, 'POST', '/api/uploads', small())));

    // Big files spend the byte budget long before the count: each is refused as not a PDF, but
    // its bytes were received all the same.
    const heavy = newClient();
    const big = () => {
      const form = new FormData();
      form.append('area', 'tin');
      form.append('file', new Blob([new Uint8Array(MAX_UPLOAD_BYTES - 1024)]), 'big.pdf');
      return { body: form };
    };
    const files = Math.floor(BUDGETS.uploadBytes.limit / MAX_UPLOAD_BYTES);
    const byFiles = { limit: files, windowMs: BUDGETS.uploadBytes.windowMs };
    expectRefused(await exhaust(byFiles, (i) => from(heavy, i, 'POST', '/api/uploads', big())));
  }, 120_000);
});

describe('the address a limit counts, behind Hosting', () => {
  it('is the one Hosting saw: an X-Forwarded-For written by the client does not buy more', async () => {
    // Every other suite reaches its API from this machine's address too: start from zero.
    await new FirestoreRateLimitStore(adminServices().db, 'tinDuplicates').resetKey(
      ipKeyGenerator('127.0.0.1'),
    );
    const send = async (index: number) => {
      const { cookie, token } = await csrfPair(hosting.url);
      return request(
        '/api/tin/duplicates',
        {
          method: 'POST',
          headers: {
            cookie,
            'X-XSRF-TOKEN': token,
            'Content-Type': 'application/json',
            // A new made-up address on every request.
            'X-Forwarded-For': `198.51.100.${index % 250}`,
          },
          body: JSON.stringify({ firstName: 'Spoofed', lastName: 'Address' }),
        },
        hosting.url,
      );
    };
    // Suites running beside this one reach the API from this machine's address too, so the refusal
    // may come before the budget is spent here; what matters is that the made-up addresses do not
    // put it off past the budget.
    await awayFromWindowEdge(BUDGETS.tinDuplicates.windowMs);
    let answer = await send(0);
    for (let sent = 1; answer.status !== 429 && sent <= BUDGETS.tinDuplicates.limit; sent += 1)
      answer = await send(sent);
    expectRefused(answer);
  }, 120_000);
});
