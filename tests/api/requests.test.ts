// Staff asking an applicant for corrections and documents: the request is stored, and the
// application moves to "action needed" the way any status change does, in one transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#domain/format';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { correctableFields, defaultReplyBy, documentFields } from '#domain/requests';
import { composeSms } from '#server/notifications/compose.ts';
import { NOTIFICATIONS, type NotificationRecord } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { request } from '../support/http.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';
import { staffRequest } from '../support/staffActions.ts';

let staff: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  ({ staff, visitor } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;

const [answerField] = correctableFields('visa');
const [documentField] = documentFields('visa');

/** A correction, a document of the form and another document. */
const validBody = () => ({
  items: [
    { type: 'field', field: answerField, reason: '  The name differs from the NIDA card.  ' },
    { type: 'document', field: documentField, reason: 'The scan is blurred.' },
    { type: 'otherDocument', name: 'Passport bio page', reason: 'We need it to confirm the name.' },
  ],
  replyBy: defaultReplyBy(),
});

const requestsOf = (id: string) => db().collection('requests').where('applicationId', '==', id).get();
const eventsOf = (id: string) => db().collection('applicationEvents').where('applicationId', '==', id).get();
const messagesOf = (id: string) =>
  db().collection(NOTIFICATIONS).where('applicationId', '==', id).where('event', '==', 'statusChanged').get();

describe('POST /api/applications/:kind/:id/requests', () => {
  it('stores the request and sets the status to action needed, with one event and one set of messages', async () => {
    const { id, ref, reference } = await storedApplication('visa');
    const path = `/api/applications/visa/${id}/requests`;
    const answer = await staffRequest('POST', path, staff, validBody());
    expect(answer.status).toBe(201);
    const { id: requestId } = answer.body as { id: string };

    const stored = (await db().collection('requests').doc(requestId).get()).data();
    expect(stored).toMatchObject({
      kind: 'visa',
      applicationId: id,
      reference,
      state: 'open',
      replyBy: defaultReplyBy(),
      createdBy: { uid: staff.uid, email: staff.email },
      items: [
        { type: 'field', field: answerField, reason: 'The name differs from the NIDA card.' },
        { type: 'document', field: documentField, reason: 'The scan is blurred.' },
        { type: 'otherDocument', name: 'Passport bio page', reason: 'We need it to confirm the name.' },
      ],
    });
    expect(stored?.createdAt).toBeDefined();

    const application = await ref.get();
    expect(application.get('status')).toBe('action_needed');
    // The date as the applicant reads it ("9 Dec 2026"), not as it is stored.
    expect(application.get('applicantMessage')).toContain(formatDate(defaultReplyBy(), 'en'));

    const events = await eventsOf(id);
    expect(events.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ type: 'status', status: 'action_needed', actorUid: staff.uid }),
    ]);
    const messages = await messagesOf(id);
    expect(messages.docs.map((doc) => doc.get('channel')).sort()).toEqual(['email', 'sms']);
    expect(messages.docs[0]?.get('facts')).toMatchObject({ status: 'action_needed' });
    // It says what is asked, each item as staff named it.
    expect(messages.docs[0]?.get('facts').applicantMessage).toMatch(
      /^We have asked you for: .+, .+, Passport bio page\./,
    );
    // The SMS speaks to the applicant: what is needed and by when (never cut off), with the link.
    const sms = messages.docs.find((doc) => doc.get('channel') === 'sms')?.data() as NotificationRecord;
    expect(sms.facts).toMatchObject({
      replyBy: defaultReplyBy(),
      asked: expect.stringContaining('Passport bio page'),
    });
    const text = composeSms(sms, 'https://apply.example');
    expect(text).toMatch(
      /^Apply TZ: we are waiting for your answer about application [A-Z]{3}-\w{6}\. We need: /,
    );
    expect(text).toContain(
      `Please answer by ${formatDate(defaultReplyBy(), 'en')}: https://apply.example/track?`,
    );

    const listed = await request(path, { headers: { authorization: `Bearer ${staff.idToken}` } });
    expect(listed.status).toBe(200);
    expect((listed.body as { requests: { id: string; createdAt: string }[] }).requests).toEqual([
      expect.objectContaining({ id: requestId, state: 'open', createdAt: expect.any(String) }),
    ]);
  });

  it('answers 409 with a message and a code while another request is open, and writes nothing', async () => {
    const { id, ref } = await storedApplication('visa');
    const path = `/api/applications/visa/${id}/requests`;
    expect((await staffRequest('POST', path, staff, validBody())).status).toBe(201);
    const updated = (await ref.get()).get('statusUpdatedAt');

    const second = await staffRequest('POST', path, staff, validBody());
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: expect.any(String), code: 'request.alreadyOpen' });
    expect((await requestsOf(id)).size).toBe(1);
    expect((await eventsOf(id)).size).toBe(1);
    expect((await ref.get()).get('statusUpdatedAt')).toEqual(updated);
  });

  const invalid: [string, (body: ReturnType<typeof validBody>) => unknown, string][] = [
    [
      'an unknown field',
      (body) => ({ ...body, items: [{ ...body.items[0], field: 'notAField' }] }),
      'items.0.field',
    ],
    [
      'an answer asked as a document',
      (body) => ({ ...body, items: [{ ...body.items[1], field: answerField }] }),
      'items.0.field',
    ],
    [
      'a field of another kind',
      (body) => ({ ...body, items: [{ ...body.items[0], field: 'lordAttach' }] }),
      'items.0.field',
    ],
    ['no items', (body) => ({ ...body, items: [] }), 'items'],
    [
      'a missing reason',
      (body) => ({ ...body, items: [{ type: 'field', field: answerField }] }),
      'items.0.reason',
    ],
    [
      'a blank reason',
      (body) => ({ ...body, items: [{ ...body.items[0], reason: '   ' }] }),
      'items.0.reason',
    ],
    [
      'a reason too long',
      (body) => ({ ...body, items: [{ ...body.items[0], reason: 'x'.repeat(501) }] }),
      'items.0.reason',
    ],
    [
      'a blank document name',
      (body) => ({ ...body, items: [{ ...body.items[2], name: ' ' }] }),
      'items.0.name',
    ],
    ['a past date', (body) => ({ ...body, replyBy: '2020-01-01' }), 'replyBy'],
    ['a malformed date', (body) => ({ ...body, replyBy: 'tomorrow' }), 'replyBy'],
  ];
  it.each(invalid)('answers 400 naming the field for %s, and writes nothing', async (_, change, field) => {
    const { id, ref } = await storedApplication('visa');
    const answer = await staffRequest(
      'POST',
      `/api/applications/visa/${id}/requests`,
      staff,
      change(validBody()),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation', message: expect.stringContaining(field) });
    expect((answer.body as { fields: Record<string, string> }).fields).toHaveProperty([field]);
    expect((await requestsOf(id)).size).toBe(0);
    expect((await eventsOf(id)).size).toBe(0);
    expect((await ref.get()).get('status')).toBe('submitted');
  });

  it('takes today in Dar es Salaam as a reply-by date', async () => {
    const { id } = await storedApplication('visa');
    const body = { ...validBody(), replyBy: todayInDarEsSalaam() };
    expect((await staffRequest('POST', `/api/applications/visa/${id}/requests`, staff, body)).status).toBe(
      201,
    );
  });

  it('is refused to a visitor with 403 and to an anonymous caller with 401, and writes nothing', async () => {
    const { id } = await storedApplication('visa');
    const path = `/api/applications/visa/${id}/requests`;
    expect((await staffRequest('POST', path, undefined, validBody())).status).toBe(401);
    expect((await staffRequest('POST', path, visitor, validBody())).status).toBe(403);
    expect((await request(path)).status).toBe(401);
    expect((await request(path, { headers: { authorization: `Bearer ${visitor.idToken}` } })).status).toBe(
      403,
    );
    expect((await requestsOf(id)).size).toBe(0);
  });

  it('answers 404 for an application that does not exist', async () => {
    const answer = await staffRequest(
      'POST',
      '/api/applications/visa/doesNotExist1234/requests',
      staff,
      validBody(),
    );
    expect(answer.status).toBe(404);
  });

  it('lists no requests, without an error, for an application that is gone', async () => {
    // The detail page reads the list beside the application, which may have just been deleted.
    const answer = await staffRequest('GET', '/api/applications/visa/doesNotExist1234/requests', staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ requests: [] });
  });
});
