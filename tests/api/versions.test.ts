// Nobody acts on a stale page: every staff action carries the version of the application its page
// showed (If-Match), and one made from an older version is refused with what changed since, in
// the transaction that would have written it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#domain/apiErrors';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { defaultReplyBy } from '#domain/requests';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { csrfPair, request } from '../support/http.ts';
import { applicationPath, resultForm, staffSend } from '../support/staffActions.ts';
import { pdfBytes } from '../support/uploads.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({ staff, admin } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;
const stored = (id: string) => db().collection(APPLICATION_COLLECTIONS.business).doc(id).get();
const versionOf = async (id: string) => ((await stored(id)).get('version') as number | undefined) ?? 0;
const eventCount = async (id: string) =>
  (await db().collection('applicationEvents').where('applicationId', '==', id).count().get()).data().count;

const askFor = () => ({
  items: [{ type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' }],
  replyBy: defaultReplyBy(),
});

/** A business application with a request its applicant has answered, ready to be accepted. */
async function answered() {
  const application = await storedApplication('business');
  const path = applicationPath('business', application.id);
  const asked = await staffSend('POST', `${path}/requests`, staff, askFor(), 0);
  const requestId = (asked.body as { id: string }).id;
  await staffSend('POST', '/api/requests/answer', undefined, {
    proof: application.proof,
    requestId,
    corrections: { bName: 'Amani Traders Ltd' },
    documents: {},
  });
  return { ...application, path, requestId };
}

type Action = {
  name: string;
  /** The application, prepared so the action could be taken. */
  prepare: () => Promise<{ id: string; path: string; requestId?: string }>;
  /** `version` undefined: the action names none (no If-Match). */
  act: (path: string, version: number | undefined, requestId?: string) => ReturnType<typeof staffSend>;
  /** The answer's status when the page was not stale. */
  done: number;
};

const business = async () => {
  const application = await storedApplication('business');
  return { ...application, path: applicationPath('business', application.id) };
};

const ACTIONS: Action[] = [
  {
    name: 'status',
    prepare: business,
    act: (path, version) => staffSend('POST', `${path}/status`, staff, { status: 'approved' }, version),
    done: 200,
  },
  {
    name: 'request',
    prepare: business,
    act: (path, version) => staffSend('POST', `${path}/requests`, staff, askFor(), version),
    done: 201,
  },
  {
    name: 'accept',
    prepare: answered,
    act: (path, version, requestId) =>
      staffSend('POST', `${path}/requests/${requestId}/accept`, staff, undefined, version),
    done: 200,
  },
  {
    name: 'result',
    prepare: business,
    act: (path, version) =>
      staffSend('POST', `${path}/results`, staff, resultForm(pdfBytes(`r ${Math.random()}`)), version),
    done: 201,
  },
  {
    name: 'message',
    prepare: business,
    act: (path, version) =>
      staffSend(
        'POST',
        `${path}/status`,
        staff,
        { status: 'in_review', applicantMessage: 'We are checking your documents.' },
        version,
      ),
    done: 200,
  },
  {
    name: 'delete',
    prepare: business,
    act: (path, version) => staffSend('DELETE', path, admin, undefined, version),
    done: 200,
  },
];

describe('a staff action made from a page showing an older version', () => {
  for (const action of ACTIONS) {
    it(`${action.name}: is refused with 409 and what changed since, and writes nothing`, async () => {
      const { id, path, requestId } = await action.prepare();
      const shown = await versionOf(id);
      // Someone else moves it on while the page still shows `shown`.
      const other = await staffSend('POST', `${path}/status`, admin, { status: 'in_review' }, shown);
      expect(other.status).toBe(200);
      const events = await eventCount(id);

      const answer = await action.act(path, shown, requestId);
      expect(answer.status).toBe(409);
      const body = answer.body as ApiErrorBody;
      expect(body.code).toBe('application.changed');
      expect(body.message).toMatch(/changed this application/);
      expect(body.version).toBe(shown + 1);
      expect(body.changes).toEqual([
        {
          type: 'status',
          status: 'in_review',
          version: shown + 1,
          who: { uid: admin.uid, name: admin.email },
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      // Nothing of the refused action was written.
      expect(await versionOf(id)).toBe(shown + 1);
      expect(await eventCount(id)).toBe(events);
      expect((await stored(id)).exists).toBe(true);

      // From the page as it is now, the same action goes through.
      expect((await action.act(path, shown + 1, requestId)).status).toBe(action.done);
    });
  }
});

describe('a staff action that names no version', () => {
  const assignments: Action[] = [
    {
      name: 'take',
      prepare: business,
      act: (path, version) => staffSend('POST', `${path}/take`, staff, {}, version),
      done: 200,
    },
    {
      name: 'give',
      prepare: business,
      act: (path, version) => staffSend('POST', `${path}/give`, admin, { uid: staff.uid }, version),
      done: 200,
    },
  ];
  for (const action of [...ACTIONS, ...assignments]) {
    it(`${action.name}: is refused with 428 and writes nothing`, async () => {
      const { id, path, requestId } = await action.prepare();
      const version = await versionOf(id);
      const events = await eventCount(id);
      const answer = await action.act(path, undefined, requestId);
      expect(answer.status).toBe(428);
      expect(answer.body).toEqual({
        message: expect.stringContaining('If-Match'),
        code: 'application.version.missing',
      });
      expect(await versionOf(id)).toBe(version);
      expect(await eventCount(id)).toBe(events);
      expect((await stored(id)).exists).toBe(true);
      // Naming the version it shows, the same action goes through.
      expect((await action.act(path, version, requestId)).status).toBe(action.done);
    });
  }
});

describe('versions', () => {
  it('go up by one per action, and the event of each carries the version it produced', async () => {
    const { id, path } = await business();
    expect(await versionOf(id)).toBe(0);
    const first = await staffSend('POST', `${path}/status`, staff, { status: 'in_review' }, 0);
    expect((first.body as { event: { version: number } }).event.version).toBe(1);
    // A request is a status change and a decision on the answer before it: still one change.
    const asked = await staffSend('POST', `${path}/requests`, staff, askFor(), 1);
    expect(asked.status).toBe(201);
    expect(await versionOf(id)).toBe(2);
    // A print changes nothing, and carries the version printed.
    const print = await staffSend('POST', `${path}/events`, staff, { type: 'print' });
    expect((print.body as { event: { version: number } }).event.version).toBe(2);
    expect(await versionOf(id)).toBe(2);
  });

  it('refuses an If-Match that names no version with 400', async () => {
    const { path } = await business();
    const { cookie, token } = await csrfPair();
    const answer = await request(`${path}/status`, {
      method: 'POST',
      headers: {
        cookie,
        'X-XSRF-TOKEN': token,
        authorization: `Bearer ${staff.idToken}`,
        'Content-Type': 'application/json',
        'If-Match': 'yesterday',
      },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'application.version' });
  });

  it('of two staff saving the same version at the same moment, lets exactly one through', async () => {
    const { id, path } = await business();
    const [approve, reject] = await Promise.all([
      staffSend('POST', `${path}/status`, staff, { status: 'approved' }, 0),
      staffSend('POST', `${path}/status`, admin, { status: 'rejected' }, 0),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    const loser = approve.status === 409 ? approve : reject;
    const winner = approve.status === 409 ? 'rejected' : 'approved';
    expect((loser.body as ApiErrorBody).changes).toEqual([
      expect.objectContaining({ type: 'status', status: winner, version: 1 }),
    ]);
    const after = await stored(id);
    expect(after.get('status')).toBe(winner);
    expect(after.get('version')).toBe(1);
    expect(await eventCount(id)).toBe(1);
  });
});
