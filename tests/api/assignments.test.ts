// Several staff on one queue: taking an application, handing it over, an admin giving one or taking
// everyone's from a person who left; notes between staff that never leave staff; the history of
// all of it; each staff member's figures and own day.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#domain/apiErrors';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { adminServices } from '../support/admin.ts';
import { signedInAgent, staffHandsBack } from '../support/agents.ts';
import { storedApplication } from '../support/applications.ts';
import { postJson, request } from '../support/http.ts';
import { applicationPath, staffActs, staffSend } from '../support/staffActions.ts';
import { signedInUser, staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  ({ staff, admin, visitor } = await staffAdminAndVisitor());
  other = await signedInUser('staff');
});

const db = () => adminServices().db;
const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.idToken}` });
const visa = async () => {
  const application = await storedApplication('visa');
  return { ...application, path: applicationPath('visa', application.id) };
};
const storedVisa = (id: string) => db().collection(APPLICATION_COLLECTIONS.visa).doc(id).get();
type Event = {
  type: string;
  from?: unknown;
  to?: unknown;
  noteId?: string;
  version?: number;
  actorUid: string;
};
const history = async (path: string) =>
  ((await request(`${path}/events`, { headers: bearer(staff) })).body as { events: Event[] }).events;

describe('taking an application', () => {
  it('makes it the staff member’s, and records the take with who has it in the history', async () => {
    const { id, path } = await visa();
    expect((await storedVisa(id)).get('assignee')).toBeNull();
    const taken = await staffSend('POST', `${path}/take`, staff, {}, 0);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ assignee: { uid: staff.uid, name: staff.email }, version: 1 });
    const stored = await storedVisa(id);
    expect(stored.get('assignee')).toEqual({ uid: staff.uid, name: staff.email });
    expect(stored.get('version')).toBe(1);
    const [event] = await history(path);
    expect(event).toMatchObject({
      type: 'take',
      from: null,
      to: { uid: staff.uid },
      version: 1,
      actorUid: staff.uid,
    });
    // Taking it again changes nothing.
    expect((await staffSend('POST', `${path}/take`, staff, {}, 1)).body).toMatchObject({ version: 1 });
  });

  it('asks before taking one someone else has, and records the handover when confirmed', async () => {
    const { id, path } = await visa();
    await staffSend('POST', `${path}/take`, staff, {}, 0);
    const asked = await staffSend('POST', `${path}/take`, other, {}, 1);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'application.assigned', assignee: { uid: staff.uid } });
    expect((await storedVisa(id)).get('assignee.uid')).toBe(staff.uid);

    const confirmed = await staffSend('POST', `${path}/take`, other, { confirm: true }, 1);
    expect(confirmed.status).toBe(200);
    expect((await storedVisa(id)).get('assignee.uid')).toBe(other.uid);
    const [handover] = await history(path);
    expect(handover).toMatchObject({
      type: 'handover',
      from: { uid: staff.uid, name: staff.email },
      to: { uid: other.uid, name: other.email },
      version: 2,
    });
  });

  it('refuses a take from a page showing an older version', async () => {
    const { path } = await visa();
    await staffSend('POST', `${path}/status`, other, { status: 'in_review' }, 0);
    const stale = await staffSend('POST', `${path}/take`, staff, {}, 0);
    expect(stale.status).toBe(409);
    expect((stale.body as ApiErrorBody).code).toBe('application.changed');
    expect((stale.body as ApiErrorBody).changes).toEqual([
      expect.objectContaining({ type: 'status', who: { uid: other.uid, name: other.email } }),
    ]);
  });

  it('lets an admin give it to a staff member, and nobody else give', async () => {
    const { id, path } = await visa();
    expect((await staffSend('POST', `${path}/give`, staff, { uid: other.uid })).status).toBe(403);
    expect((await staffSend('POST', `${path}/give`, admin, { uid: visitor.uid }, 0)).body).toMatchObject({
      code: 'staff.notFound',
    });
    const given = await staffSend('POST', `${path}/give`, admin, { uid: other.uid }, 0);
    expect(given.status).toBe(200);
    expect((await storedVisa(id)).get('assignee')).toEqual({ uid: other.uid, name: other.email });
    const [event] = await history(path);
    expect(event).toMatchObject({
      type: 'handover',
      from: null,
      to: { uid: other.uid },
      actorUid: admin.uid,
    });
  });

  it('lets an admin take everyone’s from a person who left, in batches, back to nobody', async () => {
    const leaver = await signedInUser('staff');
    const held = await Promise.all([visa(), visa(), visa()]);
    for (const { path } of held) await staffActs('POST', `${path}/take`, leaver, {});
    expect((await staffSend('POST', '/api/assignments/take-all', staff, { from: leaver.uid })).status).toBe(
      403,
    );
    const answer = await staffSend('POST', '/api/assignments/take-all', admin, { from: leaver.uid });
    expect(answer.body).toEqual({ moved: 3, more: false });
    for (const { id, path } of held) {
      expect((await storedVisa(id)).get('assignee')).toBeNull();
      expect((await history(path))[0]).toMatchObject({
        type: 'handover',
        from: { uid: leaver.uid },
        to: null,
      });
    }
  });

  it('is for staff only', async () => {
    const { path } = await visa();
    expect((await staffSend('POST', `${path}/take`, visitor, {})).status).toBe(403);
    expect((await staffSend('POST', `${path}/take`, undefined, {})).status).toBe(401);
  });
});

describe('notes between staff', () => {
  it('are kept with who and when, in the history, and never reach the applicant, the agent or a message', async () => {
    const aan = `AGT-${randomUUID().slice(0, 8).toUpperCase()}`;
    const agent = await signedInAgent(aan);
    const owner = await signedInUser(undefined);
    const application = await storedApplication('visa', owner.uid);
    await application.ref.update({ AAN: aan });
    const path = applicationPath('visa', application.id);
    const secret = `Note ${randomUUID()}: the applicant sounded unsure on the phone.`;

    expect((await staffSend('POST', `${path}/notes`, visitor, { text: secret })).status).toBe(403);
    expect((await staffSend('POST', `${path}/notes`, staff, { text: '   ' })).status).toBe(400);
    const added = await staffSend('POST', `${path}/notes`, staff, { text: `  ${secret} ` });
    expect(added.status).toBe(201);
    const notes = await request(`${path}/notes`, { headers: bearer(other) });
    expect(notes.body).toEqual({
      notes: [
        {
          id: expect.any(String),
          text: secret,
          by: { uid: staff.uid, name: staff.email },
          at: expect.any(String),
        },
      ],
    });
    expect((await request(`${path}/notes`, { headers: bearer(visitor) })).status).toBe(403);
    const [event] = await history(path);
    expect(event).toMatchObject({ type: 'note', noteId: (added.body as { note: { id: string } }).note.id });
    expect(JSON.stringify(event)).not.toContain(secret);

    // A change the applicant hears of, after the note: its SMS and email carry none of it.
    await staffActs('POST', `${path}/status`, staff, {
      status: 'action_needed',
      applicantMessage: 'Please call us.',
    });
    const messages = await db()
      .collection('notifications')
      .where('applicationId', '==', application.id)
      .get();
    expect(messages.size).toBeGreaterThan(0);
    const seen = [
      JSON.stringify(messages.docs.map((doc) => doc.data())),
      JSON.stringify((await postJson('/api/track', application.proof)).body),
      JSON.stringify((await request('/api/my-applications', { headers: bearer(owner) })).body),
      JSON.stringify((await request('/api/agent/clients', { headers: bearer(agent) })).body),
      JSON.stringify((await request('/api/agent/me', { headers: bearer(agent) })).body),
      // What the lists, and so their exports, are made of: the application's own document.
      JSON.stringify((await application.ref.get()).data()),
    ];
    expect(seen[2]).toContain(application.reference);
    expect(seen[3]).toContain(application.reference);
    for (const text of seen) expect(text).not.toContain(secret);
  });
});

describe("an export's extras: results' codes for staff, notes for an admin who asks", () => {
  const extras = (user: SignedInUser, body: unknown) => staffSend('POST', '/api/exports/extras', user, body);

  it('give the codes of the results offered, and the notes of the applications asked about only, oldest first', async () => {
    const [noted, handedBack, elsewhere] = await Promise.all([visa(), visa(), visa()]);
    const texts = ['First call: no answer.', 'Second call: sending the bank statement.'];
    for (const text of texts) await staffSend('POST', `${noted.path}/notes`, staff, { text });
    await staffSend('POST', `${elsewhere.path}/notes`, other, { text: 'Not in this export.' });
    expect((await staffHandsBack(staff, handedBack.id, 'Visa grant notice')).status).toBe(201);
    const [result] = (await db().collection('results').where('applicationId', '==', handedBack.id).get())
      .docs;

    const ids = [noted.id, handedBack.id];
    const forStaff = await extras(staff, { kind: 'visa', ids });
    expect(forStaff.status).toBe(200);
    expect(forStaff.body).toEqual({ resultCodes: { [handedBack.id]: [result!.get('verificationCode')] } });

    const forAdmin = await extras(admin, { kind: 'visa', ids, notes: true });
    expect(forAdmin.status).toBe(200);
    const { notes } = forAdmin.body as { notes: Record<string, { text: string; by: { uid: string } }[]> };
    expect(Object.keys(notes)).toEqual([noted.id]);
    expect(notes[noted.id]!.map(({ text, by }) => [text, by.uid])).toEqual(
      texts.map((text) => [text, staff.uid]),
    );
    // Another service's application of the same id holds none of these.
    expect((await extras(admin, { kind: 'tin', ids, notes: true })).body).toEqual({
      resultCodes: {},
      notes: {},
    });
  });

  it('refuse the notes to staff who are not admins, and an export that says it holds them is recorded only for an admin', async () => {
    const { id } = await visa();
    expect(await extras(staff, { kind: 'visa', ids: [id], notes: true })).toMatchObject({
      status: 403,
      body: { code: 'auth.forbidden' },
    });
    expect((await extras(visitor, { kind: 'visa', ids: [id] })).status).toBe(403);
    expect((await extras(admin, { kind: 'visa', ids: [] })).status).toBe(400);
    const exported = { kind: 'visa', filter: { view: 'attention' }, format: 'csv', withNotes: true };
    expect((await staffSend('POST', '/api/exports', staff, exported)).status).toBe(403);
    const recorded = await staffSend('POST', '/api/exports', admin, exported);
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ event: { withNotes: true, actorUid: admin.uid } });
  });
});

describe('who does what', () => {
  it('counts each staff member’s takes, requests, completions and rejections, and the time from taken to completed', async () => {
    const worker = await signedInUser('staff');
    const [first, second, third] = await Promise.all([visa(), visa(), visa()]);
    for (const { path } of [first, second, third]) await staffActs('POST', `${path}/take`, worker, {});
    await staffActs('POST', `${first.path}/requests`, worker, {
      items: [{ type: 'otherDocument', name: 'Bank statement', reason: 'We need it.' }],
      replyBy: todayInDarEsSalaam(new Date(Date.now() + 7 * 86_400_000)),
    });
    await staffActs('POST', `${second.path}/status`, worker, { status: 'completed' });
    await staffActs('POST', `${third.path}/status`, worker, { status: 'rejected' });

    const today = todayInDarEsSalaam();
    const answer = await request(`/api/reports/staff?from=${today}&to=${today}`, { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    const { staff: people } = answer.body as {
      staff: {
        uid: string;
        totals: Record<string, number>;
        takenToCompleted: { count: number; median: number };
      }[];
    };
    const mine = people.find((person) => person.uid === worker.uid)!;
    expect(mine.totals).toEqual({ taken: 3, requests: 1, completed: 1, rejected: 1 });
    expect(mine.takenToCompleted.count).toBe(1);
    expect(mine.takenToCompleted.median).toBeGreaterThanOrEqual(0);
    expect(
      (await request(`/api/reports/staff?from=${today}&to=${today}`, { headers: bearer(staff) })).status,
    ).toBe(403);
  });

  it('gives a staff member their own day: waiting, answered by the applicant, overdue', async () => {
    const worker = await signedInUser('staff');
    const [waiting, answered, overdue] = await Promise.all([visa(), visa(), visa()]);
    const queue = { paymentStatus: 'paid', status: 'in_review' };
    await waiting.ref.update(queue);
    await answered.ref.update({ ...queue, requestState: 'answered', requestAnsweredAt: new Date() });
    await overdue.ref.update({
      ...queue,
      status: 'action_needed',
      requestState: 'open',
      requestReplyBy: '2020-01-01',
    });
    for (const { path } of [waiting, answered, overdue]) await staffActs('POST', `${path}/take`, worker, {});
    const day = await request('/api/assignments/mine', { headers: bearer(worker) });
    expect(day.body).toEqual({ waiting: 3, answered: 1, overdue: 1 });
  });
});
