// Retention against the emulators, the test API and its blob folder: finished applications' documents,
// results' files and personal fields go when the retention table says they are due, and not before;
// a removed file is refused on every path that serves files; two runs at once remove nothing twice;
// the dry run lists without removing; the Reports and statements keep every figure. Applications are
// finished through the API and their finishing time backdated rather than waited for.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATIONS } from '#domain/applications';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { agentScope } from '#domain/reports/counts';
import type { ResultView } from '#domain/results';
import { uploadedFilesOf } from '#server/applications/files.ts';
import { localDiskStore } from '#server/blobs/localDisk.ts';
import { rebuildReports } from '#server/reports/rebuild.ts';
import { runRetention, type RetentionOptions, type RetentionTotals } from '#server/retention/run.ts';
import { MAIL, NOTIFICATIONS } from '#server/notifications/records.ts';
import { removeOldLooks } from '#server/retention/accessLog.ts';
import { PERSONAL_ELSEWHERE } from '#server/retention/personalElsewhere.ts';
import { ACCESS_LOG_RULE, KEPT_FOR_FIGURES, RETENTION_RULES } from '#server/retention/rules.ts';
import { adminServices } from '../support/admin.ts';
import { earningAgent } from '../support/agentStatements.ts';
import { submittedApplication } from '../support/applications.ts';
import { API_URL, csrfPair, postJson, request, type Answer } from '../support/http.ts';
import { agentFiguresToday, paidAgentClient, withoutClients } from '../support/paidAgentClient.ts';
import { pdfBytes } from '../support/uploads.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

const DAY = 24 * 60 * 60 * 1000;
const PERIODS = {
  documents: RETENTION_RULES.documents.defaultDays,
  results: RETENTION_RULES.results.defaultDays,
  personal: RETENTION_RULES.personal.defaultDays,
};

let staff: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({ staff, admin } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;
const blobDir = () => process.env.BLOB_DIR!;
const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });
const retain = (options: Partial<RetentionOptions> = {}) =>
  runRetention(db(), localDiskStore(blobDir()), { periods: PERIODS, ...options });

type Application = Awaited<ReturnType<typeof submittedApplication>>;

async function send(method: string, route: string, user: SignedInUser, body?: unknown): Promise<Answer> {
  const { cookie, token } = await csrfPair();
  const answer = await request(route, {
    method,
    headers: {
      cookie,
      'X-XSRF-TOKEN': token,
      'Content-Type': 'application/json',
      ...bearer(user),
      ...(await actionHeaders(method, route)),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer;
}

/** Staff finish it through the API, as the detail page does. */
const finish = (kind: ApplicationKind, application: Application, status = 'completed') =>
  send('POST', `/api/applications/${kind}/${application.id}/status`, staff, {
    status,
    note: '',
    applicantMessage: '',
  });

/** As if staff had finished it `days` ago. */
const finishedDaysAgo = (application: Application, days: number) =>
  application.ref.update({ finishedAt: Timestamp.fromMillis(Date.now() - days * DAY) });

/** An application sent through the API with its documents, finished `days` ago. */
async function finishedApplication(
  kind: ApplicationKind,
  days: number,
  answers = VALID_APPLICATIONS[kind](),
) {
  const application = await submittedApplication(kind, { answers });
  await finish(kind, application);
  await finishedDaysAgo(application, days);
  const files = uploadedFilesOf(kind, (await application.ref.get()).data() ?? {});
  expect(files.length).toBeGreaterThan(0);
  return { ...application, kind, files };
}

const fileAnswer = (filePath: string) => request(`/api/files/${filePath}`, { headers: bearer(staff) });
const onDisk = (filePath: string) => existsSync(path.join(blobDir(), filePath));
const itemsOf = (totals: RetentionTotals, ids: string[]) =>
  totals.items.filter((item) => ids.includes(item.id));
const logOf = async (id: string) =>
  (await db().collection(COLLECTIONS.retentionLog).where('applicationId', '==', id).get()).docs.map((doc) =>
    doc.data(),
  );

const REMOVED = {
  code: 'file.removed',
  message: expect.stringMatching(/^This document was removed on \d{4}-\d\d-\d\d/),
};

describe('the retention run', () => {
  it('removes the documents of applications finished over 90 days ago, refused from then on, and keeps the rest', async () => {
    const due = await finishedApplication('business', 91);
    const notYet = await finishedApplication('business', 89);
    const open = await submittedApplication('business');
    const openFiles = uploadedFilesOf('business', (await open.ref.get()).data() ?? {});

    const totals = await retain();
    expect(itemsOf(totals, [due.id, notYet.id, open.id])).toEqual([
      expect.objectContaining({ stage: 'documents', kind: 'business', id: due.id, files: due.files.length }),
    ]);
    for (const filePath of due.files) {
      const answer = await fileAnswer(filePath);
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual(REMOVED);
      expect(onDisk(filePath)).toBe(false);
    }
    for (const filePath of [...notYet.files, ...openFiles])
      expect((await fileAnswer(filePath)).status).toBe(200);

    const stored = await due.ref.get();
    expect(stored.get('retention.documents')).toBeInstanceOf(Timestamp);
    expect(stored.get('retention.personal')).toBeNull();
    // Only the documents went: the answers are all still there.
    expect(stored.get('reference')).toBe(due.reference);
    expect(stored.get(APPLICATIONS.business.uploadFields[0]!.field)).toBeDefined();
    expect((await notYet.ref.get()).get('retention.documents')).toBeNull();

    const [logged, ...more] = await logOf(due.id);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      kind: 'business',
      reference: due.reference,
      files: due.files,
      fields: [],
      stages: { documents: { reason: RETENTION_RULES.documents.reason } },
    });

    // Done once: the next run finds nothing of it.
    expect(itemsOf(await retain(), [due.id])).toEqual([]);
    expect(await logOf(due.id)).toHaveLength(1);
  });

  it('removes each due application once when two runs go at the same time', async () => {
    const due = await Promise.all([
      finishedApplication('business', 100),
      finishedApplication('visa', 100),
      finishedApplication('business', 100),
    ]);
    const ids = due.map(({ id }) => id);

    const [first, second] = await Promise.all([retain(), retain()]);
    const removed = [...itemsOf(first, ids), ...itemsOf(second, ids)];
    expect(removed.map(({ id }) => id).sort()).toEqual([...ids].sort());
    expect(first.errors + second.errors).toBe(0);
    for (const { id, files } of due) {
      expect(await logOf(id)).toHaveLength(1);
      for (const filePath of files) expect((await fileAnswer(filePath)).status).toBe(410);
    }
  });

  it("refuses a result's removed file to staff, the applicant and the agent; its code still says the agency issued it", async () => {
    const agent = await earningAgent('Neema Kisanga');
    const application = await submittedApplication('visa', {
      answers: { ...VALID_APPLICATIONS.visa(), AAN: agent.aan },
    });
    const { cookie, token } = await csrfPair();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(pdfBytes(`grant ${application.id}`))], { type: 'application/pdf' }),
      'grant.pdf',
    );
    form.append('title', 'Visa grant notice');
    const resultsPath = `/api/applications/visa/${application.id}/results`;
    const handedBack = await request(resultsPath, {
      method: 'POST',
      headers: {
        cookie,
        'X-XSRF-TOKEN': token,
        ...bearer(staff),
        ...(await actionHeaders('POST', resultsPath)),
      },
      body: form,
    });
    expect(handedBack.status, JSON.stringify(handedBack.body)).toBe(201);
    const [result] = (handedBack.body as { results: ResultView[] }).results;
    // Handing back completed it; as if that were a year and a day ago.
    await finishedDaysAgo(application, 366);

    const totals = await retain();
    expect(itemsOf(totals, [application.id]).map(({ stage }) => stage)).toEqual(['documents', 'results']);

    const staffFile = await request(`/api/applications/visa/${application.id}/results/${result!.id}/file`, {
      headers: bearer(staff),
    });
    expect([staffFile.status, staffFile.body]).toEqual([410, REMOVED]);
    const download = (body: unknown, headers: Record<string, string> = {}) =>
      postJson('/api/results/download', body, API_URL, headers);
    const byProof = await download({ resultId: result!.id, proof: application.proof });
    expect([byProof.status, byProof.body]).toEqual([410, REMOVED]);
    const byAgent = await download({ resultId: result!.id, kind: 'visa', id: application.id }, bearer(agent));
    expect([byAgent.status, byAgent.body]).toEqual([410, REMOVED]);
    // Nothing was downloaded, so nothing was recorded as one.
    const stored = await db().collection(COLLECTIONS.results).doc(result!.id).get();
    expect(stored.get('downloads')).toBe(0);
    expect(stored.get('agentDownloads')).toBeUndefined();

    const verified = await request(`/api/verify/${result!.verificationCode}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      type: 'result',
      kind: 'visa',
      reference: application.reference,
      sha256: result!.sha256,
    });
  });

  it('`npm run retention -- --dry-run` lists what would go and removes nothing', async () => {
    const due = await finishedApplication('business', 120);

    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'ops/retention.ts',
      '--dry-run',
    ]);
    expect(stdout).toContain(`Would remove documents of business ${due.reference}`);
    expect(stdout).toMatch(/Dry run in .*nothing removed\./);

    for (const filePath of due.files) expect((await fileAnswer(filePath)).status).toBe(200);
    expect((await due.ref.get()).get('retention.documents')).toBeNull();
    expect(await logOf(due.id)).toEqual([]);
  }, 60_000);

  it("reduces the personal fields after five years, and the Reports' and statements' figures stay as they were", async () => {
    const { agent, application } = await paidAgentClient('tin');
    await finish('tin', application);
    await finishedDaysAgo(application, 5 * 366 + 2);

    const figures = async () => ({
      ...(await agentFiguresToday(agent, admin)),
      rebuilt: (await rebuildReports(db(), { scope: agentScope(agent.aan) })).differences,
    });
    const before = await figures();
    expect(before.rebuilt).toBe(0);
    expect(JSON.stringify(before.statement)).toContain(application.reference);

    const totals = await retain();
    // Its documents' and results' periods are long past too: each stage goes, in its turn.
    expect(itemsOf(totals, [application.id]).map(({ stage }) => stage)).toEqual([
      'documents',
      'results',
      'personal',
    ]);
    const reduced = (await application.ref.get()).data() ?? {};
    expect(Object.keys(reduced).every((field) => KEPT_FOR_FIGURES.includes(field))).toBe(true);
    expect(reduced).toMatchObject({
      reference: application.reference,
      status: 'completed',
      paymentStatus: 'paid',
      AAN: agent.aan,
    });
    expect(reduced.retention).toMatchObject({
      documents: expect.any(Timestamp),
      results: expect.any(Timestamp),
      personal: expect.any(Timestamp),
    });

    // Every figure stays; the statement's line no longer names the client.
    const after = await figures();
    expect(withoutClients(after)).toEqual(withoutClients(before));
    expect(JSON.stringify(before.statement)).toContain('"client"');
    expect(JSON.stringify(after.statement)).not.toContain('"client"');
  });
});

/** A message the applicant was sent about `application`, finished, and its email's record for the mail extension. */
async function sentEmailAbout(application: Application, kind: ApplicationKind) {
  const message = db().collection(NOTIFICATIONS).doc();
  const sentAt = Timestamp.now();
  await message.create({
    kind,
    applicationId: application.id,
    reference: application.reference,
    event: 'received',
    channel: 'email',
    to: 'amina.juma@example.com',
    recipient: 'amina.juma@example.com',
    lang: 'en',
    facts: { applicantMessage: 'Amina, bring your passport' },
    state: 'sent',
    attempts: 1,
    text: 'We received your application',
    createdAt: sentAt,
    nextAttemptAt: sentAt,
    updatedAt: sentAt,
  });
  const mail = db().collection(MAIL).doc(message.id);
  await mail.create({ to: 'amina.juma@example.com', message: { subject: 'Received', text: 'Dear Amina' } });
  return { message, mail };
}

/** A request staff made of `application`, answered with a corrected name. */
async function answeredRequest(application: Application, kind: ApplicationKind) {
  const request = db().collection(COLLECTIONS.requests).doc();
  await request.create({
    kind,
    applicationId: application.id,
    state: 'accepted',
    items: [{ type: 'field', field: 'firstName', reason: 'Spelling' }],
    answer: {
      corrections: [{ field: 'firstName', before: 'Amna', after: 'Amina' }],
      documents: [],
      answeredAt: Timestamp.now(),
      via: 'proof',
    },
  });
  return request;
}

describe('the personal stage, beside the application', () => {
  it('removes who paid, where each message went and what it said, and the corrected answers; staff cannot resend such a message', async () => {
    const { application } = await paidAgentClient('tin');
    await finish('tin', application);
    await finishedDaysAgo(application, 5 * 366 + 2);
    const { message, mail } = await sentEmailAbout(application, 'tin');
    const answered = await answeredRequest(application, 'tin');
    const payments = db().collection(COLLECTIONS.payments).where('applicationId', '==', application.id);
    expect((await payments.get()).docs[0]!.data()).toMatchObject({
      phone: expect.any(String),
      buyer_name: expect.any(String),
    });

    await retain();

    const [payment] = (await payments.get()).docs.map((doc) => doc.data());
    for (const field of PERSONAL_ELSEWHERE.payment) expect(payment, field).not.toHaveProperty(field);
    expect(payment).toMatchObject({ status: 'paid', amount: expect.any(Number) });
    const reducedMessage = (await message.get()).data()!;
    for (const field of PERSONAL_ELSEWHERE.notification)
      expect(reducedMessage, field).not.toHaveProperty(field);
    expect(reducedMessage).toMatchObject({ state: 'sent', event: 'received', channel: 'email' });
    expect((await mail.get()).data()).toEqual({});
    expect((await answered.get()).get('answer')).toMatchObject({ corrections: [], via: 'proof' });

    const route = `/api/applications/tin/${application.id}/messages`;
    const listed = await request(route, { headers: bearer(staff) });
    const shown = (listed.body as { messages: { id: string; to?: string }[] }).messages.find(
      ({ id }) => id === message.id,
    );
    expect(shown).toBeDefined();
    expect(shown).not.toHaveProperty('to');
    const { cookie, token } = await csrfPair();
    const resent = await request(`${route}/${message.id}/resend`, {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, ...bearer(staff) },
    });
    expect(resent).toMatchObject({ status: 410, body: { code: 'notification.removed' } });
  });
});

describe("the access log's looks", () => {
  it('go once their period is over, oldest first and a budget at a time, and newer looks stay', async () => {
    const now = Date.now();
    const days = ACCESS_LOG_RULE.defaultDays;
    const actorUid = `retention-${Math.random().toString(36).slice(2)}`;
    const looks = db().collection(COLLECTIONS.accessLog);
    const lookedDaysAgo = async (daysAgo: number) =>
      (
        await looks.add({
          look: 'detail',
          kind: 'visa',
          applicationId: 'a'.repeat(20),
          actorUid,
          actorEmail: null,
          actorName: null,
          at: Timestamp.fromMillis(now - daysAgo * DAY),
        })
      ).id;
    const oldest = await lookedDaysAgo(days + 400);
    const older = await lookedDaysAgo(days + 300);
    const old = await lookedDaysAgo(days + 1);
    const recent = await lookedDaysAgo(days - 1);
    const left = async () =>
      (await looks.where('actorUid', '==', actorUid).get()).docs.map(({ id }) => id).sort();

    const dry = await removeOldLooks(db(), { days, now, dryRun: true });
    expect(dry.removed).toBeGreaterThanOrEqual(3);
    expect(await left()).toEqual([oldest, older, old, recent].sort());

    expect(await removeOldLooks(db(), { days, now, budget: 2 })).toEqual({ removed: 2, more: true });
    expect(await left()).toEqual([old, recent].sort());

    expect(await removeOldLooks(db(), { days, now })).toMatchObject({ more: false });
    expect(await left()).toEqual([recent]);
  });
});
