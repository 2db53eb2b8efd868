// Thousands of malformed requests against every API route: each answer is a 4xx JSON `{message}`,
// the server stays up, and nothing is written. All traffic goes to the test API on 127.0.0.1.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_COLLECTIONS } from '../../src/domain/kinds.ts';
import { adminServices } from '../support/admin.ts';
import { API_URL, csrfPair } from '../support/http.ts';

const SEED = 20261122;
const PER_ROUTE = 150;

/** Every state-changing route, and the GET routes that take input. */
const ROUTES: Array<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/payments' },
  { method: 'POST', path: '/api/payments/reconcile' },
  { method: 'POST', path: '/api/uploads' },
  { method: 'POST', path: '/api/tin/duplicates' },
  { method: 'POST', path: '/api/applications/visa/x1/status' },
  { method: 'POST', path: '/api/applications/tin/x1/events' },
  { method: 'DELETE', path: '/api/applications/brela/x1' },
  { method: 'PUT', path: '/api/payments' },
  { method: 'PATCH', path: '/api/uploads' },
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
    'businessForms',
    ...Object.values(APPLICATION_COLLECTIONS),
  ];
  const sizes = await Promise.all(
    collections.map(async (name) => (await db.collection(name).count().get()).data().count),
  );
  return Object.fromEntries(collections.map((name, i) => [name, sizes[i]]));
}

describe('hostile input', () => {
  it('answers every malformed request with a 4xx JSON message and writes nothing', async () => {
    const before = await counts();
    const { cookie, token } = await csrfPair();
    const problems: string[] = [];
    let sent = 0;
    for (const [index, route] of ROUTES.entries()) {
      const samples = fc.sample(shapes, { seed: SEED + index, numRuns: PER_ROUTE });
      for (const shape of samples) {
        const headers: Record<string, string> = { 'Content-Type': shape.contentType };
        if (shape.withCsrf) Object.assign(headers, { cookie, 'X-XSRF-TOKEN': token });
        const response = await fetch(API_URL + route.path, {
          method: route.method,
          headers,
          body: shape.body,
        });
        sent += 1;
        const text = await response.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (
          response.status < 400 ||
          response.status >= 500 ||
          typeof message !== 'string' ||
          /\n\s+at /.test(text)
        ) {
          problems.push(
            `${route.method} ${route.path} ${response.status} ${text.slice(0, 120)} <- ${shape.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(sent).toBe(ROUTES.length * PER_ROUTE);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await fetch(`${API_URL}/api/health`)).status).toBe(200);
  }, 180_000);

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
