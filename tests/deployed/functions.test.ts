// Every function the deploy bundle exports, run by firebase-tools' Functions emulator from the
// built functions/ folder (scripts/lib/deployedStack.mjs): the api behind Hosting, the document
// trigger fired by a real write, and the scheduled ones called as Cloud Scheduler calls them.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#domain/kinds';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { SANDBOX_COLLECTION } from '#server/payments/sandbox.ts';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, submittedApplication } from '../support/applications.ts';
import { postJson, request } from '../support/http.ts';
import { uploadPdf } from '../support/uploads.ts';

const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? '';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? '';
const WAIT = { timeout: 30_000, interval: 250 };
const HOUR = 60 * 60 * 1000;

type Trigger = { name: string; id: string; region: string; httpsTrigger?: object; schedule?: object };
let triggers: Trigger[] = [];

beforeAll(async () => {
  const { backends } = (await (await fetch(`${FUNCTIONS_URL}/backends`)).json()) as {
    backends: { functionTriggers: Trigger[] }[];
  };
  triggers = backends.flatMap((backend) => backend.functionTriggers);
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

/** Handed to the SMS gateway: the sandbox reports delivery at once. */
const HANDED_OVER = ['sent', 'delivered'];

async function messagesOf(applicationId: string) {
  const snapshot = await db().collection(NOTIFICATIONS).where('applicationId', '==', applicationId).get();
  return snapshot.docs;
}

/** Each export and the test below that runs it: a new function must come with one. */
const EXERCISED = [
  'api',
  'notificationRetry',
  'notificationSend',
  'paymentReconcile',
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

  it('notificationSend: sends the "received" message the moment the API writes it', async () => {
    const { id } = await submittedApplication('tin');
    // Nothing polls in a function: only the document trigger can have sent it.
    await expect
      .poll(async () => (await messagesOf(id)).map((message) => message.get('state')), WAIT)
      .toSatisfy((states: string[]) => states.some((state) => HANDED_OVER.includes(state)));
  });

  it('notificationRetry: tries again a message whose retry has fallen due', async () => {
    const { id } = await submittedApplication('business');
    await expect.poll(async () => (await messagesOf(id)).length, WAIT).toBeGreaterThan(0);
    const [message] = await messagesOf(id);
    await expect.poll(async () => (await message!.ref.get()).get('state'), WAIT).not.toBe('sending');
    // As if the first try had failed and its retry were now due.
    await message!.ref.update({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1_000),
    });

    expect(await runScheduled('notificationRetry')).toBe(200);
    const retried = await message!.ref.get();
    expect(HANDED_OVER).toContain(retried.get('state'));
    expect(retried.get('attempts')).toBe(2);
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

  it('smsDeliveryReports: runs, and with the sandbox gateway has no one to ask', async () => {
    expect(await runScheduled('smsDeliveryReports')).toBe(200);
  });
});
