// Every function the deploy bundle exports, run by firebase-tools' Functions emulator from the
// built functions/ folder (scripts/lib/deployedStack.mjs): the api behind Hosting, the document
// trigger fired by a real write, and the scheduled ones called as Cloud Scheduler calls them. The
// functions send SMS with Beem's protocol to a fake Beem this file starts where they were told.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposedAan } from '#domain/agents';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { agentScope, countsDocumentId } from '#domain/reports/counts';
import { shardDocumentId } from '#domain/reports/shards';
import { addDays } from '#domain/requests';
import { summaryMailId, summaryWeek } from '#server/agents/weeklySummaries.ts';
import { uploadedFilesOf } from '#server/applications/files.ts';
import { ACCESS_LOG_RULE } from '#server/retention/rules.ts';
import { MAIL, NOTIFICATIONS } from '#server/notifications/records.ts';
import { SANDBOX_COLLECTION } from '#server/payments/sandbox.ts';
import { adminServices } from '../support/admin.ts';
import { ensureAgent } from '../support/agents.ts';
import { startFakeBeem, type FakeBeem } from '../support/fakeBeem.ts';
import { orderIdOf, paymentRequestFor, submittedApplication } from '../support/applications.ts';
import { postJson, request } from '../support/http.ts';
import { NAMES_IN_SCRIPTS } from '../support/namesInScripts.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { downloadReceipt, paidApplication } from '../support/receipts.ts';
import { uploadPdf } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';

const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? '';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? '';
const WAIT = { timeout: 30_000, interval: 250 };
const HOUR = 60 * 60 * 1000;

type Trigger = { name: string; id: string; region: string; httpsTrigger?: object; schedule?: object };
let triggers: Trigger[] = [];
let beem: FakeBeem;

beforeAll(async () => {
  beem = await startFakeBeem(
    { apiKey: process.env.DEPLOYED_BEEM_KEY ?? '', secretKey: process.env.DEPLOYED_BEEM_SECRET ?? '' },
    { port: Number(process.env.DEPLOYED_BEEM_PORT) },
  );
  const { backends } = (await (await fetch(`${FUNCTIONS_URL}/backends`)).json()) as {
    backends: { functionTriggers: Trigger[] }[];
  };
  triggers = backends.flatMap((backend) => backend.functionTriggers);
});
afterAll(async () => {
  await beem?.close();
});

/**
 * Runs a scheduled function once, as Cloud Scheduler does: a POST to its address. Resolves with the
 * status, which is 500 when the function threw.
 */
async function runScheduled(name: string) {
  const trigger = triggers.find((candidate) => candidate.name === name);
  if (!trigger?.schedule) throw new Error(`${name} is not a scheduled function of the bundle`);
  const response = await fetch(`${FUNCTIONS_URL}/functions/projects/${PROJECT_ID}/triggers/${trigger.id}-0`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CloudScheduler-JobName': `firebase-schedule-${name}-${trigger.region}`,
      'X-CloudScheduler-ScheduleTime': new Date().toISOString(),
    },
    body: '{}',
  });
  return response.status;
}

const db = () => adminServices().db;

/** The application's SMS, once the API has queued them. */
async function smsOf(applicationId: string) {
  let found: FirebaseFirestore.QueryDocumentSnapshot[] = [];
  await expect
    .poll(async () => {
      const snapshot = await db()
        .collection(NOTIFICATIONS)
        .where('applicationId', '==', applicationId)
        .where('channel', '==', 'sms')
        .get();
      found = snapshot.docs;
      return found.length;
    }, WAIT)
    .toBeGreaterThan(0);
  return found;
}

const stateOf = async (message: FirebaseFirestore.DocumentSnapshot) => (await message.ref.get()).get('state');

/** The SMS of an application the API just made, once the document trigger has sent it to Beem. */
async function sentSms(kind: 'tin' | 'business') {
  const { id, reference } = await submittedApplication(kind);
  const [message] = await smsOf(id);
  // Nothing polls in a function: only the document trigger can have sent it.
  await expect.poll(() => stateOf(message!), WAIT).toBe('sent');
  return { message: message!, reference };
}

/** Each export and the test below that runs it: a new function must come with one. */
const EXERCISED = [
  'agentWeeklySummary',
  'api',
  'notificationRetry',
  'notificationSend',
  'paymentReconcile',
  'reportFold',
  'retention',
  'smsDeliveryReports',
  'uploadSweep',
];

describe('the deployed bundle', () => {
  it('exports exactly the functions these tests run, in the region Hosting rewrites to', () => {
    expect(triggers.map((trigger) => trigger.name).sort()).toEqual([...EXERCISED].sort());
    expect(new Set(triggers.map((trigger) => trigger.region))).toEqual(new Set(['europe-west1']));
  });

  it('api: answers through the Hosting rewrite', async () => {
    const answer = await request('/api/health/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', firestore: 'up', auth: 'up' });
  });

  it('api: prints a receipt for a name in any script, with the font files the bundle carries', async () => {
    const { Vietnamese, Arabic, Chinese, Korean } = NAMES_IN_SCRIPTS;
    const names = { firstName: Vietnamese, lastName: `${Arabic} ${Chinese} ${Korean}` };
    const { application } = await paidApplication({ names });
    const { response, bytes } = await downloadReceipt({ proof: application.proof });
    expect(response.status).toBe(200);
    expect(await pdfTextLines(bytes)).toContain(`Applicant ${names.firstName} ${names.lastName}`);
  });

  it('notificationSend: sends the "received" SMS through Beem the moment the API writes it', async () => {
    const { reference } = await sentSms('tin');
    expect(beem.sent.filter((sent) => sent.message.includes(reference))).toHaveLength(1);
  });

  it('notificationRetry: tries again a message whose retry has fallen due', async () => {
    const { message, reference } = await sentSms('business');
    // As if the first try had failed and its retry were now due.
    await message.ref.update({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1_000),
    });

    expect(await runScheduled('notificationRetry')).toBe(200);
    expect(await stateOf(message)).toBe('sent');
    expect((await message.ref.get()).get('attempts')).toBe(2);
    expect(beem.sent.filter((sent) => sent.message.includes(reference))).toHaveLength(2);
  });

  it('uploadSweep: removes a file no application took up within a day', async () => {
    const path = await uploadPdf('tin');
    const record = db()
      .collection('uploads')
      .doc(path.slice(path.indexOf('/') + 1, -'.pdf'.length));
    await record.update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * HOUR) });

    expect(await runScheduled('uploadSweep')).toBe(200);
    expect((await record.get()).exists).toBe(false);
  });

  it('paymentReconcile: pays, once, a payment whose webhook never came', async () => {
    const application = await submittedApplication('visa');
    const started = await postJson('/api/payments', paymentRequestFor(application));
    expect(started.status).toBe(200);
    const orderId = orderIdOf(started);
    // The payer paid at the sandbox gateway; its call to our webhook was lost.
    await db().collection(SANDBOX_COLLECTION).doc(orderId).update({ status: 'COMPLETED' });
    const payment = db().collection(COLLECTIONS.payments).doc(orderId);
    await payment.update({ checkDueAt: Timestamp.fromMillis(Date.now() - 60_000) });

    expect(await runScheduled('paymentReconcile')).toBe(200);
    expect(await runScheduled('paymentReconcile')).toBe(200);
    expect((await payment.get()).get('status')).toBe('paid');
    const events = await db()
      .collection(COLLECTIONS.applicationEvents)
      .where('applicationId', '==', application.id)
      .get();
    const checks = events.docs.filter((event) => event.get('type') === 'paymentCheck');
    expect(checks.map((check) => check.get('outcome'))).toEqual(['paid']);
  });

  it("agentWeeklySummary: emails an active agent their last week's clients", async () => {
    const { aan, email } = await ensureAgent(proposedAan());
    const week = summaryWeek(Date.now());
    const meta = newApplicationMeta('tin', { lang: 'en' });
    await db()
      .collection(APPLICATION_COLLECTIONS.tin)
      .doc()
      .create({
        ...VALID_APPLICATIONS.tin(),
        ...meta,
        AAN: aan,
        createdAt: Timestamp.fromMillis(week.from + HOUR),
      });

    expect(await runScheduled('agentWeeklySummary')).toBe(200);
    const mail = await db().collection(MAIL).doc(summaryMailId(aan, week)).get();
    expect(mail.get('to')).toBe(email);
    const text = mail.get('message.text') as string;
    expect(text).toContain('Yamepokelewa: 1');
    expect(text).toContain(meta.reference);
    expect(text).toContain('/agent?lang=sw');
  });

  it("reportFold: folds yesterday's shards of an agent's counts into one document", async () => {
    const { aan } = await ensureAgent(proposedAan());
    const scope = agentScope(aan);
    const yesterday = addDays(todayInDarEsSalaam(), -1);
    const days = db().collection(COLLECTIONS.reportDays);
    await Promise.all(
      [3, 11].map((turn) =>
        days
          .doc(shardDocumentId(scope, yesterday, turn))
          .set({ scope, period: yesterday, kinds: { tin: { received: turn } } }),
      ),
    );

    expect(await runScheduled('reportFold')).toBe(200);
    const left = await days.where('scope', '==', scope).where('period', '==', yesterday).get();
    expect(left.docs.map((doc) => [doc.id, doc.get('kinds.tin.received')])).toEqual([
      [countsDocumentId(scope, yesterday), 14],
    ]);
  });

  it("retention: removes a finished application's documents once their period is over, refused from then on", async () => {
    const staff = await signedInUser('staff');
    const { ref } = await submittedApplication('business');
    const files = uploadedFilesOf('business', (await ref.get()).data() ?? {});
    expect(files.length).toBeGreaterThan(0);
    // As a status change leaves it when staff finish it (server/retention/finished.ts), 91 days ago.
    await ref.update({
      status: 'completed',
      finishedAt: Timestamp.fromMillis(Date.now() - 91 * 24 * HOUR),
      retention: { documents: null, results: null, personal: null },
    });
    const opened = (path: string) =>
      request(`/api/files/${path}`, { headers: { authorization: `Bearer ${staff.idToken}` } });
    expect((await opened(files[0]!)).status).toBe(200);

    expect(await runScheduled('retention')).toBe(200);
    expect((await ref.get()).get('retention.documents')).toBeInstanceOf(Timestamp);
    for (const path of files) {
      const answer = await opened(path);
      expect([answer.status, (answer.body as { code?: string }).code]).toEqual([410, 'file.removed']);
    }
    // A second run finds nothing more to remove of it.
    expect(await runScheduled('retention')).toBe(200);
    const logged = await db().collection(COLLECTIONS.retentionLog).where('applicationId', '==', ref.id).get();
    expect(logged.size).toBe(1);
  });

  it("retention: removes the access log's looks once their period is over", async () => {
    const looks = db().collection(COLLECTIONS.accessLog);
    const look = {
      look: 'detail',
      kind: 'tin',
      applicationId: 'a'.repeat(20),
      actorEmail: null,
      actorName: null,
    };
    const lookedDaysAgo = (days: number) =>
      looks.add({ ...look, actorUid: 'retention', at: Timestamp.fromMillis(Date.now() - days * 24 * HOUR) });
    const past = await lookedDaysAgo(ACCESS_LOG_RULE.defaultDays + 1);
    const within = await lookedDaysAgo(ACCESS_LOG_RULE.defaultDays - 1);

    expect(await runScheduled('retention')).toBe(200);
    expect((await past.get()).exists).toBe(false);
    expect((await within.get()).exists).toBe(true);
  });

  it('smsDeliveryReports: records what Beem reports of a message it took', async () => {
    const { message } = await sentSms('tin');
    beem.setReport(Number((await message.ref.get()).get('providerId')), { state: 'delivered' });

    expect(await runScheduled('smsDeliveryReports')).toBe(200);
    expect(await stateOf(message)).toBe('delivered');
  });
});
