// Over ten thousand malformed requests against every API route, and as many against the routes
// that create, with and without an applicant's token: each answer is a 4xx JSON `{message}` (429
// once a client is over its limit), the server stays up, and nothing is written.
// All traffic goes to APIs on 127.0.0.1; the test API believes one proxy hop, so each request
// says which client it comes from in X-Forwarded-For, as Hosting would.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../server/http/rateLimit/limits.ts';
import { validFeedback, VALID_APPLICATIONS } from '../../src/domain/fixtures.ts';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '../../src/domain/kinds.ts';
import { newDocumentId } from '../../src/domain/reference.ts';
import { adminServices } from '../support/admin.ts';
import { API_URL, awayFromWindowEdge, csrfPair } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';
import { anonymousApplicant } from '../support/users.ts';

const SEED = 20261122;
const PER_ROUTE = 720;
const IN_FLIGHT = 6;

/** Every state-changing route, and the GET routes that take input in their path. */
const ROUTES: Array<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/payments' },
  { method: 'POST', path: '/api/payments/reconcile' },
  { method: 'POST', path: '/api/uploads' },
  { method: 'POST', path: '/api/tin/duplicates' },
  { method: 'POST', path: '/api/track' },
  { method: 'POST', path: '/api/receipts' },
  { method: 'POST', path: '/api/applications/visa/x1/status' },
  { method: 'POST', path: '/api/applications/tin/x1/events' },
  { method: 'DELETE', path: '/api/applications/brela/x1' },
  { method: 'POST', path: '/api/exports' },
  { method: 'PUT', path: '/api/payments' },
  { method: 'PATCH', path: '/api/uploads' },
  { method: 'POST', path: '/api/sandbox/checkout/ATZ-nope/approve' },
  { method: 'GET', path: '/api/payments/:hostile' },
  { method: 'GET', path: '/api/files/business-forms/:hostile' },
  { method: 'GET', path: '/api/applications/visa/:hostile/events' },
  { method: 'GET', path: '/api/sandbox/checkout/:hostile' },
];

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE x; --",
    '${7*7}',
    '\u0000',
  ),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);
const hostileJson = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom(
      'phone',
      'amount',
      'order_id',
      'applicationKind',
      'applicationId',
      'area',
      'firstName',
      'lastName',
      'status',
      'type',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      hostileText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.anything()),
    ),
  ),
);
type Shape = { body: string; contentType: string; withCsrf: boolean };
const shapes: fc.Arbitrary<Shape> = fc.oneof(
  hostileJson.map((value) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    withCsrf: true,
  })),
  hostileText.map((text) => ({ body: text, contentType: 'application/json', withCsrf: true })),
  hostileText.map((text) => ({ body: text, contentType: 'multipart/form-data; boundary=x', withCsrf: true })),
  hostileText.map((text) => ({ body: text, contentType: 'text/plain', withCsrf: true })),
  hostileJson.map((value) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    withCsrf: false,
  })),
);

/** A GET whose path is sent exactly as written: fetch() would resolve the dot segments first. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(API_URL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: 'GET', headers: { accept: 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function counts() {
  const { db } = adminServices();
  const collections = [
    'payments',
    'applicationEvents',
    'exportEvents',
    'businessForms',
    'uploads',
    'feedbacks',
    'references',
    'notifications',
    ...Object.values(APPLICATION_COLLECTIONS),
  ];
  const sizes = await Promise.all(
    collections.map(async (name) => (await db.collection(name).count().get()).data().count),
  );
  return Object.fromEntries(collections.map((name, i) => [name, sizes[i]]));
}

type Job = { route: { method: string; path: string }; shape: Shape; client: string; token?: string };

/**
 * Sends every job, IN_FLIGHT at a time. `problems`: answers that were not a 4xx JSON message
 * without a stack; `refused`: how many 429s each route gave.
 */
async function sendAll(base: string, jobs: Job[], accept: (status: number) => boolean) {
  const { cookie, token } = await csrfPair(base);
  const problems: string[] = [];
  const refused: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { route, shape, client } = job;
      const headers: Record<string, string> = {
        'Content-Type': shape.contentType,
        'X-Forwarded-For': client,
      };
      if (shape.withCsrf) Object.assign(headers, { cookie, 'X-XSRF-TOKEN': token });
      if (job.token) headers.authorization = `Bearer ${job.token}`;
      const hasBody = route.method !== 'GET';
      const path = route.path.replace(':hostile', encodeURIComponent(shape.body.slice(0, 300)) || 'x');
      const response = await fetch(base + path, {
        method: route.method,
        headers,
        body: hasBody ? shape.body : undefined,
      });
      const text = await response.text();
      if (response.status === 429) {
        const key = `${route.method} ${route.path}`;
        refused[key] = (refused[key] ?? 0) + 1;
        if (!(Number(response.headers.get('retry-after')) > 0))
          problems.push(`${key} 429 without Retry-After`);
      }
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (!accept(response.status) || typeof message !== 'string' || /\n\s+at /.test(text)) {
        problems.push(`${route.method} ${path.slice(0, 80)} ${response.status} ${text.slice(0, 120)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { problems, refused };
}

const isClientError = (status: number) => status >= 400 && status < 500;

let limited: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  limited = await startApi({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_SCALE: '1' });
});
afterAll(() => limited?.close());

/** The routes a client pays for in Firestore reads or gateway calls, each behind a limit. */
const LIMITED_ROUTES = [
  { method: 'POST', path: '/api/payments', budget: BUDGETS.paymentStart },
  { method: 'POST', path: '/api/uploads', budget: BUDGETS.uploads },
  { method: 'POST', path: '/api/tin/duplicates', budget: BUDGETS.tinDuplicates },
  { method: 'POST', path: '/api/track', budget: BUDGETS.track },
  { method: 'POST', path: '/api/receipts', budget: BUDGETS.receipts },
  { method: 'GET', path: '/api/payments/:hostile', budget: BUDGETS.paymentStatus },
];

/** The routes that create: one per kind of application, and feedback. */
const CREATION_ROUTES = [
  ...APPLICATION_KINDS.map((kind) => ({ method: 'POST', path: `/api/applications/${kind}`, kind })),
  { method: 'POST', path: '/api/feedback', kind: undefined },
];

/** A value no field of any form accepts: an operator object, nested arrays, a negative number. */
const neverValid = fc.oneof(
  fc.constant({ $ne: null }),
  fc.constant([[1, { a: 1 }]]),
  fc.integer({ min: -1e9, max: -1 }),
);

/**
 * What a hostile client sends to create: anything at all, or a body of the right shape whose
 * answers are a valid application with one field spoiled, so the kind's schema itself is reached.
 */
function creationShapes(kind: ApplicationKind | undefined): fc.Arbitrary<Shape> {
  const valid = kind ? VALID_APPLICATIONS[kind]() : validFeedback();
  const spoiled = fc
    .record({
      key: fc.constantFrom(...Object.keys(valid)),
      value: neverValid,
      id: fc.oneof(fc.constant(newDocumentId()), hostileText),
      lang: fc.oneof(fc.constantFrom('en', 'sw'), hostileText),
    })
    .map(({ key, value, id, lang }) => {
      const answers = { ...valid, [key]: value };
      return kind ? { id, lang, answers } : { id, feedback: answers };
    });
  return fc.oneof(
    shapes,
    spoiled.map((value) => ({
      body: JSON.stringify(value),
      contentType: 'application/json',
      withCsrf: true,
    })),
  );
}

describe('hostile input', () => {
  it('answers over ten thousand malformed requests with a 4xx JSON message and writes nothing', async () => {
    const before = await counts();
    const jobs: Job[] = ROUTES.flatMap((route, index) =>
      fc.sample(shapes, { seed: SEED + index, numRuns: PER_ROUTE }).map((shape, n) => ({
        route,
        shape,
        // Many clients, so the limits (loosened on this API) leave most requests to the routes.
        client: `10.${index}.${n % 200}.${(n * 7) % 250}`,
      })),
    );
    expect(jobs.length).toBeGreaterThanOrEqual(10_000);
    const { problems } = await sendAll(API_URL, jobs, isClientError);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await fetch(`${API_URL}/api/health`)).status).toBe(200);
  }, 600_000);

  it('holds every limit under a storm from one client: 429 JSON with Retry-After, never a 5xx', async () => {
    for (const { budget } of LIMITED_ROUTES) await awayFromWindowEdge(budget.windowMs, 120_000);
    const before = await counts();
    const client = '192.0.2.77';
    const jobs: Job[] = LIMITED_ROUTES.flatMap((route, index) =>
      fc
        .sample(shapes, { seed: SEED + 100 + index, numRuns: 350 })
        .map((shape) => ({ route, shape, client })),
    );
    const { problems, refused } = await sendAll(limited.url, jobs, isClientError);
    expect(problems.slice(0, 10)).toEqual([]);
    for (const route of LIMITED_ROUTES) {
      const key = `${route.method} ${route.path}`;
      expect({ key, refused: (refused[key] ?? 0) > 0 }).toEqual({ key, refused: true });
    }
    expect(await counts()).toEqual(before);
  }, 420_000);

  it('answers over ten thousand malformed creations, signed in or not, with a 4xx JSON message and writes nothing', async () => {
    const before = await counts();
    const applicants = await Promise.all(Array.from({ length: 10 }, () => anonymousApplicant()));
    const tokens = [...applicants.map((applicant) => applicant.idToken), 'not-a-token', undefined];
    const jobs: Job[] = CREATION_ROUTES.flatMap((route, index) =>
      fc.sample(creationShapes(route.kind), { seed: SEED + 200 + index, numRuns: 2_000 }).map((shape, n) => ({
        route,
        shape,
        client: `10.${100 + index}.${n % 200}.${(n * 7) % 250}`,
        token: tokens[n % tokens.length],
      })),
    );
    expect(jobs.length).toBeGreaterThanOrEqual(10_000);
    const { problems } = await sendAll(API_URL, jobs, isClientError);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await fetch(`${API_URL}/api/health`)).status).toBe(200);
  }, 900_000);

  it('answers path tricks on the file and payment routes with 4xx JSON', async () => {
    const paths = [
      '/api/files/../../package.json',
      '/api/files/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/files/business-forms/%00.pdf',
      `/api/files/${'a/'.repeat(300)}x.pdf`,
      '/api/payments/..%2f..%2fusers',
      `/api/payments/${'x'.repeat(5000)}`,
      '/api/payments/<script>',
      '/api/%ZZ',
      '/api/applications/..%2fusers/x/status',
    ];
    for (const path of paths) {
      const response = await rawGet(path);
      let body: { message?: unknown } = {};
      try {
        body = JSON.parse(response.body) as { message?: unknown };
      } catch {
        // not JSON: the expectation below reports it
      }
      expect({
        path,
        status: response.status >= 400 && response.status < 500,
        message: typeof body.message,
      }).toEqual({
        path,
        status: true,
        message: 'string',
      });
    }
  });

  it('takes a webhook with any body as a trigger only: nothing is written', async () => {
    const before = await counts();
    for (const value of fc.sample(hostileJson, { seed: SEED, numRuns: 200 })) {
      const response = await fetch(`${API_URL}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(value) ?? 'null',
      });
      // 200 for anything JSON can carry; a body JSON cannot parse as an object is a 400 JSON message.
      const body = (await response.json()) as { received?: boolean; message?: string };
      expect(
        response.status === 200 ? body.received : response.status === 400 && typeof body.message,
      ).toBeTruthy();
    }
    expect(await counts()).toEqual(before);
  }, 120_000);
});
