import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LOG_LIMIT, type ExportEventView } from '#domain/exports';
import { validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta, type ApplicationStatus, type PaymentStatus } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { STAFF_BUDGETS } from '#server/http/rateLimit/limits.ts';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { adminServices } from '../support/admin.ts';
import { API_URL, awayFromWindowEdge, postJson, request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { signedInUser, staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

type User = SignedInUser;

let staff: User;
let admin: User;
let visitor: User;
/** With the real budgets (the suite's API multiplies them). */
let limited: InProcessApi;

beforeAll(async () => {
  ({ staff, admin, visitor } = await staffAdminAndVisitor());
  limited = await startApi({ RATE_LIMIT_SCALE: '1' });
});
afterAll(async () => {
  await limited?.close();
});

const EXPORTED = {
  kind: 'tin',
  filter: { view: 'all', status: 'in_review', payment: 'paid', q: 'Mushi' },
  format: 'xlsx',
};

const bearer = (user?: User): Record<string, string> =>
  user ? { authorization: `Bearer ${user.idToken}` } : {};
/** POST /api/exports as the staff list sends it: CSRF pair, JSON, the caller's ID token if any. */
const record = (body: unknown, user?: User, base = API_URL) =>
  postJson('/api/exports', body, base, bearer(user));
const list = (user?: User) => request('/api/exports', { headers: bearer(user) });

/** What exportEvents holds of this user. */
async function storedBy(user: User) {
  const { db } = adminServices();
  const snapshot = await db.collection(COLLECTIONS.exportEvents).where('actorUid', '==', user.uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** A surname no other run uses, so a search for it finds exactly what this test stored. */
const surname = () =>
  'Ex' + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * Visa applications under `lastName`, indexed as the server indexes them, in these states, each
 * with its agent's AAN when one is given.
 */
async function storedVisas(lastName: string, states: [ApplicationStatus, PaymentStatus, string?][]) {
  const { db } = adminServices();
  const batch = db.batch();
  const references = states.map(([status, paymentStatus, aan]) => {
    const meta = { ...newApplicationMeta('visa', { lang: 'en' }), status, paymentStatus };
    batch.create(
      db.collection(APPLICATION_COLLECTIONS.visa).doc(),
      withSearchIndex('visa', {
        ...validVisaApplication({ lastName }),
        ...(aan ? { AAN: aan } : {}),
        ...meta,
        createdAt: Timestamp.now(),
      }),
    );
    return meta.reference;
  });
  await batch.commit();
  return references;
}

describe('POST /api/exports', () => {
  it('lets staff record an export: what they say, with who from the token and when from the server', async () => {
    const before = Date.now();
    const answer = await record(EXPORTED, staff);
    expect(answer.status).toBe(201);
    const { event } = answer.body as { event: ExportEventView };
    expect(event).toMatchObject({ ...EXPORTED, rows: 0, actorUid: staff.uid, actorEmail: staff.email });
    expect(event.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before - 5_000);

    const [stored] = await storedBy(staff);
    expect(stored).toMatchObject({ ...EXPORTED, rows: 0, actorUid: staff.uid, actorEmail: staff.email });
    expect(stored!.at).toBeInstanceOf(Timestamp);
    expect((stored!.at as Timestamp).toDate().toISOString()).toBe(event.at);
  });

  it("records the number of applications the list's filters select, counted by the API, whatever the browser says", async () => {
    const user = await signedInUser('staff');
    const lastName = surname();
    const [reference] = await storedVisas(lastName, [
      ['in_review', 'paid'],
      ['in_review', 'paid'],
      ['in_review', 'paid'],
      ['approved', 'paid'],
      ['in_review', 'unpaid'],
    ]);
    const exported = async (filter: unknown, rows?: number) => {
      const body = { kind: 'visa', filter, format: 'csv', ...(rows === undefined ? {} : { rows }) };
      const answer = await record(body, user);
      expect(answer.status).toBe(201);
      return (answer.body as { event: ExportEventView }).event.rows;
    };

    // The body lies, in both directions, or says nothing: the record holds the database's count.
    expect(await exported({ view: 'all', status: 'in_review', payment: 'paid', q: lastName }, 1_500)).toBe(3);
    expect(await exported({ view: 'all', q: lastName }, 0)).toBe(5);
    expect(await exported({ view: 'all', payment: 'unpaid', q: lastName.toUpperCase() })).toBe(1);
    expect(await exported({ view: 'all', q: reference!.toLowerCase() }, 99)).toBe(1);
    // The work queue of the whole service: paid and unfinished, counted here with the query written out.
    const { db } = adminServices();
    const queue = db
      .collection(APPLICATION_COLLECTIONS.visa)
      .where('paymentStatus', '==', 'paid')
      .where('status', 'in', ['submitted', 'in_review', 'action_needed']);
    const inQueue = (await queue.count().get()).data().count;
    expect(inQueue).toBeGreaterThanOrEqual(3);
    expect(await exported({ view: 'attention' }, 7)).toBe(inQueue);

    // Narrowed to some days, counted as the browser keeps them: all five came in today, none before.
    const today = todayInDarEsSalaam();
    const submitted = (from: string | undefined, to: string) => ({
      view: 'all',
      q: lastName,
      dates: { on: 'submitted', ...(from ? { from } : {}), to },
    });
    expect(await exported(submitted(today, today), 0)).toBe(5);
    expect(await exported(submitted(undefined, '2020-01-01'), 5)).toBe(0);

    const stored = (await storedBy(user)).map((event) => event.rows as number).sort((a, b) => a - b);
    expect(stored).toEqual([0, 1, 1, 3, 5, 5, inQueue].sort((a, b) => a - b));
  });

  it("counts one agent's applications when the list was narrowed to an agent", async () => {
    const user = await signedInUser('staff');
    const lastName = surname();
    // An agent no other run has: their applications are only these.
    const agent = `AGT-${lastName.slice(2).toUpperCase()}`;
    const other = `${agent}2`;
    await storedVisas(lastName, [
      ['in_review', 'paid', agent],
      ['submitted', 'paid', agent],
      ['approved', 'paid', agent],
      ['in_review', 'unpaid', agent],
      ['in_review', 'paid', other],
      ['in_review', 'paid'],
    ]);
    const exported = async (filter: unknown) => {
      const answer = await record({ kind: 'visa', filter, format: 'xlsx' }, user);
      expect(answer.status).toBe(201);
      return (answer.body as { event: ExportEventView }).event;
    };

    expect((await exported({ view: 'all', agent })).rows).toBe(4);
    expect((await exported({ view: 'all', status: 'in_review', payment: 'paid', agent })).rows).toBe(1);
    expect((await exported({ view: 'all', agent: other, q: lastName })).rows).toBe(1);
    expect((await exported({ view: 'all', q: lastName })).rows).toBe(6);
    // The agent's work queue: paid and unfinished.
    const queue = await exported({ view: 'attention', agent });
    expect(queue.rows).toBe(2);
    expect(queue.filter).toEqual({ view: 'attention', agent });
  });

  it(`lets one staff member record ${STAFF_BUDGETS.exports.limit} exports an hour, then answers 429, and not their colleague`, async () => {
    const [busy, colleague] = await Promise.all([signedInUser('staff'), signedInUser('staff')]);
    const { limit, windowMs } = STAFF_BUDGETS.exports;
    await awayFromWindowEdge(windowMs);
    for (let sent = 0; sent < limit; sent += 1) {
      const answer = await record(EXPORTED, busy, limited.url);
      expect(answer.status, `export ${sent + 1} of ${limit}`).toBe(201);
    }
    const over = await record(EXPORTED, busy, limited.url);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: expect.stringMatching(/too many/i), code: 'staff.rateLimited' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedBy(busy)).toHaveLength(limit);
    // The same office, the same address: another account has its own budget.
    expect((await record(EXPORTED, colleague, limited.url)).status).toBe(201);
  }, 120_000);

  it(`lets one staff member ask for ${STAFF_BUDGETS.exportBatches.limit} batches of an export's applications an hour, then answers 429, and not their colleague`, async () => {
    const [busy, colleague] = await Promise.all([signedInUser('staff'), signedInUser('staff')]);
    const { limit, windowMs } = STAFF_BUDGETS.exportBatches;
    const batch = { kind: 'visa', ids: ['a'.repeat(20)] };
    const extras = (user: User) =>
      postJson('/api/exports/extras', batch, limited.url, { authorization: `Bearer ${user.idToken}` });
    await awayFromWindowEdge(windowMs);
    for (let asked = 0; asked < limit; asked += 1) {
      expect((await extras(busy)).status, `batch ${asked + 1} of ${limit}`).toBe(200);
    }
    const over = await extras(busy);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: expect.stringMatching(/too many/i), code: 'staff.rateLimited' });
    expect((await extras(colleague)).status).toBe(200);
  }, 180_000);

  it('refuses a caller without a token with 401 and a visitor without a staff role with 403', async () => {
    const anonymous = await record(EXPORTED);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'auth.required', message: expect.any(String) });
    const asVisitor = await record(EXPORTED, visitor);
    expect(asVisitor.status).toBe(403);
    expect(asVisitor.body).toMatchObject({ code: 'auth.forbidden', message: expect.any(String) });
    expect(await storedBy(visitor)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['an unknown service', { ...EXPORTED, kind: 'passport' }],
    ['an unknown format', { ...EXPORTED, format: 'pdf' }],
    ['rows that are not a count', { ...EXPORTED, rows: -3 }],
    ['the work queue narrowed by status', { ...EXPORTED, filter: { view: 'attention', status: 'paid' } }],
    ['an agent that is no AAN', { ...EXPORTED, filter: { view: 'all', agent: 'agt/../x' } }],
    [
      'days whose first comes after the last',
      { ...EXPORTED, filter: { view: 'all', dates: { on: 'paid', from: '2026-03-02', to: '2026-03-01' } } },
    ],
    ['who it was, which is the API’s to say', { ...EXPORTED, actorUid: 'someone-else' }],
  ])('refuses %s with 400 {message, code} and records nothing', async (_, body) => {
    const user = await signedInUser('staff');
    const answer = await record(body, user);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: expect.stringMatching(/^Please check these fields/),
      code: 'validation',
      fields: expect.any(Object),
    });
    expect(await storedBy(user)).toEqual([]);
  });

  it('refuses a request without the CSRF header', async () => {
    const answer = await request('/api/exports', {
      method: 'POST',
      headers: { ...bearer(staff), 'Content-Type': 'application/json' },
      body: JSON.stringify(EXPORTED),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'csrf' });
  });
});

describe('GET /api/exports', () => {
  it(`lets admins read the latest ${EXPORT_LOG_LIMIT}, newest first`, async () => {
    // Older exports than any this file records, enough to go past the limit.
    const { db } = adminServices();
    const batch = db.batch();
    for (let i = 0; i < EXPORT_LOG_LIMIT + 5; i += 1) {
      batch.create(db.collection(COLLECTIONS.exportEvents).doc(), {
        ...EXPORTED,
        rows: i,
        actorUid: 'seeded',
        actorEmail: null,
        at: Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z') + i * 60_000),
      });
    }
    await batch.commit();
    await record({ ...EXPORTED, kind: 'visa', filter: { view: 'attention' }, format: 'csv' }, staff);
    await record(EXPORTED, admin);

    const answer = await list(admin);
    expect(answer.status).toBe(200);
    const { events } = answer.body as { events: ExportEventView[] };
    expect(events).toHaveLength(EXPORT_LOG_LIMIT);
    const times = events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events.slice(0, 2)).toMatchObject([
      { kind: 'tin', actorEmail: admin.email },
      { kind: 'visa', filter: { view: 'attention' }, format: 'csv', actorEmail: staff.email },
    ]);
    // The oldest seeded ones fell off the end.
    expect(events.at(-1)).toMatchObject({ actorUid: 'seeded', actorEmail: null });
    expect(events.some((event) => event.actorUid === 'seeded' && event.rows < 5)).toBe(false);
  });

  it('is refused to plain staff and visitors with 403, and without a token with 401', async () => {
    const asStaff = await list(staff);
    expect(asStaff.status).toBe(403);
    expect(asStaff.body).toMatchObject({ code: 'auth.forbidden', message: expect.any(String) });
    expect((await list(visitor)).status).toBe(403);
    const anonymous = await list();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'auth.required' });
  });
});
