// The applicant's rights over their data, against the emulators and the test API: the copy of
// everything held about an application (every field of each kind, never a staff note nor a staff
// member), as JSON and as a PDF, only with the proof, the account or the agent; and a request to
// delete it, granted (documents gone, refused as retention refuses them, money figures kept) or
// refused (its reason on Track).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import {
  DELETION_DECISION_DAYS,
  type DeletionRequestAnswer,
  type DeletionRequestsAnswer,
} from '#domain/dataRights';
import { APPLICATION_KINDS, COLLECTIONS } from '#domain/kinds';
import type { TrackAnswer } from '#domain/tracking';
import { uploadedFilesOf } from '#server/applications/files.ts';
import type { ApplicantDataCopy } from '#server/dataRights/collect.ts';
import { KEPT_FOR_FIGURES } from '#server/retention/rules.ts';
import { adminServices } from '../support/admin.ts';
import { earningAgent } from '../support/agentStatements.ts';
import { submittedApplication } from '../support/applications.ts';
import { API_URL, csrfPair, postJson, request } from '../support/http.ts';
import { agentFiguresToday, paidAgentClient, withoutClients } from '../support/paidAgentClient.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { applicationPath, staffActs, staffSend } from '../support/staffActions.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let admin: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  ({ staff, admin, visitor } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;
const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });
const myData = (body: unknown, headers: Record<string, string> = {}) =>
  postJson('/api/my-data', body, API_URL, headers);
const askToDelete = (body: unknown, headers: Record<string, string> = {}) =>
  postJson('/api/my-data/deletion', body, API_URL, headers);
const decide = (id: string, body: unknown, user: SignedInUser = staff) =>
  staffSend('POST', `/api/deletion-requests/${id}/decision`, user, body);
const fileAnswer = (filePath: string) => request(`/api/files/${filePath}`, { headers: bearer(staff) });

/** The PDF's bytes, as the browser saves them. */
async function pdfOf(body: unknown) {
  const { cookie, token } = await csrfPair();
  const response = await fetch(`${API_URL}/api/my-data`, {
    method: 'POST',
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The open request of `applicationId`, as staff list them. */
async function openRequestOf(applicationId: string) {
  const listed = await request('/api/deletion-requests', { headers: bearer(staff) });
  expect(listed.status).toBe(200);
  const found = (listed.body as DeletionRequestsAnswer).requests.find(
    (each) => each.applicationId === applicationId,
  );
  expect(found, 'the request is listed for staff').toBeDefined();
  return found!;
}

describe('the copy of my data', () => {
  it.each(APPLICATION_KINDS)(
    'holds every field of a %s application, its documents, messages and history, and no staff note nor staff member',
    async (kind) => {
      const application = await submittedApplication(kind);
      const path = applicationPath(kind, application.id);
      const secret = `Staff only ${application.id}: check the passport stamp`;
      expect((await staffSend('POST', `${path}/notes`, staff, { text: secret })).status).toBe(201);
      expect((await staffActs('POST', `${path}/take`, staff, {})).status).toBeLessThan(300);
      const status = await staffActs('POST', `${path}/status`, staff, {
        status: 'in_review',
        note: `Internal ${application.id}: the stamp looks odd`,
        applicantMessage: 'We are checking your documents.',
      });
      expect(status.status, JSON.stringify(status.body)).toBeLessThan(300);

      const answer = await myData({ proof: application.proof });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('content-disposition')).toContain(`my-data-${application.reference}.json`);
      const copy = answer.body as ApplicantDataCopy;

      const stored = (await application.ref.get()).data() ?? {};
      for (const field of Object.keys(VALID_APPLICATIONS[kind]())) {
        expect(copy.answers[field], field).toEqual(stored[field]);
      }
      expect(copy).toMatchObject({ kind, reference: application.reference });
      expect(copy.answers).toMatchObject({
        status: 'in_review',
        applicantMessage: 'We are checking your documents.',
      });
      const documents = uploadedFilesOf(kind, stored);
      expect(copy.documents.map(({ name }) => name).sort()).toEqual(
        documents.map((each) => each.split('/').at(-1)).sort(),
      );
      expect(copy.documents.every(({ removed }) => !removed)).toBe(true);
      expect(copy.messages).toContainEqual(
        expect.objectContaining({ event: 'received', channel: 'sms', to: application.proof.phone }),
      );
      expect(copy.history.map(({ type }) => type)).toEqual(
        expect.arrayContaining(['note', 'take', 'status']),
      );

      const said = JSON.stringify(copy);
      expect(said).not.toContain(secret);
      expect(said).not.toContain(`Internal ${application.id}`);
      expect(said).not.toContain(staff.uid);
      expect(said).not.toContain(staff.email);
      expect(copy.answers).not.toHaveProperty('assignee');
      expect(copy.answers).not.toHaveProperty('statusNote');
      expect(copy.answers).not.toHaveProperty('statusUpdatedBy');
    },
  );

  it("comes as a PDF naming the reference, each answer under its form's label", async () => {
    const application = await submittedApplication('visa');
    const pdf = await pdfOf({ proof: application.proof, format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const lines = await pdfTextLines(pdf.bytes);
    expect(lines.join('\n')).toContain(application.reference);
    expect(lines).toContain('First name: Grace');
    expect(lines.some((line) => line.startsWith('firstName:'))).toBe(false);
  });

  it('is refused without the proof, to a device alone, to staff and to another agent; an agent gets their client’s', async () => {
    const [agent, otherAgent] = await Promise.all([earningAgent('Asha Mrema'), earningAgent('Juma Said')]);
    const application = await submittedApplication('tin', {
      answers: { ...VALID_APPLICATIONS.tin(), AAN: agent.aan },
    });
    const byId = { kind: 'tin', id: application.id };

    const refusals = [
      [await myData({}), 403, 'access.required'],
      [await myData({ proof: { ...application.proof, phone: '0713000000' } }), 404, 'track.notFound'],
      [await myData(byId, bearer(application.applicant)), 403, 'access.proofRequired'],
      [await myData(byId, bearer(staff)), 403, 'access.required'],
      [await myData(byId, bearer(otherAgent)), 403, 'access.required'],
      [await myData({ proof: application.proof, format: 'xml' }), 400, 'validation'],
      [await askToDelete({ ...byId, reason: 'mine' }, bearer(visitor)), 403, 'access.required'],
    ] as const;
    for (const [answer, status, code] of refusals) {
      expect([answer.status, (answer.body as { code: string }).code]).toEqual([status, code]);
      expect(answer.body).toHaveProperty('message');
    }

    const forAgent = await myData(byId, bearer(agent));
    expect(forAgent.status).toBe(200);
    expect((forAgent.body as ApplicantDataCopy).answers.AAN).toBe(agent.aan);

    expect((await request('/api/deletion-requests', { headers: bearer(visitor) })).status).toBe(403);
    expect((await decide('nope', { decision: 'grant', reason: 'x' }, visitor)).status).toBe(403);
  });
});

describe('a request to delete my data', () => {
  it('granted: documents and personal fields go at once, files are refused, the money figures stay', async () => {
    const { agent, application } = await paidAgentClient('business');
    const files = uploadedFilesOf('business', (await application.ref.get()).data() ?? {});
    expect(files.length).toBeGreaterThan(0);

    const figures = () => agentFiguresToday(agent, admin);
    const before = await figures();
    expect(JSON.stringify(before.statement)).toContain(application.reference);

    const asked = await askToDelete({ proof: application.proof, reason: 'I no longer need this service.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const { request: filed } = asked.body as DeletionRequestAnswer;
    expect((Date.parse(filed.dueBy) - Date.parse(filed.askedAt)) / 86_400_000).toBe(DELETION_DECISION_DAYS);
    const again = await askToDelete({ proof: application.proof });
    expect([again.status, (again.body as { code: string }).code]).toEqual([409, 'deletion.open']);

    const open = await openRequestOf(application.id);
    expect(open).toMatchObject({
      state: 'open',
      reason: 'I no longer need this service.',
      reference: application.reference,
    });
    expect((await decide(open.id, { decision: 'grant', reason: '' })).status).toBe(400);
    const granted = await decide(open.id, { decision: 'grant', reason: 'Nothing is left to do for it.' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject({
      request: { state: 'granted', decisionReason: 'Nothing is left to do for it.' },
    });
    const twice = await decide(open.id, { decision: 'refuse', reason: 'Too late' });
    expect([twice.status, (twice.body as { code: string }).code]).toEqual([409, 'deletion.decided']);

    for (const filePath of files) {
      const answer = await fileAnswer(filePath);
      expect([answer.status, (answer.body as { code: string }).code]).toEqual([410, 'file.removed']);
      expect(existsSync(path.join(process.env.BLOB_DIR!, filePath))).toBe(false);
    }
    const reduced = (await application.ref.get()).data() ?? {};
    expect(Object.keys(reduced).filter((field) => !KEPT_FOR_FIGURES.includes(field))).toEqual(['version']);
    expect(reduced).toMatchObject({
      reference: application.reference,
      paymentStatus: 'paid',
      AAN: agent.aan,
    });
    expect(reduced.retention).toMatchObject({
      documents: expect.any(Timestamp),
      personal: expect.any(Timestamp),
    });
    // Every figure stays; the statement's line no longer names the client.
    expect(withoutClients(await figures())).toEqual(withoutClients(before));

    const events = await db()
      .collection(COLLECTIONS.applicationEvents)
      .where('applicationId', '==', application.id)
      .get();
    expect(events.docs.map((doc) => doc.get('type'))).toEqual(
      expect.arrayContaining(['deletionAsked', 'deletionGranted']),
    );
    const told = await db().collection('notifications').where('applicationId', '==', application.id).get();
    expect(told.docs.map((doc) => [doc.get('event'), doc.get('to')])).toContainEqual([
      'deletionGranted',
      application.proof.phone,
    ]);
    const logged = await db()
      .collection(COLLECTIONS.retentionLog)
      .where('applicationId', '==', application.id)
      .get();
    expect(logged.docs.map((doc) => doc.get('files'))).toEqual([files]);
    // The phone number went with the rest: the proof opens nothing any more.
    expect((await postJson('/api/track', application.proof)).status).toBe(404);
  });

  it('refused: nothing goes, and Track shows the reason', async () => {
    const application = await submittedApplication('business');
    const files = uploadedFilesOf('business', (await application.ref.get()).data() ?? {});
    expect((await askToDelete({ proof: application.proof })).status).toBe(201);
    const open = await openRequestOf(application.id);
    const reason = 'We must keep it while the licence office processes it.';
    const refused = await decide(open.id, { decision: 'refuse', reason });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);

    const tracked = await postJson('/api/track', application.proof);
    expect(tracked.status).toBe(200);
    expect((tracked.body as TrackAnswer).application.deletion).toMatchObject({
      state: 'refused',
      decisionReason: reason,
    });
    for (const filePath of files) expect((await fileAnswer(filePath)).status).toBe(200);
    expect(Object.keys((await application.ref.get()).data() ?? {})).toEqual(
      expect.arrayContaining(Object.keys(VALID_APPLICATIONS.business())),
    );
    // Refused, it may be asked again.
    expect((await askToDelete({ proof: application.proof })).status).toBe(201);
  });
});
