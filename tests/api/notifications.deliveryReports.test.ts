// Beem's delivery reports: the scheduled job that asks Beem what became of the SMS it took, against
// the fake Beem, with messages sent through the dispatcher as the app sends them.
//
// Each test lives in a stretch of time of its own, hundreds of days past the real clock: the test
// stack's worker and the other files' records (a day ahead) never fall in a run's last 24 hours.
import { Timestamp } from 'firebase-admin/firestore';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { NotificationResendAnswer, NotificationsAnswer } from '#domain/notifications';
import { parseEnv } from '#server/env.ts';
import { MAIL, messagesFor, NOTIFICATIONS, queueOnce } from '#server/notifications/records.ts';
import {
  beemDeliveryReports,
  type BeemReportSettings,
} from '#server/notifications/sms/beemDeliveryReports.ts';
import { readDeliveryReports } from '#server/notifications/sms/deliveryReports.ts';
import { deliveryReportRunFor } from '#server/notifications/sms/index.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import {
  aNumber,
  applicationTexting,
  createdAndDueAt,
  DAY,
  fakeBeemFor,
  loggerInto,
  type LogLine,
  notificationOf,
} from '../support/beemFile.ts';
import { DELIVERY_REPORTS_PATH } from '../support/fakeBeem.ts';
import { API_URL, postJson, request } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';

const credentials = { apiKey: 'beem-key-123', secretKey: 'beem-secret-456' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every record this file wrote is deleted after it, with the mail of the emails among them. */
const { fake, created, dispatcher } = fakeBeemFor(credentials, [NOTIFICATIONS, MAIL]);
const db = () => adminServices().db;
const recordOf = notificationOf;

let daysAhead = 400 + Math.floor(Math.random() * 1_000) * 10;
/** A moment of a test's own, five days past the last test's. */
const aFreshDay = () => Date.now() + (daysAhead += 5) * DAY;

const WARN = 40;

/** The job against the fake Beem at `clock`'s time, its log kept in `log`. */
function runReports(
  clock: { now: number },
  { budget = 50, concurrency = 4, log = [] as LogLine[], beem = {} as Partial<BeemReportSettings> } = {},
) {
  return readDeliveryReports({
    db: db(),
    reports: beemDeliveryReports({ baseUrl: fake.url, ...credentials, timeoutMs: 2_000, ...beem }),
    logger: loggerInto(log),
    budget,
    concurrency,
    now: () => clock.now,
  });
}

/**
 * An SMS the app queued and sent through the fake Beem at `sentAt`, with the request_id Beem
 * answered and the number Beem texted.
 */
async function sentSms(
  sentAt: number,
  {
    phone = aNumber(),
    channel = 'sms' as 'sms' | 'email',
    applicationId = db().collection(NOTIFICATIONS).doc().id,
  } = {},
) {
  const data = applicationTexting('tin', phone);
  // An address of its own: behind another file's unsent email to the same one, it would wait its turn.
  const payerEmail = `payer-${applicationId.toLowerCase()}@example.com`;
  const subject = { kind: 'tin' as const, id: applicationId, data, payerEmail };
  const messages = messagesFor(subject, 'received', {}, 'reports')
    .filter(({ record }) => record.channel === channel)
    .map(createdAndDueAt(sentAt));
  expect(messages).toHaveLength(1);
  expect(await queueOnce(db(), messages)).toBe(true);
  const [{ id }] = messages as [(typeof messages)[number]];
  created.push(id);
  await dispatcher({ now: () => sentAt }).deliver(id);
  expect((await recordOf(id)).state).toBe('sent');
  if (channel === 'email') return { id, requestId: 0, destAddr: '' };
  const taken = fake.sent.at(-1)!;
  return { id, requestId: taken.requestId, destAddr: taken.destAddr };
}

/** The request_ids the job asked Beem about, in the order Beem heard them. */
const askedAbout = () => fake.reportCalls().map((call) => Number(call.query.request_id));
/** The same, in order: lookups run side by side, so Beem may hear them in any order. */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('sending keeps what a delivery report needs', () => {
  it('stores the request_id Beem answered and when Beem took the message', async () => {
    const at = aFreshDay();
    const { id, requestId } = await sentSms(at);
    expect(await recordOf(id)).toMatchObject({
      state: 'sent',
      providerId: String(requestId),
      sentAt: Timestamp.fromMillis(at),
    });
  });
});

describe('the delivery-report job', () => {
  it('records a message Beem reports delivered, having asked with its number and request_id', async () => {
    const sentAt = aFreshDay();
    const { id, requestId, destAddr } = await sentSms(sentAt);
    fake.setReport(requestId, { state: 'delivered' });
    const clock = { now: sentAt + 10 * MINUTE };

    const totals = await runReports(clock);

    expect(fake.reportCalls()).toHaveLength(1);
    expect(fake.reportCalls()[0]).toMatchObject({
      method: 'GET',
      path: DELIVERY_REPORTS_PATH,
      query: { dest_addr: destAddr, request_id: String(requestId) },
      authOk: true,
      status: 200,
    });
    const stored = await recordOf(id);
    expect(stored).toMatchObject({
      state: 'delivered',
      providerId: String(requestId),
      deliveryReportedAt: Timestamp.fromMillis(clock.now),
      updatedAt: Timestamp.fromMillis(clock.now),
    });
    expect(stored.error).toBeUndefined();
    expect(totals).toMatchObject({ asked: 1, delivered: 1, failed: 0, notYetKnown: 0, errors: 0 });

    // Delivered is final: the next run does not ask again.
    await runReports({ now: clock.now + 10 * MINUTE });
    expect(fake.reportCalls()).toHaveLength(1);
  });

  it("records a message Beem reports not delivered, with Beem's reason", async () => {
    const sentAt = aFreshDay();
    const { id, requestId } = await sentSms(sentAt);
    fake.setReport(requestId, { state: 'failed', reason: 'Absent subscriber' });
    const clock = { now: sentAt + 30 * MINUTE };

    const totals = await runReports(clock);

    expect(await recordOf(id)).toMatchObject({
      state: 'failed',
      error: 'Absent subscriber',
      deliveryReportedAt: Timestamp.fromMillis(clock.now),
    });
    expect(totals).toMatchObject({ asked: 1, delivered: 0, failed: 1 });
    await runReports({ now: clock.now + 10 * MINUTE });
    expect(fake.reportCalls()).toHaveLength(1);
  });

  it('leaves a message whose report is not known yet as it is, and asks again on the next run', async () => {
    const sentAt = aFreshDay();
    const { id, requestId } = await sentSms(sentAt);
    const before = await recordOf(id);

    const totals = await runReports({ now: sentAt + 10 * MINUTE });
    expect(fake.reportCalls().map((call) => call.status)).toEqual([200]);
    expect(await recordOf(id)).toEqual(before);
    expect(totals).toMatchObject({ asked: 1, notYetKnown: 1, delivered: 0, failed: 0, errors: 0 });

    fake.setReport(requestId, { state: 'delivered' });
    await runReports({ now: sentAt + 20 * MINUTE });
    expect(askedAbout()).toEqual([requestId, requestId]);
    expect((await recordOf(id)).state).toBe('delivered');
  });

  it('leaves a message as it is when Beem answers an error, counts and logs it, and goes on', async () => {
    const sentAt = aFreshDay();
    const failing = await sentSms(sentAt);
    const unavailable = await sentSms(sentAt + MINUTE);
    const delivered = await sentSms(sentAt + 2 * MINUTE);
    fake.setReport(failing.requestId, { state: 'error' });
    fake.setReport(unavailable.requestId, { state: 'error', status: 503 });
    fake.setReport(delivered.requestId, { state: 'delivered' });
    const before = await Promise.all([recordOf(failing.id), recordOf(unavailable.id)]);
    const log: LogLine[] = [];

    const totals = await runReports({ now: sentAt + HOUR }, { log });

    expect(
      fake
        .reportCalls()
        .map((call) => call.status)
        .sort(),
    ).toEqual([200, 500, 503]);
    expect(await Promise.all([recordOf(failing.id), recordOf(unavailable.id)])).toEqual(before);
    expect((await recordOf(delivered.id)).state).toBe('delivered');
    expect(totals).toMatchObject({ asked: 3, delivered: 1, errors: 2 });
    const warnings = log.filter((line) => line.level === WARN);
    expect(warnings.map((line) => line.notification).sort()).toEqual([failing.id, unavailable.id].sort());
    expect(warnings.map((line) => line.error)).toEqual(
      expect.arrayContaining([expect.stringMatching(/500/), expect.stringMatching(/503/)]),
    );
    expect(log.at(-1)).toMatchObject({ msg: expect.stringMatching(/delivery reports/), errors: 2 });
  });

  it('leaves messages as they are when Beem refuses the credentials or cannot be reached', async () => {
    const sentAt = aFreshDay();
    const { id, requestId } = await sentSms(sentAt);
    fake.setReport(requestId, { state: 'delivered' });
    const before = await recordOf(id);
    const clock = { now: sentAt + HOUR };

    const refused = await runReports(clock, { beem: { secretKey: 'not-the-secret' } });
    expect(fake.reportCalls()).toMatchObject([{ authOk: false, status: 401 }]);
    expect(refused).toMatchObject({ asked: 1, errors: 1, delivered: 0 });

    const unreachable = await runReports(clock, { beem: { baseUrl: 'http://127.0.0.1:9' } });
    expect(unreachable).toMatchObject({ asked: 1, errors: 1, delivered: 0 });
    expect(await recordOf(id)).toEqual(before);
  });

  it('changes nothing for a report about a message we did not send', async () => {
    const sentAt = aFreshDay();
    const otherRequest = await sentSms(sentAt);
    const otherNumber = await sentSms(sentAt + MINUTE);
    // Beem answers about another request, and about our request to another number.
    fake.setReport(otherRequest.requestId, {
      state: 'delivered',
      about: { requestId: otherRequest.requestId + 1_000 },
    });
    fake.setReport(otherNumber.requestId, {
      state: 'failed',
      reason: 'Absent subscriber',
      about: { destAddr: '255700000001' },
    });
    const before = await Promise.all([recordOf(otherRequest.id), recordOf(otherNumber.id)]);
    const log: LogLine[] = [];

    const totals = await runReports({ now: sentAt + HOUR }, { log });

    expect(fake.reportCalls()).toHaveLength(2);
    expect(await Promise.all([recordOf(otherRequest.id), recordOf(otherNumber.id)])).toEqual(before);
    expect(totals).toMatchObject({ asked: 2, mismatched: 2, delivered: 0, failed: 0 });
    expect(
      log
        .filter((line) => line.level === WARN)
        .map((line) => line.notification)
        .sort(),
    ).toEqual([otherRequest.id, otherNumber.id].sort());
  });

  it('asks only about SMS sent in the last 24 hours whose delivery is not known to be final', async () => {
    const now = aFreshDay();
    const clock = { now };
    const tooOld = await sentSms(now - DAY - MINUTE);
    const justInside = await sentSms(now - DAY + MINUTE);
    const delivered = await sentSms(now - 3 * HOUR);
    const failed = await sentSms(now - 2 * HOUR);
    const email = await sentSms(now - HOUR, { channel: 'email' });
    const recent = await sentSms(now - MINUTE);
    fake.setReport(delivered.requestId, { state: 'delivered' });
    fake.setReport(failed.requestId, { state: 'failed', reason: 'Rejected by the network' });
    // A run an hour ago settled two of them (the oldest was inside its 24 hours then).
    await runReports({ now: now - HOUR });
    expect(sorted(askedAbout())).toEqual(
      sorted([tooOld, justInside, delivered, failed].map((one) => one.requestId)),
    );
    const askedBefore = askedAbout().length;

    const totals = await runReports(clock);

    expect(sorted(askedAbout().slice(askedBefore))).toEqual(sorted([justInside.requestId, recent.requestId]));
    expect(totals).toMatchObject({ asked: 2, notYetKnown: 2 });
    expect((await recordOf(tooOld.id)).state).toBe('sent');
    expect((await recordOf(email.id)).state).toBe('sent');
  });

  it('asks about at most its budget in a run, oldest first, a few at a time', async () => {
    const now = aFreshDay();
    const messages: Awaited<ReturnType<typeof sentSms>>[] = [];
    for (let minutesAgo = 70; minutesAgo > 0; minutesAgo -= 10)
      messages.push(await sentSms(now - minutesAgo * MINUTE));
    for (const message of messages) fake.setReport(message.requestId, { state: 'delivered' });
    fake.setReportLatency(50);
    const log: LogLine[] = [];

    const first = await runReports({ now }, { budget: 5, concurrency: 2, log });

    const oldest = messages.slice(0, 5);
    expect(sorted(askedAbout())).toEqual(sorted(oldest.map((message) => message.requestId)));
    expect(fake.peakReportsInFlight).toBe(2);
    expect(first).toMatchObject({ asked: 5, delivered: 5 });
    const states = async (some: typeof messages) =>
      Promise.all(some.map(async (one) => (await recordOf(one.id)).state));
    expect(await states(oldest)).toEqual(Array(5).fill('delivered'));
    expect(await states(messages.slice(5))).toEqual(['sent', 'sent']);
    expect(log.at(-1)).toMatchObject({ budgetSpent: true });

    // The next run takes the rest.
    const second = await runReports({ now: now + 10 * MINUTE }, { budget: 5, concurrency: 2 });
    expect(sorted(askedAbout().slice(5))).toEqual(
      sorted(messages.slice(5).map((message) => message.requestId)),
    );
    expect(second).toMatchObject({ asked: 2, delivered: 2 });
  });
});

describe('what staff see', () => {
  it('shows staff whether an SMS reached the phone, and a resend starts afresh', async () => {
    const staff = await signedInUser('staff');
    const application = await storedApplication('tin');
    const sentAt = aFreshDay();
    const { id, requestId } = await sentSms(sentAt, { applicationId: application.id });
    fake.setReport(requestId, { state: 'failed', reason: 'Absent subscriber' });
    const reportedAt = sentAt + 20 * MINUTE;
    await runReports({ now: reportedAt });

    const path = `/api/applications/tin/${application.id}/messages`;
    const listed = await request(path, { headers: { authorization: `Bearer ${staff.idToken}` } });
    expect(listed.status).toBe(200);
    const [shown] = (listed.body as NotificationsAnswer).messages.filter((message) => message.id === id);
    expect(shown).toMatchObject({
      channel: 'sms',
      state: 'failed',
      error: 'Absent subscriber',
      deliveryReportedAt: new Date(reportedAt).toISOString(),
    });

    const resent = await postJson(`${path}/${id}/resend`, {}, API_URL, {
      authorization: `Bearer ${staff.idToken}`,
    });
    expect(resent.status).toBe(201);
    const copy = (resent.body as NotificationResendAnswer).message;
    created.push(copy.id);
    expect(copy).toMatchObject({ resendOf: id });
    expect(copy.deliveryReportedAt).toBeUndefined();
    expect(copy.error).toBeUndefined();
  });
});

describe('the scheduled function', () => {
  const emulated = {
    FIREBASE_PROJECT_ID: 'demo-apply-tz',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  };
  const logger = pino({ level: 'silent' });

  it('has nothing to ask when SMS go to the sandbox', async () => {
    const sandbox = parseEnv({ ...emulated, FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID });
    expect(sandbox.SMS_PROVIDER).toBe('sandbox');
    expect(deliveryReportRunFor(sandbox, db(), logger)).toBeUndefined();
    expect(fake.calls).toHaveLength(0);
  });

  it("asks Beem's delivery-report address, with the account's credentials, when SMS go through Beem", async () => {
    const sentAt = aFreshDay();
    const { id, requestId } = await sentSms(sentAt);
    fake.setReport(requestId, { state: 'delivered' });
    const env = parseEnv({
      ...emulated,
      SMS_PROVIDER: 'beem',
      BEEM_API_KEY: credentials.apiKey,
      BEEM_SECRET_KEY: credentials.secretKey,
      BEEM_SENDER_ID: 'APPLYTZ',
      BEEM_BASE_URL: 'http://127.0.0.1:9',
      BEEM_DLR_BASE_URL: fake.url,
    });
    expect(parseEnv(emulated).BEEM_DLR_BASE_URL).toBe('https://dlrapi.beem.africa');
    const run = deliveryReportRunFor(env, db(), logger, () => sentAt + HOUR);
    expect(run).toBeTypeOf('function');
    await run!();
    expect(fake.reportCalls()).toMatchObject([{ authOk: true, status: 200 }]);
    expect((await recordOf(id)).state).toBe('delivered');
  });
});

describe("the fake Beem's delivery reports", () => {
  // What the job's tests stand on: the fake refuses what Beem would, and answers only about its own.
  const basic = (key: string, secret: string) =>
    `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
  async function ask(query: string, authorization = basic(credentials.apiKey, credentials.secretKey)) {
    const response = await fetch(`${fake.url}${DELIVERY_REPORTS_PATH}?${query}`, {
      headers: { Authorization: authorization },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses wrong credentials and malformed parameters, and knows only the messages it took', async () => {
    const { requestId, destAddr } = await sentSms(aFreshDay());
    const good = `dest_addr=${destAddr}&request_id=${requestId}`;
    expect((await ask(good, basic(credentials.apiKey, 'wrong'))).status).toBe(401);
    for (const bad of [
      `request_id=${requestId}`,
      `dest_addr=${destAddr}`,
      `dest_addr=0${destAddr.slice(3)}&request_id=${requestId}`,
      `dest_addr=${destAddr}&request_id=abc`,
    ]) {
      expect((await ask(bad)).status, bad).toBe(400);
    }
    expect((await ask(`dest_addr=${destAddr}&request_id=${requestId + 1}`)).status).toBe(404);
    expect((await ask(`dest_addr=255700000001&request_id=${requestId}`)).status).toBe(404);

    expect(await ask(good)).toMatchObject({
      status: 200,
      body: { dest_addr: destAddr, request_id: requestId, status: 'PENDING' },
    });
    fake.setReport(requestId, { state: 'failed', reason: 'Absent subscriber' });
    expect((await ask(good)).body).toMatchObject({ status: 'UNDELIVERED', reason: 'Absent subscriber' });
    fake.setReport(requestId, { state: 'delivered' });
    expect((await ask(good)).body).toMatchObject({ status: 'DELIVERED' });
    fake.setReport(requestId, { state: 'error', status: 502 });
    expect((await ask(good)).status).toBe(502);
  });
});
