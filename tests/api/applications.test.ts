import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { pdfBytes, uploadFile, uploadPdf } from '../support/uploads.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';
import { staffRequest } from '../support/staffActions.ts';

type User = SignedInUser;
type Event = {
  id: string;
  type: string;
  kind: string;
  applicationId: string;
  reference: string | null;
  status?: string;
  note?: string;
  actorUid: string;
  actorEmail: string | null;
  at: string;
};

let staff: User;
let admin: User;
let visitor: User;

beforeAll(async () => {
  ({ staff, admin, visitor } = await staffAdminAndVisitor());
});

const eventsOf = async (path: string, user: User = staff) =>
  (
    (await request(`${path}/events`, { headers: { authorization: `Bearer ${user.idToken}` } })).body as {
      events: Event[];
    }
  ).events;

describe('POST /api/applications/:kind/:id/status', () => {
  it('lets staff change the status with a note, and records who and when', async () => {
    const { id, ref, reference } = await storedApplication('visa');
    const before = Date.now();
    const answer = await staffRequest('POST', `/api/applications/visa/${id}/status`, staff, {
      status: 'action_needed',
      note: '  Passport scan is blurred; asked for a new one.  ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'action_needed',
      statusNote: 'Passport scan is blurred; asked for a new one.',
    });

    const stored = (await ref.get()).data()!;
    expect(stored.status).toBe('action_needed');
    expect(stored.statusNote).toBe('Passport scan is blurred; asked for a new one.');
    expect(stored.statusUpdatedBy).toBe(staff.uid);
    expect(stored.statusUpdatedAt.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    // What the applicant sent is untouched.
    expect(stored.reference).toBe(reference);
    expect(stored.firstName).toBe('Grace');

    const [event] = await eventsOf(`/api/applications/visa/${id}`);
    expect(event).toMatchObject({
      kind: 'visa',
      applicationId: id,
      reference,
      type: 'status',
      status: 'action_needed',
      note: 'Passport scan is blurred; asked for a new one.',
      actorUid: staff.uid,
      actorEmail: staff.email,
    });
    expect(Date.parse(event!.at)).toBeGreaterThanOrEqual(before - 5_000);
    expect((answer.body as { event: Event }).event.id).toBe(event!.id);
  });

  it('refuses a status outside the workflow and a note over 1000 characters with 400', async () => {
    const { id, ref } = await storedApplication('tin');
    const path = `/api/applications/tin/${id}/status`;
    const badStatus = await staffRequest('POST', path, staff, { status: 'paid', note: '' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toMatchObject({ code: 'validation', message: expect.stringContaining('status') });
    const longNote = await staffRequest('POST', path, staff, { status: 'approved', note: 'x'.repeat(1001) });
    expect(longNote.status).toBe(400);
    expect(longNote.body).toMatchObject({ code: 'validation', message: expect.stringContaining('note') });
    expect((await ref.get()).get('status')).toBe('submitted');
    expect(await eventsOf(`/api/applications/tin/${id}`)).toEqual([]);
  });

  it('refuses an anonymous caller with 401 and a signed-in user without a role with 403', async () => {
    const { id, ref } = await storedApplication('brela');
    const path = `/api/applications/brela/${id}/status`;
    const anonymous = await staffRequest('POST', path, undefined, { status: 'approved' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'auth.required' });
    const visitorAnswer = await staffRequest('POST', path, visitor, { status: 'approved' });
    expect(visitorAnswer.status).toBe(403);
    expect(visitorAnswer.body).toMatchObject({ code: 'auth.forbidden' });
    expect((await ref.get()).get('status')).toBe('submitted');
  });

  it('refuses a request without the CSRF header', async () => {
    const { id } = await storedApplication('brela');
    const answer = await request(`/api/applications/brela/${id}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(answer.status).toBe(403);
  });

  it('answers 404 for an unknown kind, an unknown id and a malformed id', async () => {
    const { id } = await storedApplication('business');
    const body = { status: 'approved' };
    for (const path of [
      `/api/applications/passport/${id}/status`,
      `/api/applications/business/no-such-application/status`,
      `/api/applications/visa/${id}/status`,
      `/api/applications/business/bad.id/status`,
    ]) {
      const answer = await staffRequest('POST', path, staff, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ code: 'application.notFound' });
    }
  });
});

describe('POST /api/applications/:kind/:id/events', () => {
  it('records a print by staff', async () => {
    const { id, reference } = await storedApplication('business');
    const answer = await staffRequest('POST', `/api/applications/business/${id}/events`, staff, {
      type: 'print',
    });
    expect(answer.status).toBe(201);
    const events = await eventsOf(`/api/applications/business/${id}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'print',
      reference,
      actorUid: staff.uid,
      actorEmail: staff.email,
    });
  });

  it('accepts only print events from the browser', async () => {
    const { id } = await storedApplication('business');
    const path = `/api/applications/business/${id}/events`;
    for (const body of [{ type: 'delete' }, { type: 'status' }, {}]) {
      expect((await staffRequest('POST', path, staff, body)).status).toBe(400);
    }
    expect((await staffRequest('POST', path, undefined, { type: 'print' })).status).toBe(401);
    expect((await staffRequest('POST', path, visitor, { type: 'print' })).status).toBe(403);
    expect(await eventsOf(path.replace(/\/events$/, ''))).toEqual([]);
  });
});

describe('GET /api/applications/:kind/:id/events', () => {
  it('lists the history newest first', async () => {
    const { id } = await storedApplication('visa');
    const path = `/api/applications/visa/${id}`;
    await staffRequest('POST', `${path}/status`, staff, { status: 'in_review', note: 'first' });
    await staffRequest('POST', `${path}/events`, staff, { type: 'print' });
    await staffRequest('POST', `${path}/status`, admin, { status: 'approved', note: 'third' });
    const events = await eventsOf(path);
    expect(events.map((event) => [event.type, event.note ?? null, event.actorEmail])).toEqual([
      ['status', 'third', admin.email],
      ['print', null, staff.email],
      ['status', 'first', staff.email],
    ]);
    const times = events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is for staff only and answers 404 for an unknown application', async () => {
    const { id } = await storedApplication('tin');
    expect((await request(`/api/applications/tin/${id}/events`)).status).toBe(401);
    const asVisitor = await request(`/api/applications/tin/${id}/events`, {
      headers: { authorization: `Bearer ${visitor.idToken}` },
    });
    expect(asVisitor.status).toBe(403);
    const unknown = await request('/api/applications/tin/nothing-here/events', {
      headers: { authorization: `Bearer ${staff.idToken}` },
    });
    expect(unknown.status).toBe(404);
    const badKind = await request(`/api/applications/tinz/${id}/events`, {
      headers: { authorization: `Bearer ${staff.idToken}` },
    });
    expect(badKind.status).toBe(404);
  });
});

const fileStatus = async (path: string) =>
  (await request(`/api/files/${path}`, { headers: { authorization: `Bearer ${staff.idToken}` } })).status;

describe('DELETE /api/applications/:kind/:id', () => {
  it('is refused to staff with 403, to a visitor with 403 and to an anonymous caller with 401', async () => {
    const { id, ref } = await storedApplication('brela');
    const path = `/api/applications/brela/${id}`;
    const asStaff = await staffRequest('DELETE', path, staff);
    expect(asStaff.status).toBe(403);
    expect(asStaff.body).toMatchObject({ code: 'auth.forbidden' });
    expect((await staffRequest('DELETE', path, visitor)).status).toBe(403);
    expect((await staffRequest('DELETE', path, undefined)).status).toBe(401);
    expect((await ref.get()).exists).toBe(true);
    expect(await eventsOf(path)).toEqual([]);
  });

  it('lets an admin delete the record and its documents, and records the delete', async () => {
    const { id, ref, reference } = await storedApplication('business');
    const contract = await uploadPdf('business', 'landlord contract.pdf');
    await ref.update({ lordAttach: contract });
    expect(await fileStatus(contract)).toBe(200);

    const answer = await staffRequest('DELETE', `/api/applications/business/${id}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: true, filesRemoved: 1 });
    expect((await ref.get()).exists).toBe(false);
    expect(await fileStatus(contract)).toBe(404);

    const { db } = adminServices();
    const stored = await db.collection('applicationEvents').where('applicationId', '==', id).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        kind: 'business',
        reference,
        type: 'delete',
        actorUid: admin.uid,
        actorEmail: admin.email,
      }),
    ]);
    // The history outlives the record: staff can still see who deleted it.
    const [event] = await eventsOf(`/api/applications/business/${id}`);
    expect(event).toMatchObject({ type: 'delete', actorEmail: admin.email });
  });

  it('removes every document of a TIN application', async () => {
    const { id, ref } = await storedApplication('tin');
    const paths = await Promise.all(['cert.pdf', 'consent.pdf', 'lease.pdf'].map((n) => uploadPdf('tin', n)));
    await ref.update({ regCert: paths[0], consForm: paths[1], leeseAgree: paths[2] });
    const answer = await staffRequest('DELETE', `/api/applications/tin/${id}`, admin);
    expect(answer.body).toEqual({ deleted: true, filesRemoved: 3 });
    for (const path of paths) expect(await fileStatus(path)).toBe(404);
  });

  it('removes a visa’s passport page and photo, and every photographed page of a lease', async () => {
    const visa = await storedApplication('visa');
    const documents = await Promise.all([uploadFile('visaPassport'), uploadFile('visaPhoto')]);
    await visa.ref.update({ passportBioPage: documents[0], passportPhoto: documents[1] });
    const business = await storedApplication('business');
    const pages = await Promise.all([1, 2, 3].map(() => uploadFile('business', { type: 'jpeg' })));
    await business.ref.update({ lordAttach: pages });

    const visaDelete = await staffRequest('DELETE', `/api/applications/visa/${visa.id}`, admin);
    expect(visaDelete.body).toEqual({ deleted: true, filesRemoved: 2 });
    const businessDelete = await staffRequest('DELETE', `/api/applications/business/${business.id}`, admin);
    expect(businessDelete.body).toEqual({ deleted: true, filesRemoved: 3 });
    for (const path of [...documents, ...pages]) expect(await fileStatus(path)).toBe(404);
  });

  it('keeps a page another application’s list still holds', async () => {
    const [shared, own] = await Promise.all([
      uploadFile('business', { type: 'jpeg' }),
      uploadPdf('business'),
    ]);
    const [first, second] = await Promise.all([storedApplication('business'), storedApplication('business')]);
    await Promise.all([
      first.ref.update({ lordAttach: [shared, own] }),
      second.ref.update({ lordAttach: [shared] }),
    ]);
    const answer = await staffRequest('DELETE', `/api/applications/business/${first.id}`, admin);
    expect(answer.body).toEqual({ deleted: true, filesRemoved: 1 });
    expect(await fileStatus(own)).toBe(404);
    expect(await fileStatus(shared)).toBe(200);
  });

  it('keeps a document another application still refers to, and removes it with the last one', async () => {
    const contract = await uploadPdf('business', 'shared contract.pdf');
    const [first, second] = await Promise.all([storedApplication('business'), storedApplication('business')]);
    await Promise.all([
      first.ref.update({ lordAttach: contract }),
      second.ref.update({ lordAttach: contract }),
    ]);

    const firstDelete = await staffRequest('DELETE', `/api/applications/business/${first.id}`, admin);
    expect(firstDelete.body).toEqual({ deleted: true, filesRemoved: 0 });
    expect(await fileStatus(contract)).toBe(200);

    const secondDelete = await staffRequest('DELETE', `/api/applications/business/${second.id}`, admin);
    expect(secondDelete.body).toEqual({ deleted: true, filesRemoved: 1 });
    expect(await fileStatus(contract)).toBe(404);
  });

  it('removes no file that was not uploaded through the API, whatever the record names', async () => {
    // Files in the store with no upload record: put there some other way, or by the earlier app.
    const notOurs = [
      `business-forms/${randomBytes(16).toString('hex')}.pdf`,
      `business-forms/${Date.now()}_lease.pdf`,
    ];
    for (const path of notOurs) {
      await mkdir(join(process.env.BLOB_DIR!, 'business-forms'), { recursive: true });
      await writeFile(join(process.env.BLOB_DIR!, path), pdfBytes(path));
    }
    const { id, ref } = await storedApplication('tin');
    await ref.update({ regCert: notOurs[0], leeseAgree: notOurs[1] });
    const answer = await staffRequest('DELETE', `/api/applications/tin/${id}`, admin);
    expect(answer.body).toEqual({ deleted: true, filesRemoved: 0 });
    for (const path of notOurs) expect(await fileStatus(path)).toBe(200);
  });

  it('answers 404 for an application that is not there, and a second delete is 404', async () => {
    const { id } = await storedApplication('visa');
    expect((await staffRequest('DELETE', `/api/applications/visa/${id}`, admin)).status).toBe(200);
    expect((await staffRequest('DELETE', `/api/applications/visa/${id}`, admin)).status).toBe(404);
    expect((await staffRequest('DELETE', `/api/applications/brela/${id}`, admin)).status).toBe(404);
    expect((await staffRequest('DELETE', `/api/applications/nope/${id}`, admin)).status).toBe(404);
  });
});
