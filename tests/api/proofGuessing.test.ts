// Guessing the phone number of a known reference: every route that takes the proof (reference and
// phone) spends one budget of the reference's, about ten wrong tries a day, wherever they come from;
// after that even the right phone is refused until the next day, and the log tells staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_FAILURES } from '#server/applications/proofFailures.ts';
import { paymentRequestFor, storedApplication } from '../support/applications.ts';
import { awayFromWindowEdge, postJson } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { capturedLog } from '../support/logLines.ts';
import type { ApplicationProof } from '#domain/tracking';

const log = capturedLog();
let api: InProcessApi;
beforeAll(async () => {
  // Each guess from an address of its own: the per-address budgets are not what stops this.
  api = await startApi({ TRUST_PROXY_HOPS: '1' }, { logger: log.logger });
});
afterAll(async () => {
  await api?.close();
});

let clients = 0;
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${(clients += 1) % 250}` });

/** Each route that takes the proof, as the app calls it. */
const PROOF_ROUTES: [string, (proof: ApplicationProof, id: string) => unknown][] = [
  ['/api/track', (proof) => proof],
  ['/api/requests/open', (proof) => ({ proof })],
  ['/api/requests/answer', (proof) => ({ proof, requestId: 'r1', corrections: {}, documents: {} })],
  ['/api/results', (proof) => ({ proof })],
  ['/api/results/download', (proof) => ({ proof, resultId: 'x1' })],
  ['/api/receipts', (proof) => ({ proof, lang: 'en' })],
  ['/api/payments', (proof, id) => paymentRequestFor({ id, proof }, 'visa')],
];

const send = (route: number, proof: ApplicationProof, id: string) => {
  const [path, body] = PROOF_ROUTES[route % PROOF_ROUTES.length]!;
  return postJson(path, body(proof, id), api.url, fromNewAddress());
};

describe('guessing the phone number of a reference', () => {
  it('is stopped after a day’s wrong tries across every route, right phone or not, and logged', async () => {
    await awayFromWindowEdge(PROOF_FAILURES.windowMs);
    const { id, proof } = await storedApplication('visa');
    const other = await storedApplication('visa');
    const wrong = { ...proof, phone: '0699000111' };

    for (let guess = 0; guess < PROOF_FAILURES.limit; guess += 1) {
      const answer = await send(guess, wrong, id);
      expect({ guess, status: answer.status }).toEqual({ guess, status: 404 });
    }
    for (let route = 0; route < PROOF_ROUTES.length; route += 1) {
      const answer = await send(route, proof, id);
      expect({ route: PROOF_ROUTES[route]![0], status: answer.status, body: answer.body }).toEqual({
        route: PROOF_ROUTES[route]![0],
        status: 429,
        body: { message: expect.any(String), code: 'track.locked' },
      });
    }
    // Another reference is not touched.
    expect((await postJson('/api/track', other.proof, api.url, fromNewAddress())).status).toBe(200);
    expect(log.lines.filter((line) => line.reference === proof.reference)).toEqual([
      expect.objectContaining({ proofFailures: PROOF_FAILURES.limit, level: 40 }),
    ]);
  });

  it('counts a reference nobody has like one somebody has, so a lock tells nothing', async () => {
    const { proof } = await storedApplication('tin');
    const unknown = { ...proof, reference: proof.reference.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    for (let guess = 0; guess < PROOF_FAILURES.limit; guess += 1) await send(0, unknown, 'x');
    expect((await send(0, unknown, 'x')).body).toMatchObject({ code: 'track.locked' });
  });
});
