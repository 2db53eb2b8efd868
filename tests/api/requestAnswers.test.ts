// The applicant's side of a request: reading what staff asked, with the proof or their account,
// and answering it. Only what was asked may change; a correction is checked with the form's schema.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultReplyBy } from '#domain/requests';
import type { ApplicationProof } from '#domain/tracking';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { signedInAgent } from '../support/agents.ts';
import { storedApplication } from '../support/applications.ts';
import { csrfPair, request, type Answer } from '../support/http.ts';
import { uploadFile } from '../support/uploads.ts';
import {
  anonymousApplicant,
  signedInUser,
  staffAdminAndVisitor,
  type SignedInUser,
} from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

let staff: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({ staff, admin } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;

async function send(path: string, body: unknown, idToken?: string): Promise<Answer> {
  const { cookie, token } = await csrfPair();
  const headers: Record<string, string> = {
    cookie,
    'X-XSRF-TOKEN': token,
    'Content-Type': 'application/json',
    ...(await actionHeaders('POST', path)),
  };
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  return request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** A business licence application asked to correct its business name and to send a lease. */
async function askedApplication(submittedBy?: string) {
  const application = await storedApplication('business', submittedBy);
  const asked = await send(
    `/api/applications/business/${application.id}/requests`,
    {
      items: [
        { type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' },
        { type: 'otherDocument', name: 'Signed lease', reason: 'The lease sent is not signed.' },
      ],
      replyBy: defaultReplyBy(),
    },
    staff.idToken,
  );
  expect(asked.status).toBe(201);
  const requestId = (asked.body as { id: string }).id;
  return { ...application, requestId };
}

const answerBody = (
  proof: ApplicationProof,
  requestId: string,
  answer: { corrections?: Record<string, unknown>; documents?: Record<string, string[]> },
) => ({ proof, requestId, corrections: {}, documents: {}, ...answer });

/** The applicant's answer to a request, with the proof of their application. */
const sendAnswer = (...answer: Parameters<typeof answerBody>) =>
  send('/api/requests/answer', answerBody(...answer));

/** What must stay as it was when an answer is refused. */
async function snapshotOf(id: string, ref: FirebaseFirestore.DocumentReference, requestId: string) {
  const [application, stored, events] = await Promise.all([
    ref.get(),
    db().collection('requests').doc(requestId).get(),
    db().collection('applicationEvents').where('applicationId', '==', id).get(),
  ]);
  return {
    bName: application.get('bName') as unknown,
    status: application.get('status') as unknown,
    requestState: stored.get('state') as unknown,
    events: events.size,
  };
}

describe('POST /api/requests/open', () => {
  it('shows the holder of the proof each item with its reason, and the answer as it stands', async () => {
    const { proof, requestId, ref } = await askedApplication();
    const answer = await send('/api/requests/open', { proof });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      request: {
        id: requestId,
        kind: 'business',
        reference: proof.reference,
        replyBy: defaultReplyBy(),
        items: [
          {
            type: 'field',
            field: 'bName',
            reason: 'The name differs from the BRELA certificate.',
            // What the screen shows: the label's translation key and the answer as it stands.
            label: 'fields.business.bName',
            current: (await ref.get()).get('bName'),
          },
          { type: 'otherDocument', name: 'Signed lease', reason: 'The lease sent is not signed.' },
        ],
      },
    });
  });

  it('answers null when nothing is asked, and the same 404 as Track for a wrong phone', async () => {
    const { proof } = await storedApplication('business');
    expect((await send('/api/requests/open', { proof })).body).toEqual({ request: null });
    const wrong = await send('/api/requests/open', { proof: { ...proof, phone: '0699000111' } });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: expect.any(String), code: 'track.notFound' });
  });

  it('opens to the owner signed in with an account, not to an anonymous device session', async () => {
    const owner = await signedInUser(undefined);
    const { id, requestId } = await askedApplication(owner.uid);
    const own = await send('/api/requests/open', { kind: 'business', id }, owner.idToken);
    expect(own.status).toBe(200);
    expect((own.body as { request: { id: string } }).request.id).toBe(requestId);

    const device = await anonymousApplicant();
    const { id: deviceId } = await askedApplication(device.uid);
    const anonymous = await send('/api/requests/open', { kind: 'business', id: deviceId }, device.idToken);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ message: expect.any(String), code: 'access.proofRequired' });
  });
});

describe('POST /api/requests/answer', () => {
  it('merges the correction, keeps the files with the request and puts the application back in review', async () => {
    const { id, ref, proof, requestId } = await askedApplication();
    const before = (await ref.get()).get('bName') as string;
    const lease = [
      await uploadFile('requestAnswers', { type: 'pdf' }),
      await uploadFile('requestAnswers', { type: 'jpeg' }),
    ];
    const messagesBefore = (await db().collection(NOTIFICATIONS).where('applicationId', '==', id).get()).size;

    const answer = await sendAnswer(proof, requestId, {
      corrections: { bName: '  Amani Traders Ltd  ' },
      documents: { '1': lease },
    });
    expect(answer.status).toBe(200);

    const application = await ref.get();
    expect(application.get('bName')).toBe('Amani Traders Ltd');
    expect(application.get('status')).toBe('in_review');
    expect(application.get('requestState')).toBe('answered');
    expect(application.get('requestAnsweredAt')).toBeDefined();
    expect(application.get('requestReplyBy')).toBeUndefined();
    expect(application.get('searchPrefixes')).toContain('amani');

    const stored = (await db().collection('requests').doc(requestId).get()).data();
    expect(stored).toMatchObject({
      state: 'answered',
      answer: {
        corrections: [{ field: 'bName', before, after: 'Amani Traders Ltd' }],
        documents: [{ item: 1, paths: lease }],
        via: 'proof',
      },
    });
    const events = await db().collection('applicationEvents').where('applicationId', '==', id).get();
    expect(events.docs.map((doc) => doc.data())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'requestAnswered', requestId, actorUid: 'applicant' }),
        expect.objectContaining({ type: 'status', status: 'in_review', actorUid: 'applicant' }),
      ]),
    );
    // The applicant was told on screen: no message is paid for.
    expect((await db().collection(NOTIFICATIONS).where('applicationId', '==', id).get()).size).toBe(
      messagesBefore,
    );
    for (const path of lease) {
      const upload = await db()
        .collection('uploads')
        .doc(path.slice(path.indexOf('/') + 1, path.indexOf('.')))
        .get();
      expect(upload.data()).toMatchObject({ attached: true, applicationId: id });
    }

    // Staff see the answer with the request.
    const listed = await request(`/api/applications/business/${id}/requests`, {
      headers: { authorization: `Bearer ${staff.idToken}` },
    });
    expect((listed.body as { requests: unknown[] }).requests).toEqual([
      expect.objectContaining({
        id: requestId,
        state: 'answered',
        answer: expect.objectContaining({ answeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }),
      }),
    ]);
  });

  it('refuses a second answer with 409 and a code, and changes nothing', async () => {
    const { proof, requestId, ref, id } = await askedApplication();
    const lease = [await uploadFile('requestAnswers')];
    const body = answerBody(proof, requestId, {
      corrections: { bName: 'Amani Traders' },
      documents: { '1': lease },
    });
    expect((await send('/api/requests/answer', body)).status).toBe(200);
    const after = await snapshotOf(id, ref, requestId);
    const again = await send('/api/requests/answer', { ...body, corrections: { bName: 'Another Name' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: expect.any(String), code: 'request.answered' });
    expect(await snapshotOf(id, ref, requestId)).toEqual(after);
  });

  const refusals: [string, (lease: string[]) => Record<string, unknown>, number, Record<string, unknown>][] =
    [
      [
        'a field that was not asked for',
        (lease) => ({ corrections: { bName: 'Amani', Fname: 'Someone' }, documents: { '1': lease } }),
        422,
        { code: 'request.notAsked' },
      ],
      [
        'a correction the form would refuse',
        (lease) => ({ corrections: { bName: '   ' }, documents: { '1': lease } }),
        422,
        { code: 'validation', fields: { bName: expect.any(String) } },
      ],
      [
        'no correction for the field asked',
        (lease) => ({ documents: { '1': lease } }),
        422,
        { code: 'validation', fields: { bName: 'validation.required' } },
      ],
      [
        'no file for the document asked',
        () => ({ corrections: { bName: 'Amani' } }),
        422,
        { code: 'validation', fields: { 'documents.1': 'validation.file' } },
      ],
      [
        'a path the API never issued',
        () => ({
          corrections: { bName: 'Amani' },
          documents: { '1': ['request-answers/0123456789abcdef0123456789abcdef.pdf'] },
        }),
        422,
        { code: 'validation', fields: { 'documents.1': 'validation.file' } },
      ],
      [
        'a file sent for a correction',
        (lease) => ({ corrections: { bName: 'Amani' }, documents: { '0': lease, '1': lease } }),
        422,
        { code: 'request.notAsked' },
      ],
    ];

  it.each(refusals)(
    'refuses %s with a clear message, and changes nothing',
    async (_name, answer, status, body) => {
      const { proof, requestId, ref, id } = await askedApplication();
      const lease = [await uploadFile('requestAnswers')];
      const before = await snapshotOf(id, ref, requestId);
      const refused = await sendAnswer(proof, requestId, answer(lease));
      expect(refused.status).toBe(status);
      expect(refused.body).toEqual({ message: expect.any(String), ...body });
      expect(await snapshotOf(id, ref, requestId)).toEqual(before);
    },
  );

  it("refuses a file another application holds, and another application's request", async () => {
    const first = await askedApplication();
    const second = await askedApplication();
    const lease = [await uploadFile('requestAnswers')];
    // Each answer names the business and sends the same lease.
    const naming = (bName: string) => ({ corrections: { bName }, documents: { '1': lease } });
    const answered = await sendAnswer(first.proof, first.requestId, naming('First'));
    expect(answered.status).toBe(200);
    const taken = await sendAnswer(second.proof, second.requestId, naming('Second'));
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ fields: { 'documents.1': 'validation.file' } });

    const crossed = await sendAnswer(second.proof, first.requestId, naming('Second'));
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual({ message: expect.any(String), code: 'request.notFound' });
  });

  it('takes only PDF, JPEG or PNG files for an answer, told by their bytes', async () => {
    const { cookie, token } = await csrfPair();
    const form = new FormData();
    form.append('area', 'requestAnswers');
    form.append('file', new Blob(['not really a pdf'], { type: 'application/pdf' }), 'lease.pdf');
    const refused = await request('/api/uploads', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token },
      body: form,
    });
    expect(refused.status).toBe(415);
    expect(refused.body).toEqual({ message: expect.any(String), code: 'upload.documentType' });
  });
});

describe("staff's decision on an answer", () => {
  async function answeredApplication() {
    const asked = await askedApplication();
    const lease = [await uploadFile('requestAnswers')];
    const body = answerBody(asked.proof, asked.requestId, {
      corrections: { bName: 'Amani Traders' },
      documents: { '1': lease },
    });
    expect((await send('/api/requests/answer', body)).status).toBe(200);
    return asked;
  }
  const decisionsOf = async (id: string) =>
    (await db().collection('applicationEvents').where('applicationId', '==', id).get()).docs
      .map((doc) => doc.data())
      .filter((event) => event.type === 'requestDecided');

  it('accepting clears the pending request and records who decided', async () => {
    const { id, ref, requestId } = await answeredApplication();
    const accepted = await send(
      `/api/applications/business/${id}/requests/${requestId}/accept`,
      {},
      staff.idToken,
    );
    expect(accepted.status).toBe(200);
    expect((await ref.get()).get('requestState')).toBeUndefined();
    const stored = (await db().collection('requests').doc(requestId).get()).data();
    expect(stored).toMatchObject({
      state: 'accepted',
      decision: { decision: 'accepted', decidedBy: { uid: staff.uid, email: staff.email } },
    });
    expect(await decisionsOf(id)).toEqual([
      expect.objectContaining({ requestId, decision: 'accepted', actorUid: staff.uid }),
    ]);

    const twice = await send(
      `/api/applications/business/${id}/requests/${requestId}/accept`,
      {},
      staff.idToken,
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: expect.any(String), code: 'request.notAnswered' });
  });

  it('asking again records the decision on the answer and opens a new request', async () => {
    const { id, ref, requestId } = await answeredApplication();
    const again = await send(
      `/api/applications/business/${id}/requests`,
      {
        items: [{ type: 'otherDocument', name: 'Signed lease', reason: 'The signature page is missing.' }],
        replyBy: defaultReplyBy(),
      },
      staff.idToken,
    );
    expect(again.status).toBe(201);
    expect((await db().collection('requests').doc(requestId).get()).get('state')).toBe('askedAgain');
    expect(await decisionsOf(id)).toEqual([expect.objectContaining({ requestId, decision: 'askedAgain' })]);
    const application = await ref.get();
    expect(application.get('requestState')).toBe('open');
    expect(application.get('status')).toBe('action_needed');
  });

  it('is for staff only', async () => {
    const { id, requestId } = await answeredApplication();
    const visitor = await signedInUser(undefined);
    const refused = await send(
      `/api/applications/business/${id}/requests/${requestId}/accept`,
      {},
      visitor.idToken,
    );
    expect(refused.status).toBe(403);
  });
});

describe('deleting an application', () => {
  it('deletes its requests and the files sent in answer', async () => {
    const { id, proof, requestId } = await askedApplication();
    const lease = [await uploadFile('requestAnswers')];
    const body = answerBody(proof, requestId, { corrections: { bName: 'Amani' }, documents: { '1': lease } });
    expect((await send('/api/requests/answer', body)).status).toBe(200);
    const opened = () =>
      request(`/api/files/${lease[0]}`, { headers: { authorization: `Bearer ${staff.idToken}` } });
    expect((await opened()).status).toBe(200);

    const { cookie, token } = await csrfPair();
    const path = `/api/applications/business/${id}`;
    const deleted = await request(path, {
      method: 'DELETE',
      headers: {
        cookie,
        'X-XSRF-TOKEN': token,
        authorization: `Bearer ${admin.idToken}`,
        ...(await actionHeaders('DELETE', path)),
      },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true });
    expect((await db().collection('requests').doc(requestId).get()).exists).toBe(false);
    expect((await opened()).status).toBe(404);
  });
});

describe('staff moving the application on by hand', () => {
  it('withdraws the open request: it is neither answered nor flagged, and the history says so', async () => {
    const { id, ref, proof, requestId } = await askedApplication();
    const moved = await send(
      `/api/applications/business/${id}/status`,
      { status: 'approved', note: 'Confirmed by phone.', applicantMessage: '' },
      staff.idToken,
    );
    expect(moved.status).toBe(200);
    expect((await db().collection('requests').doc(requestId).get()).data()).toMatchObject({
      state: 'withdrawn',
      decision: { decision: 'withdrawn', decidedBy: { uid: staff.uid } },
    });
    expect((await ref.get()).get('requestState')).toBeUndefined();
    expect((await send('/api/requests/open', { proof })).body).toEqual({ request: null });

    const lease = [await uploadFile('requestAnswers')];
    const late = await sendAnswer(proof, requestId, {
      corrections: { bName: 'Late' },
      documents: { '1': lease },
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: expect.any(String), code: 'request.withdrawn' });
    expect((await ref.get()).get('status')).toBe('approved');
  });
});

describe('a yes or no the form keeps as a boolean', () => {
  it('is offered as its two answers and stored as a boolean again', async () => {
    const { id, ref, proof } = await storedApplication('tin');
    const asked = await send(
      `/api/applications/tin/${id}/requests`,
      { items: [{ type: 'field', field: 'hasTin', reason: 'Please confirm.' }], replyBy: defaultReplyBy() },
      staff.idToken,
    );
    expect(asked.status).toBe(201);
    const requestId = (asked.body as { id: string }).id;
    const open = await send('/api/requests/open', { proof });
    expect((open.body as { request: { items: unknown[] } }).request.items).toEqual([
      expect.objectContaining({
        field: 'hasTin',
        current: false,
        options: {
          values: ['true', 'false'],
          labels: expect.objectContaining({ false: expect.any(String) }),
        },
      }),
    ]);

    const answered = await sendAnswer(proof, requestId, { corrections: { hasTin: 'false' } });
    expect(answered.status).toBe(200);
    expect((await ref.get()).get('hasTin')).toBe(false);
  });
});

describe("the application's agent", () => {
  it('is not among what staff may ask to correct', async () => {
    const { id, ref } = await storedApplication('tin');
    const asked = await send(
      `/api/applications/tin/${id}/requests`,
      { items: [{ type: 'field', field: 'AAN', reason: 'Which agent?' }], replyBy: defaultReplyBy() },
      staff.idToken,
    );
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'validation', fields: { 'items.0.field': expect.any(String) } });
    expect((await ref.get()).get('status')).toBe('submitted');
  });

  it('cannot be changed by an answer, even to a request that asked for it', async () => {
    // A request stored before the AAN left the list, asking for it beside a name.
    const { id, ref, proof } = await storedApplication('tin');
    await ref.update({ AAN: 'AGT-ASKED1' });
    const requestRef = db().collection('requests').doc();
    await requestRef.set({
      kind: 'tin',
      applicationId: id,
      reference: proof.reference,
      items: [
        { type: 'field', field: 'AAN', reason: 'Which agent?' },
        { type: 'field', field: 'fName', reason: 'Spelling.' },
      ],
      replyBy: defaultReplyBy(),
      state: 'open',
      createdAt: new Date(),
      createdBy: { uid: staff.uid, email: staff.email },
    });
    await ref.update({ status: 'action_needed' });

    const open = await send('/api/requests/open', { proof });
    const items = (open.body as { request: { items: { field?: string }[] } }).request.items;
    expect(items.map((item) => item.field)).toEqual(['fName']);

    const moved = await sendAnswer(proof, requestRef.id, {
      corrections: { AAN: 'agt-nobody', fName: 'Asha' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ code: 'request.notAsked' });
    expect((await ref.get()).get('AAN')).toBe('AGT-ASKED1');

    const named = await sendAnswer(proof, requestRef.id, { corrections: { fName: 'Asha' } });
    expect(named.status).toBe(200);
    expect((await ref.get()).data()).toMatchObject({ AAN: 'AGT-ASKED1', fName: 'Asha' });
  });
});

describe('an answer sent by an agent', () => {
  it("is recorded as the agent's, with their number, and signed by them in the history", async () => {
    const agent = await signedInAgent(`AGT-${randomUUID().slice(0, 8).toUpperCase()}`);
    const { id, ref, requestId } = await askedApplication();
    await ref.update({ AAN: agent.aan });
    const lease = [await uploadFile('requestAnswers')];
    const answered = await send(
      '/api/requests/answer',
      { kind: 'business', id, requestId, corrections: { bName: 'Amani Traders' }, documents: { '1': lease } },
      agent.idToken,
    );
    expect(answered.status).toBe(200);
    expect((await db().collection('requests').doc(requestId).get()).get('answer')).toMatchObject({
      via: 'agent',
      agent: { uid: agent.uid, aan: agent.aan },
    });
    const events = await db()
      .collection('applicationEvents')
      .where('applicationId', '==', id)
      .where('type', '==', 'requestAnswered')
      .get();
    expect(events.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ actorUid: agent.uid, actorEmail: agent.email }),
    ]);
  });
});
