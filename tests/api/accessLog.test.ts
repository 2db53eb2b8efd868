// Every look at an application is on record (issue 48): the detail page's read, a document, a
// printout and a list's export each write one record of who, when and what before anything is
// served; a look that cannot be recorded serves nothing; admins alone read the records.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKS_SHOWN, type AccessLogAnswer, type ApplicationLooksAnswer } from '#domain/accessLog';
import { APPLICATIONS } from '#domain/applications';
import { COLLECTIONS } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import type { HandBackAnswer } from '#domain/results';
import { pathsIn } from '#domain/uploads';
import { adminServices } from '../support/admin.ts';
import { staffHandsBack } from '../support/agents.ts';
import { storedApplication } from '../support/applications.ts';
import { API_URL, postJson, request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { accessLogRefused } from '../support/refusedAccessLog.ts';
import { uploadFile } from '../support/uploads.ts';
import { signedInUser, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let admin: SignedInUser;
/** The same API, its access log refusing every write. */
let unrecorded: InProcessApi;

beforeAll(async () => {
  [staff, admin] = await Promise.all([signedInUser('staff'), signedInUser('admin')]);
  unrecorded = await startApi({}, { firestore: accessLogRefused });
});
afterAll(async () => {
  await unrecorded?.close();
});

const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.idToken}` });
const detail = (kind: string, id: string, user: SignedInUser, base = API_URL) =>
  request(`/api/applications/${kind}/${id}`, { headers: bearer(user) }, base);
const printed = (kind: string, id: string, user: SignedInUser, base = API_URL) =>
  postJson(`/api/applications/${kind}/${id}/events`, { type: 'print' }, base, bearer(user));
const opened = (path: string, from: { kind: string; id: string }, user: SignedInUser, base = API_URL) =>
  fetch(`${base}/api/files/${path}?kind=${from.kind}&id=${from.id}`, { headers: bearer(user) });
const EXPORTED = { kind: 'visa', filter: { view: 'all', status: 'approved', q: 'Looked' }, format: 'csv' };
/** An export asking for its applications themselves, a batch of `ids`. */
const exportRecords = (ids: string[], user: SignedInUser, base = API_URL) =>
  postJson(
    '/api/exports/extras',
    { kind: 'visa', ids, exported: { filter: EXPORTED.filter, format: EXPORTED.format } },
    base,
    bearer(user),
  );

/** What the access log holds of one staff member, oldest first. */
async function looksBy(user: SignedInUser) {
  const snapshot = await adminServices()
    .db.collection(COLLECTIONS.accessLog)
    .where('actorUid', '==', user.uid)
    .get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());
}

/** A visa application with its documents stored, and the path of its first one. */
async function visaWithDocument() {
  const application = await storedApplication('visa');
  const stored = (await application.ref.get()).data()!;
  const path = APPLICATIONS.visa.uploadFields.flatMap(({ field }) => pathsIn(stored[field]))[0]!;
  return { ...application, path };
}

describe('each look on record', () => {
  it("answers the detail page's application and records the look: who from the token, when from the server", async () => {
    const looker = await signedInUser('staff');
    const { id, reference } = await storedApplication('visa');
    const before = Date.now();
    const answer = await detail('visa', id, looker);

    expect(answer.status).toBe(200);
    const shown = answer.body as { data: Record<string, unknown>; valid: boolean; version: number };
    expect(shown).toMatchObject({ valid: true, version: 0, assignee: null, statusUpdatedAt: null });
    expect(shown.data.reference).toBe(reference);
    // Times travel marked, so the page has them back as times.
    expect(shown.data.createdAt).toEqual({ $time: expect.any(Number) as number });
    const looks = await looksBy(looker);
    expect(looks).toHaveLength(1);
    expect(looks[0]).toMatchObject({
      look: 'detail',
      kind: 'visa',
      applicationId: id,
      actorUid: looker.uid,
      actorEmail: looker.email,
    });
    expect((looks[0]!.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('records a document opened, with its path and the application it was opened from', async () => {
    const looker = await signedInUser('staff');
    const { id, path } = await visaWithDocument();
    const answer = await opened(path, { kind: 'visa', id }, looker);
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);

    expect(await looksBy(looker)).toEqual([
      expect.objectContaining({
        look: 'document',
        path,
        kind: 'visa',
        applicationId: id,
        actorUid: looker.uid,
      }),
    ]);
  });

  it("records a result's file opened by staff, with its path and application", async () => {
    const looker = await signedInUser('staff');
    const { id } = await storedApplication('visa');
    const handedBack = await staffHandsBack(staff, id, 'Visa grant');
    const [result] = (handedBack.body as HandBackAnswer).results;
    const answer = await fetch(`${API_URL}/api/applications/visa/${id}/results/${result!.id}/file`, {
      headers: bearer(looker),
    });
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const stored = await adminServices().db.collection(COLLECTIONS.results).doc(result!.id).get();
    expect(await looksBy(looker)).toEqual([
      expect.objectContaining({
        look: 'document',
        path: stored.get('path') as string,
        kind: 'visa',
        applicationId: id,
      }),
    ]);
  });

  it('records a printout', async () => {
    const looker = await signedInUser('staff');
    const { id } = await storedApplication('tin');
    expect((await printed('tin', id, looker)).status).toBe(201);

    expect(await looksBy(looker)).toEqual([
      expect.objectContaining({ look: 'print', kind: 'tin', applicationId: id, actorEmail: looker.email }),
    ]);
  });

  it("records a list's export with its filters, its format and the rows the API counted", async () => {
    const looker = await signedInUser('staff');
    expect((await postJson('/api/exports', EXPORTED, API_URL, bearer(looker))).status).toBe(201);

    expect(await looksBy(looker)).toEqual([
      expect.objectContaining({
        look: 'export',
        ...EXPORTED,
        rows: expect.any(Number) as number,
        actorUid: looker.uid,
      }),
    ]);
  });
});

describe("an export's applications", () => {
  it('are answered as the detail read answers them, each batch a look on record of that export', async () => {
    const looker = await signedInUser('staff');
    const [one, two] = await Promise.all([storedApplication('visa'), storedApplication('visa')]);
    const gone = 'x'.repeat(20);
    const answer = await exportRecords([one.id, two.id, gone], looker);

    expect(answer.status).toBe(200);
    const { records } = answer.body as { records: Record<string, unknown> };
    expect(Object.keys(records).sort()).toEqual([one.id, two.id].sort());
    expect(await looksBy(looker)).toEqual([
      expect.objectContaining({ look: 'export', ...EXPORTED, rows: 3, actorUid: looker.uid }),
    ]);
    // The same as the detail page reads, which is itself a look.
    expect(records[one.id]).toEqual((await detail('visa', one.id, looker)).body);
  });
});

describe('a look that cannot be recorded', () => {
  const refused = { message: expect.any(String) as string, code: 'access.notRecorded' };

  it('answers 503 and not the application', async () => {
    const { id } = await storedApplication('visa');
    const answer = await detail('visa', id, staff, unrecorded.url);
    expect(answer).toMatchObject({ status: 503, body: refused });
    expect(answer.body).not.toHaveProperty('data');
  });

  it('answers 503 and not the document', async () => {
    const path = await uploadFile('visaPassport', { type: 'pdf', base: unrecorded.url });
    const answer = await opened(path, { kind: 'visa', id: 'x'.repeat(20) }, staff, unrecorded.url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual(refused);
  });

  it('answers 503 to a printout, and its history says nothing was printed', async () => {
    const { id } = await storedApplication('visa');
    expect(await printed('visa', id, staff, unrecorded.url)).toMatchObject({ status: 503, body: refused });
    const events = await adminServices()
      .db.collection(COLLECTIONS.applicationEvents)
      .where('applicationId', '==', id)
      .get();
    expect(events.docs.map((doc) => doc.get('type') as string)).not.toContain('print');
  });

  it("answers 503 and not an export's applications", async () => {
    const { id } = await storedApplication('visa');
    const answer = await exportRecords([id], staff, unrecorded.url);
    expect(answer).toMatchObject({ status: 503, body: refused });
    expect(answer.body).not.toHaveProperty('records');
  });

  it('answers 503 to an export, which is then not recorded as made', async () => {
    const looker = await signedInUser('staff');
    const answer = await postJson('/api/exports', EXPORTED, unrecorded.url, bearer(looker));
    expect(answer).toMatchObject({ status: 503, body: refused });
    const made = await adminServices()
      .db.collection(COLLECTIONS.exportEvents)
      .where('actorUid', '==', looker.uid)
      .get();
    expect(made.size).toBe(0);
  });
});

describe('reading the access log', () => {
  it('shows admins who looked at an application, newest first, and refuses staff', async () => {
    const [first, second] = await Promise.all([signedInUser('staff'), signedInUser('staff')]);
    const { id } = await storedApplication('visa');
    expect((await detail('visa', id, first)).status).toBe(200);
    expect((await printed('visa', id, second)).status).toBe(201);

    const looks = `/api/applications/visa/${id}/looks`;
    expect(await request(looks, { headers: bearer(staff) })).toMatchObject({
      status: 403,
      body: { code: 'auth.forbidden' },
    });
    const answer = await request(looks, { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    const shown = (answer.body as ApplicationLooksAnswer).looks;
    expect(shown.map(({ look, actorEmail }) => [look, actorEmail])).toEqual([
      ['print', second.email],
      ['detail', first.email],
    ]);
    expect(shown.length).toBeLessThanOrEqual(LOOKS_SHOWN);
  });

  it('gives admins the looks of a range of days, and refuses staff', async () => {
    const looker = await signedInUser('staff');
    const { id } = await storedApplication('business');
    expect((await detail('business', id, looker)).status).toBe(200);
    const today = todayInDarEsSalaam();
    const range = (from: string, to: string) => `/api/access-log?from=${from}&to=${to}`;

    expect((await request(range(today, today), { headers: bearer(staff) })).status).toBe(403);
    const answer = await request(range(today, today), { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    const { looks } = answer.body as AccessLogAnswer;
    expect(looks).toContainEqual(
      expect.objectContaining({ look: 'detail', kind: 'business', applicationId: id, actorUid: looker.uid }),
    );
    const times = looks.map(({ at }) => Date.parse(at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Days before today hold none of today's looks.
    const earlier = await request(range('2020-01-01', '2020-01-31'), { headers: bearer(admin) });
    expect(
      (earlier.body as AccessLogAnswer).looks.some(
        (look) => 'applicationId' in look && look.applicationId === id,
      ),
    ).toBe(false);
    // A range backwards, or not days at all, is refused with what is wrong.
    expect(await request(range(today, '2020-01-01'), { headers: bearer(admin) })).toMatchObject({
      status: 400,
      body: { code: 'validation', fields: { to: expect.any(String) as string } },
    });
    expect((await request('/api/access-log?from=yesterday', { headers: bearer(admin) })).status).toBe(400);
  });

  it('gives admins the looks of a range of days as a CSV file in their language, and refuses staff', async () => {
    const looker = await signedInUser('staff');
    const { id, path } = await visaWithDocument();
    expect((await opened(path, { kind: 'visa', id }, looker)).status).toBe(200);
    const today = todayInDarEsSalaam();
    const file = `/api/access-log.csv?from=${today}&to=${today}&lang=sw`;

    expect((await request(file, { headers: bearer(staff) })).status).toBe(403);
    const answer = await fetch(`${API_URL}${file}`, { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="access-log-${today}-to-${today}.csv"`,
    );
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await answer.arrayBuffer())
      .split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFLini (saa za Dar es Salaam),Nani,Nini,Huduma,Maombi,Hati,Uchaguzi,Idadi ya maombi',
    );
    const name = path.split('/').pop()!;
    expect(lines.find((line) => line.includes(id))).toMatch(
      new RegExp(`^${today} \\d{2}:\\d{2},${looker.email},Alifungua hati: ${name},Viza,${id},${path},,$`),
    );
    // Days on which nobody looked: no file at all.
    const none = await request('/api/access-log.csv?from=2020-01-01&to=2020-01-02', {
      headers: bearer(admin),
    });
    expect(none.status).toBe(204);
  });
});
