// Anyone handed a receipt checks it by the code printed on it: GET /api/verify/:code answers what
// the agency issued (never to whom), the same code however often the receipt is downloaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, PRICES } from '#domain/kinds';
import { BUDGETS } from '#server/http/rateLimit/limits.ts';
import { adminServices } from '../support/admin.ts';
import { API_URL, awayFromWindowEdge, request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { downloadReceipt, paidApplication } from '../support/receipts.ts';

/** Downloads the receipt as Track does, and reads the verification code and link printed on it. */
async function receiptCode(proof: { reference: string; phone: string }) {
  const { response, bytes } = await downloadReceipt({ proof, lang: 'en' });
  expect(response.status).toBe(200);
  const text = (await pdfTextLines(bytes)).join(' ');
  const code = /Verification code\s+([23456789A-HJKMNP-Z]{12})\b/.exec(text)?.[1];
  expect(code, text).toBeDefined();
  return { code: code!, text };
}

const verify = (code: string, base = API_URL, headers: Record<string, string> = {}) =>
  request(`/api/verify/${code}`, { headers }, base);

describe('GET /api/verify/:code', () => {
  it("answers a receipt's code with what was issued and nothing personal", async () => {
    const { application, orderId } = await paidApplication();
    const { code, text } = await receiptCode(application.proof);
    expect(text).toContain(`/verify/${code}`);
    const answer = await verify(code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      type: 'receipt',
      kind: 'visa',
      reference: application.reference,
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      amount: PRICES.visa,
    });
    const payment = await adminServices().db.collection('payments').doc(orderId).get();
    expect(Date.parse((answer.body as { issuedAt: string }).issuedAt)).toBe(
      payment.get('paidAt').toDate().getTime(),
    );
    const stored = (await application.ref.get()).data() ?? {};
    const said = JSON.stringify(answer.body);
    const personal = ['firstName', 'lastName', 'phone', 'email', 'passportNumber'].map(
      (field) => stored[field],
    );
    expect(personal.filter((value) => typeof value === 'string').length).toBeGreaterThan(1);
    for (const value of personal) if (typeof value === 'string') expect(said).not.toContain(value);
    expect(said).not.toContain(application.proof.phone);
    expect(said).not.toContain(orderId);
  });

  it('keeps the code: a second download of the receipt prints the same one', async () => {
    const { application } = await paidApplication();
    const first = await receiptCode(application.proof);
    const second = await receiptCode(application.proof);
    expect(second.code).toBe(first.code);
  });

  it('gives two downloads at once one code, and records it once', async () => {
    const { application, orderId } = await paidApplication();
    const [one, two] = await Promise.all([receiptCode(application.proof), receiptCode(application.proof)]);
    expect(two.code).toBe(one.code);
    const records = await adminServices()
      .db.collection(COLLECTIONS.verifications)
      .where('orderId', '==', orderId)
      .get();
    expect(records.docs.map((doc) => doc.id)).toEqual([one.code]);
  });

  it.each([
    ['an unknown code', '23456789ABCD'],
    ['a code in letters it never uses', 'OOOOIIIILLLL'],
    ['a code too short', '2345'],
    ['a code too long', '23456789ABCDE'],
    ['something else entirely', '%3Cscript%3E'],
  ])('answers %s with a JSON 404', async (_case, code) => {
    const answer = await verify(code);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ message: expect.any(String), code: 'verification.notFound' });
  });
});

describe('the rate limit on checking codes', () => {
  let api: InProcessApi;
  beforeAll(async () => {
    api = await startApi({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => api?.close());

  it('answers 429 once one address has spent its budget', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.77' };
    const { limit, windowMs } = BUDGETS.verify;
    await awayFromWindowEdge(windowMs);
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await verify('23456789ABCD', api.url, client)).status).toBe(404);
    }
    const over = await verify('23456789ABCD', api.url, client);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: expect.stringMatching(/too many/i), code: 'rateLimited' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);
});
