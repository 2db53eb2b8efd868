// Staff hand back the result: PDFs with a title each, stored with their fingerprint and a
// verification code, the application completed and the applicant told once; the applicant
// downloads them with the proof or as the signed-in owner, each download recorded.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#domain/kinds';
import type { ResultView } from '#domain/results';
import type { OfferedResult, TrackedApplication } from '#domain/tracking';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { signedInAgent } from '../support/agents.ts';
import { storedApplication } from '../support/applications.ts';
import { API_URL, csrfPair, postJson, request } from '../support/http.ts';
import { jpegBytes, pdfBytes } from '../support/uploads.ts';
import {
  anonymousApplicant,
  signedInUser,
  staffAdminAndVisitor,
  type SignedInUser,
} from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

let staff: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  ({ staff, visitor } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

type Sent = { title?: string; bytes: Buffer; name?: string };

/** Hands documents back as the detail page does: multipart, a title per file, as `user`. */
async function handBack(id: string, documents: Sent[], { user = staff, replaces = '' } = {}) {
  const { cookie, token } = await csrfPair();
  const form = new FormData();
  for (const { title, bytes, name } of documents) {
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name ?? 'result.pdf');
    if (title !== undefined) form.append('title', title);
  }
  if (replaces) form.append('replaces', replaces);
  const path = `/api/applications/visa/${id}/results`;
  return request(path, {
    method: 'POST',
    headers: {
      cookie,
      'X-XSRF-TOKEN': token,
      ...bearer(user.idToken),
      ...(await actionHeaders('POST', path)),
    },
    body: form,
  });
}

/** Downloads a result as Track or My applications does: the PDF's bytes, or the refusal's JSON. */
async function download(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { cookie, token } = await csrfPair();
  const response = await fetch(`${API_URL}/api/results/download`, {
    method: 'POST',
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

const stored = (id: string) => db().collection(COLLECTIONS.results).where('applicationId', '==', id).get();
const messagesOf = async (id: string) =>
  (await db().collection(NOTIFICATIONS).where('applicationId', '==', id).get()).docs.map((doc) => doc.data());
const staffList = async (id: string) =>
  (
    (await request(`/api/applications/visa/${id}/results`, { headers: bearer(staff.idToken) })).body as {
      results: ResultView[];
    }
  ).results;
const tracked = async (proof: { reference: string; phone: string }) =>
  ((await postJson('/api/track', proof)).body as { application: TrackedApplication }).application;

describe('POST /api/applications/:kind/:id/results (staff hand back the result)', () => {
  it('stores each PDF with its fingerprint and code, completes the application and tells the applicant once', async () => {
    const { id, ref, reference, proof } = await storedApplication('visa');
    const grant = pdfBytes(`grant notice ${Math.random()}`);
    const letter = pdfBytes(`cover letter ${Math.random()}`);
    const answer = await handBack(id, [
      { title: '  Visa grant notice ', bytes: grant },
      { title: 'Cover letter', bytes: letter },
    ]);
    expect(answer.status).toBe(201);
    const results = (answer.body as { results: ResultView[] }).results;
    expect(results).toEqual([
      expect.objectContaining({ title: 'Visa grant notice', sha256: sha256(grant), size: grant.length }),
      expect.objectContaining({ title: 'Cover letter', sha256: sha256(letter), downloads: 0 }),
    ]);
    expect(results[0]!.issuedBy).toEqual({ uid: staff.uid, email: staff.email });

    expect((await ref.get()).get('status')).toBe('completed');
    const events = await db().collection('applicationEvents').where('applicationId', '==', id).get();
    expect(events.docs.map((doc) => doc.get('type')).sort()).toEqual(['result', 'result', 'status']);
    expect(events.docs.find((doc) => doc.get('type') === 'result')?.get('title')).toMatch(
      /Visa grant notice|Cover letter/,
    );
    const messages = await messagesOf(id);
    expect(messages.map((message) => `${message.event}:${message.channel}`).sort()).toEqual([
      'resultReady:email',
      'resultReady:sms',
    ]);

    const code = results[0]!.verificationCode;
    const verified = await request(`/api/verify/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      type: 'result',
      kind: 'visa',
      reference,
      issuedAt: results[0]!.issuedAt,
      sha256: sha256(grant),
    });
    expect(JSON.stringify(verified.body)).not.toContain(proof.phone);

    expect((await tracked(proof)).results).toEqual([
      {
        id: results[0]!.id,
        title: 'Visa grant notice',
        issuedAt: results[0]!.issuedAt,
        verificationCode: code,
      },
      expect.objectContaining({ id: results[1]!.id, title: 'Cover letter' }),
    ]);
  });

  it("tells the holder of a result's code nothing of its title, which staff type and may name the person", async () => {
    const { id } = await storedApplication('visa');
    const title = 'Grant notice for Grace Otieno, NIDA 19900101-12345-00001-23';
    const answer = await handBack(id, [{ title, bytes: pdfBytes(`named ${Math.random()}`) }]);
    const [result] = (answer.body as { results: ResultView[] }).results as [ResultView];
    const verified = await request(`/api/verify/${result.verificationCode}`);
    expect(verified.status).toBe(200);
    expect(verified.body).not.toHaveProperty('title');
    for (const part of ['Grace', 'Otieno', '19900101'])
      expect(JSON.stringify(verified.body)).not.toContain(part);
  });

  it('refuses a file that is not a PDF with a translated code, and changes nothing', async () => {
    const { id, ref } = await storedApplication('visa');
    const answer = await handBack(id, [
      { title: 'Certificate', bytes: jpegBytes('not a pdf'), name: 'fake.pdf' },
    ]);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: 'Only PDF files are accepted.', code: 'upload.type' });
    expect((await stored(id)).size).toBe(0);
    expect((await ref.get()).get('status')).toBe('submitted');
    expect(await messagesOf(id)).toEqual([]);
  });

  it.each([
    ['no title', [{ bytes: pdfBytes('untitled') }], 'validation'],
    ['a blank title', [{ title: '   ', bytes: pdfBytes('blank') }], 'validation'],
    [
      'fewer titles than files',
      [{ title: 'One', bytes: pdfBytes('one') }, { bytes: pdfBytes('two') }],
      'result.titles',
    ],
  ])('refuses %s and writes nothing', async (_case, documents, code) => {
    const { id } = await storedApplication('visa');
    const answer = await handBack(id, documents);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code });
    expect((await stored(id)).size).toBe(0);
  });

  it('is for staff only', async () => {
    const { id } = await storedApplication('visa');
    expect((await handBack(id, [{ title: 'X', bytes: pdfBytes('x') }], { user: visitor })).status).toBe(403);
    expect((await request(`/api/applications/visa/${id}/results`)).status).toBe(401);
    expect((await stored(id)).size).toBe(0);
  });
});

describe('the applicant downloads the result', () => {
  it('with the proof: the same bytes, recorded (when, by the proof), which staff see', async () => {
    const { id, proof } = await storedApplication('visa');
    const certificate = pdfBytes(`certificate ${Math.random()}`);
    await handBack(id, [{ title: 'Visa grant notice', bytes: certificate }]);
    const [offered] = (await tracked(proof)).results as [OfferedResult];

    const got = await download({ proof, resultId: offered.id });
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(sha256(got.bytes)).toBe(sha256(certificate));

    const downloads = await db().collection(COLLECTIONS.downloads).where('resultId', '==', offered.id).get();
    expect(downloads.docs.map((doc) => doc.get('via'))).toEqual(['proof']);
    expect(downloads.docs[0]!.get('at')).toBeDefined();
    const [seen] = await staffList(id);
    expect(seen).toMatchObject({ downloads: 1, firstDownloadedAt: expect.any(String) });
  });

  it('as the owner signed in with an account, recorded as the submitter; not for a device session alone', async () => {
    const owner = await signedInUser(undefined);
    const { id } = await storedApplication('visa', owner.uid);
    await handBack(id, [{ title: 'Visa grant notice', bytes: pdfBytes('owner') }]);
    const listed = await postJson('/api/results', { kind: 'visa', id }, undefined, bearer(owner.idToken));
    expect(listed.status).toBe(200);
    const [offered] = (listed.body as { results: OfferedResult[] }).results as [OfferedResult];
    const got = await download({ kind: 'visa', id, resultId: offered.id }, bearer(owner.idToken));
    expect(got.status).toBe(200);
    expect((await staffList(id))[0]).toMatchObject({ downloads: 1 });
    const downloads = await db().collection(COLLECTIONS.downloads).where('resultId', '==', offered.id).get();
    expect(downloads.docs.map((doc) => doc.get('via'))).toEqual(['submitter']);

    const device = await anonymousApplicant();
    const other = await storedApplication('visa', device.uid);
    await handBack(other.id, [{ title: 'Visa grant notice', bytes: pdfBytes('device') }]);
    const [deviceResult] = (await tracked(other.proof)).results as [OfferedResult];
    const refused = await download(
      { kind: 'visa', id: other.id, resultId: deviceResult.id },
      bearer(device.idToken),
    );
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 'access.proofRequired' });
    const summaries = (await request('/api/my-applications', { headers: bearer(device.idToken) })).body as {
      applications: { id: string; resultCount?: number }[];
    };
    expect(summaries.applications.find((summary) => summary.id === other.id)?.resultCount).toBe(1);
    expect(JSON.stringify(summaries)).not.toContain('Visa grant notice');
  });

  it("by the client's agent, or by an agent who sent it, recorded as the agent's and not as the applicant's", async () => {
    const agent = await signedInAgent(`AGT-${randomUUID().slice(0, 8).toUpperCase()}`);
    const forClient = await storedApplication('visa');
    await forClient.ref.update({ AAN: agent.aan });
    const ownSent = await storedApplication('visa', agent.uid);
    await ownSent.ref.update({ AAN: agent.aan });
    for (const { id } of [forClient, ownSent]) {
      await handBack(id, [{ title: 'Visa grant notice', bytes: pdfBytes(`agent ${id}`) }]);
      const listed = await postJson('/api/results', { kind: 'visa', id }, undefined, bearer(agent.idToken));
      const [offered] = (listed.body as { results: OfferedResult[] }).results as [OfferedResult];
      const got = await download({ kind: 'visa', id, resultId: offered.id }, bearer(agent.idToken));
      expect(got.status).toBe(200);
      const downloads = await db()
        .collection(COLLECTIONS.downloads)
        .where('resultId', '==', offered.id)
        .get();
      expect(downloads.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({ via: 'agent', agent: { uid: agent.uid, aan: agent.aan } }),
      ]);
      // Staff do not read it as the applicant having the document.
      const [seen] = await staffList(id);
      expect(seen).toMatchObject({ downloads: 0, agentDownloads: 1, lastAgentDownload: { aan: agent.aan } });
      expect(seen).not.toHaveProperty('firstDownloadedAt');
    }
  });

  it('is refused without proof, and for a document that does not exist', async () => {
    const { id, proof } = await storedApplication('visa');
    await handBack(id, [{ title: 'Visa grant notice', bytes: pdfBytes('refused') }]);
    const [offered] = (await tracked(proof)).results as [OfferedResult];
    const anonymous = await download({ kind: 'visa', id, resultId: offered.id });
    expect(anonymous.status).toBe(403);
    expect(JSON.parse(anonymous.bytes.toString())).toMatchObject({ code: 'access.required' });
    const unknown = await download({ proof, resultId: 'noSuchResult123' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString())).toEqual({
      message: expect.any(String),
      code: 'result.notFound',
    });
    expect((await staffList(id))[0]).toMatchObject({ downloads: 0 });
  });
});

describe('replacing a wrong document', () => {
  it('offers the corrected one only, keeps the old one for staff, and its code says it was replaced', async () => {
    const { id, proof } = await storedApplication('visa');
    const first = (await handBack(id, [{ title: 'Grant notice', bytes: pdfBytes('wrong') }])).body as {
      results: ResultView[];
    };
    const wrong = first.results[0]!;
    const corrected = pdfBytes(`corrected ${Math.random()}`);
    const answer = await handBack(id, [{ title: 'Grant notice (corrected)', bytes: corrected }], {
      replaces: wrong.id,
    });
    expect(answer.status).toBe(201);
    const replacement = (answer.body as { results: ResultView[] }).results[0]!;
    expect(replacement).toMatchObject({ replaces: wrong.id, sha256: sha256(corrected) });

    expect((await tracked(proof)).results?.map((result) => result.id)).toEqual([replacement.id]);
    const old = await download({ proof, resultId: wrong.id });
    expect(old.status).toBe(404);
    expect(await staffList(id)).toEqual([
      expect.objectContaining({ id: wrong.id, replacedBy: replacement.id, replacedAt: expect.any(String) }),
      expect.objectContaining({ id: replacement.id }),
    ]);
    const verified = await request(`/api/verify/${wrong.verificationCode}`);
    expect(verified.body).toMatchObject({ type: 'result', replacedAt: expect.any(String) });
    // Each hand-back tells the applicant once: the first, and the correction.
    const ready = (await messagesOf(id)).filter((message) => message.event === 'resultReady');
    expect(ready).toHaveLength(4);

    const again = await handBack(id, [{ title: 'Again', bytes: pdfBytes('again') }], { replaces: wrong.id });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'result.notFound' });
  });
});

describe('deleting the application', () => {
  it('deletes its results, their files and their verification codes', async () => {
    const { admin } = await staffAdminAndVisitor();
    const { id, proof } = await storedApplication('visa');
    await handBack(id, [{ title: 'Visa grant notice', bytes: pdfBytes(`certificate ${Math.random()}`) }]);
    const [offered] = (await tracked(proof)).results as [OfferedResult];
    expect((await request(`/api/verify/${offered.verificationCode}`)).status).toBe(200);

    const { cookie, token } = await csrfPair();
    const path = `/api/applications/visa/${id}`;
    const deleted = await request(path, {
      method: 'DELETE',
      headers: {
        cookie,
        'X-XSRF-TOKEN': token,
        ...bearer(admin.idToken),
        ...(await actionHeaders('DELETE', path)),
      },
    });
    expect(deleted.status).toBe(200);
    expect((await stored(id)).size).toBe(0);
    const verified = await request(`/api/verify/${offered.verificationCode}`);
    expect(verified.status).toBe(404);
    expect(verified.body).toEqual({ message: expect.any(String), code: 'verification.notFound' });
    // The passport's bio page and photo, and the notice handed back.
    expect(deleted.body).toEqual({ deleted: true, filesRemoved: 3 });
  });
});
