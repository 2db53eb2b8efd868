// Malformed requests against every API route, and against the routes that create, with and without
// an applicant's token: each answer is a 4xx JSON `{message}` (429 once a client is over its limit),
// the server stays up, and nothing is written. Every route gets every kind of malformed body (a
// sample of each, so a route is never left to chance), and every field of every form is spoiled
// once; the sample is bounded so the whole file takes seconds.
// All traffic goes to APIs on 127.0.0.1; the test API believes one proxy hop, so each request
// says which client it comes from in X-Forwarded-For, as Hosting would.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '#server/http/rateLimit/limits.ts';
import { validFeedback, VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { newDocumentId } from '#domain/reference';
import { adminServices } from '../support/admin.ts';
import { API_URL, awayFromWindowEdge, csrfPair } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';
import type { ApiRoute } from '../support/apiRoutes.ts';
import { anonymousApplicant } from '../support/users.ts';

const SEED = 20261122;
/** Requests per route of each kind of malformed body (shapeKinds). */
const PER_KIND = 8;
/** Requests over a route's budget in the storm, so that every limit is reached. */
const OVER_BUDGET = 25;
const IN_FLIGHT = 6;

/**
 * The routes that answer anything with 200 by design, each for its reason; every other route the
 * API answers (read from its router, so a new one is attacked the day it is added) must refuse
 * malformed input.
 */
const ANSWER_ANYTHING = new Map([
  ['GET /api/health', 'says the API is up'],
  ['GET /api/health/ready', 'says whether Firestore answers'],
  ['GET /api/csrf', 'hands out the CSRF pair'],
  ['GET /api/client-config', "the app's public settings"],
  ['GET /api/payments/options', 'the ways to pay'],
  ['GET /api/agent-names/:aan', 'an unknown number is answered as a suspended one: name null'],
  ['GET /api/sandbox/outbox', "the sandbox SMS outbox, on a developer's machine only"],
  ['POST /api/payments/webhook', 'a trigger only: tested below'],
]);

/** A path with each of its parameters (`:id`, `*path`) replaced by `value`. */
const withParameters = (path: string, value: string) => path.replace(/[:*]\w+/g, value);

/** Every route but those, GETs with nothing in their path asked once rather than per body. */
function routesToAttack(routes: ApiRoute[]) {
  const attacked = routes.filter(({ method, path }) => !ANSWER_ANYTHING.has(`${method} ${path}`));
  return {
    withBodies: attacked.filter(({ method, path }) => method !== 'GET' || /[:*]/.test(path)),
    plainGets: attacked.filter(({ method, path }) => method === 'GET' && !/[:*]/.test(path)),
  };
}

/** Text known to break careless code: markup, SQL, a template, a NUL character. */
const CLASSIC_ATTACKS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE x; --",
  '${7*7}',
  '\u0000',
];
const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(...CLASSIC_ATTACKS),
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
/** Each kind of malformed body a client can send, so each route can be given every one of them. */
const shapeKinds: Array<fc.Arbitrary<Shape>> = [
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
];
const shapes: fc.Arbitrary<Shape> = fc.oneof(...shapeKinds);
/** Each classic attack as the whole body, in each content type a route may be sent. */
const CLASSIC_SHAPES: Shape[] = CLASSIC_ATTACKS.flatMap((text) =>
  ['application/json', 'multipart/form-data; boundary=x', 'text/plain'].map((contentType) => ({
    body: text,
    contentType,
    withCsrf: true,
  })),
);

/** `perKind` bodies of each kind in `kinds`, reproducible from `seed`. */
const sampleEachKind = (kinds: Array<fc.Arbitrary<Shape>>, seed: number, perKind = PER_KIND) =>
  kinds.flatMap((kind, index) => fc.sample(kind, { seed: seed * 31 + index, numRuns: perKind }));

/** What every route is sent: each kind of malformed body, and each classic attack. */
const malformedBodies = (seed: number) => [...sampleEachKind(shapeKinds, seed), ...CLASSIC_SHAPES];

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

type Job = {
  route: { method: string; path: string };
  shape: Shape;
  client: string;
  token?: string;
  /** The answers this request may get, when narrower than the run's. */
  accept?: (status: number) => boolean;
};

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
      const path = withParameters(route.path, encodeURIComponent(shape.body.slice(0, 300)) || 'x');
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
      if (!(job.accept ?? accept)(response.status) || typeof message !== 'string' || /\n\s+at /.test(text)) {
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
  { method: 'GET', path: '/api/payments/:orderId', budget: BUDGETS.paymentStatus },
];

/** The routes that create: one per kind of application, and feedback. */
const CREATION_ROUTES = [
  ...APPLICATION_KINDS.map((kind) => ({ method: 'POST', path: `/api/applications/${kind}`, kind })),
  { method: 'POST', path: '/api/feedback', kind: undefined },
];

/** Values no field of any form accepts: an operator object, nested arrays, a negative number. */
const NEVER_VALID: unknown[] = [{ $ne: null }, [[1, { a: 1 }]], -42];
const neverValid = fc.oneof(fc.constantFrom(...NEVER_VALID), fc.integer({ min: -1e9, max: -1 }));

const asJsonBody = (value: unknown): Shape => ({
  body: JSON.stringify(value),
  contentType: 'application/json',
  withCsrf: true,
});

/**
 * What a hostile client sends to create. `anything`: what every route is sent, and answers with
 * a random field spoiled under a hostile id or language. `everyField`: a valid application with
 * one field spoiled, every field with each value no field accepts, sent signed in so that the
 * kind's schema itself is what answers.
 */
function creationShapes(kind: ApplicationKind | undefined, seed: number) {
  const valid = kind ? VALID_APPLICATIONS[kind]() : validFeedback();
  const body = (key: string, value: unknown, id: unknown, lang: unknown) => {
    const answers = { ...valid, [key]: value };
    return asJsonBody(kind ? { id, lang, answers } : { id, feedback: answers });
  };
  const spoiled = fc
    .record({
      key: fc.constantFrom(...Object.keys(valid)),
      value: neverValid,
      id: fc.oneof(fc.constant(newDocumentId()), hostileText),
      lang: fc.oneof(fc.constantFrom('en', 'sw'), hostileText),
    })
    .map(({ key, value, id, lang }) => body(key, value, id, lang));
  return {
    anything: [...malformedBodies(seed), ...fc.sample(spoiled, { seed, numRuns: 4 * PER_KIND })],
    everyField: Object.keys(valid).flatMap((key) =>
      NEVER_VALID.map((value) => body(key, value, newDocumentId(), 'en')),
    ),
  };
}

describe('hostile input', () => {
  it('reads the routes from the API itself, and exempts only routes it has', () => {
    const names = limited.routes.map(({ method, path }) => `${method} ${path}`);
    expect(names).toEqual(expect.arrayContaining([...ANSWER_ANYTHING.keys()]));
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/applications/:kind',
        'POST /api/requests/answer',
        'GET /api/files/*path',
      ]),
    );
    expect(routesToAttack(limited.routes).withBodies.length).toBeGreaterThan(40);
  });

  it('answers every kind of malformed request on every route with a 4xx JSON message and writes nothing', async () => {
    const before = await counts();
    const { withBodies, plainGets } = routesToAttack(limited.routes);
    const jobs: Job[] = [
      ...withBodies.flatMap((route, index) =>
        malformedBodies(SEED + index).map((shape, n) => ({
          route,
          shape,
          // Many clients, so the limits (loosened on this API) leave most requests to the routes.
          client: `10.${index}.${n % 200}.${(n * 7) % 250}`,
        })),
      ),
      ...plainGets.map((route, index) => ({
        route,
        shape: malformedBodies(SEED)[0]!,
        client: `10.250.${index}.1`,
      })),
    ];
    const { problems } = await sendAll(API_URL, jobs, isClientError);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await fetch(`${API_URL}/api/health`)).status).toBe(200);
  }, 120_000);

  it('holds every limit under a storm from one client: 429 JSON with Retry-After, never a 5xx', async () => {
    // The storm takes seconds: it must not straddle two windows, whose counts start afresh.
    for (const { budget } of LIMITED_ROUTES) await awayFromWindowEdge(budget.windowMs, 30_000);
    const before = await counts();
    const client = '192.0.2.77';
    // Past the budget in requests that pass the CSRF check (and so are counted), and some that do not.
    const counted = shapes.filter((shape) => shape.withCsrf);
    const uncounted = shapes.filter((shape) => !shape.withCsrf);
    const jobs: Job[] = LIMITED_ROUTES.flatMap((route, index) =>
      [
        ...fc.sample(counted, { seed: SEED + 100 + index, numRuns: route.budget.limit + OVER_BUDGET }),
        ...fc.sample(uncounted, { seed: SEED + 150 + index, numRuns: PER_KIND }),
      ].map((shape) => ({ route, shape, client })),
    );
    const { problems, refused } = await sendAll(limited.url, jobs, isClientError);
    expect(problems.slice(0, 10)).toEqual([]);
    // Never more than the budget let through: every counted request past it is refused.
    for (const route of LIMITED_ROUTES) {
      const key = `${route.method} ${route.path}`;
      expect({ key, refused: (refused[key] ?? 0) >= OVER_BUDGET }).toEqual({ key, refused: true });
    }
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('answers malformed creations, signed in or not, with a 4xx JSON message and writes nothing', async () => {
    const before = await counts();
    const applicants = await Promise.all(Array.from({ length: 10 }, () => anonymousApplicant()));
    const tokens = [...applicants.map((applicant) => applicant.idToken), 'not-a-token', undefined];
    const jobs: Job[] = CREATION_ROUTES.flatMap((route, index) => {
      const { anything, everyField } = creationShapes(route.kind, SEED + 200 + index);
      const client = (n: number) => `10.${100 + index}.${n % 200}.${(n * 7) % 250}`;
      return [
        ...anything.map((shape, n) => ({
          route,
          shape,
          client: client(n),
          token: tokens[n % tokens.length],
        })),
        ...everyField.map((shape, n) => ({
          route,
          shape,
          client: client(anything.length + n),
          token: applicants[n % applicants.length]!.idToken,
          // Refused by the kind's schema itself, naming the field: not let through, nor stopped earlier.
          accept: (status: number) => status === 422,
        })),
      ];
    });
    const { problems } = await sendAll(API_URL, jobs, isClientError);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await fetch(`${API_URL}/api/health`)).status).toBe(200);
  }, 120_000);

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
    for (const value of fc.sample(hostileJson, { seed: SEED, numRuns: 10 * PER_KIND })) {
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
