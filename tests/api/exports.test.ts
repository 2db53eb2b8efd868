import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LOG_LIMIT, type ExportEventView } from '../../src/domain/exports.ts';
import { COLLECTIONS } from '../../src/domain/kinds.ts';
import { adminServices } from '../support/admin.ts';
import { API_URL, postJson, request } from '../support/http.ts';
import { signedInUser, staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

type User = SignedInUser;

let staff: User;
let admin: User;
let visitor: User;

beforeAll(async () => {
  ({ staff, admin, visitor } = await staffAdminAndVisitor());
});

const EXPORTED = {
  kind: 'tin',
  filter: { view: 'all', status: 'in_review', payment: 'paid', q: 'Mushi' },
  format: 'xlsx',
  rows: 1_500,
};

const bearer = (user?: User): Record<string, string> =>
  user ? { authorization: `Bearer ${user.idToken}` } : {};
/** POST /api/exports as the staff list sends it: CSRF pair, JSON, the caller's ID token if any. */
const record = (body: unknown, user?: User) => postJson('/api/exports', body, API_URL, bearer(user));
const list = (user?: User) => request('/api/exports', { headers: bearer(user) });

/** What exportEvents holds of this user. */
async function storedBy(user: User) {
  const { db } = adminServices();
  const snapshot = await db.collection(COLLECTIONS.exportEvents).where('actorUid', '==', user.uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('POST /api/exports', () => {
  it('lets staff record an export: what they say, with who from the token and when from the server', async () => {
    const before = Date.now();
    const answer = await record(EXPORTED, staff);
    expect(answer.status).toBe(201);
    const { event } = answer.body as { event: ExportEventView };
    expect(event).toMatchObject({ ...EXPORTED, actorUid: staff.uid, actorEmail: staff.email });
    expect(event.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before - 5_000);

    const [stored] = await storedBy(staff);
    expect(stored).toMatchObject({ ...EXPORTED, actorUid: staff.uid, actorEmail: staff.email });
    expect(stored!.at).toBeInstanceOf(Timestamp);
    expect((stored!.at as Timestamp).toDate().toISOString()).toBe(event.at);
  });

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
    await record({ ...EXPORTED, kind: 'visa', filter: { view: 'attention' }, format: 'csv', rows: 7 }, staff);
    await record({ ...EXPORTED, rows: 8 }, admin);

    const answer = await list(admin);
    expect(answer.status).toBe(200);
    const { events } = answer.body as { events: ExportEventView[] };
    expect(events).toHaveLength(EXPORT_LOG_LIMIT);
    const times = events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events.slice(0, 2)).toMatchObject([
      { kind: 'tin', rows: 8, actorEmail: admin.email },
      { kind: 'visa', filter: { view: 'attention' }, format: 'csv', rows: 7, actorEmail: staff.email },
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
