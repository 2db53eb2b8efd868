// The bounds on what SMS can cost the agency, held by the dispatcher against the test emulator and
// a fake Beem: "received" SMS per number per day, and the day's budget for every SMS.
//
// As in notifications.beem.test.ts, the records are queued on days ahead of the real clock and this
// file's dispatchers are told it is that day, so the test stack's own worker never sees them due.
// Each test takes a day of its own: the counters are per day, and no other test counts in it.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { emailOf } from '#domain/identity';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import type { ApplicantEvent, NotificationView } from '#domain/notifications';
import {
  MAIL,
  messagesFor,
  NOTIFICATIONS,
  queueOnce,
  type NotificationRecord,
} from '#server/notifications/records.ts';
import {
  numberDigest,
  SMS_COUNTERS,
  smsDayOf,
  smsSpentOn,
  type SmsLimits,
} from '#server/notifications/smsAllowance.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import {
  aNumber,
  applicationTexting,
  beemAddress,
  createdAndDueAt,
  DAY,
  fakeBeemFor,
  freshAfternoons,
  loggerInto,
  type LogLine,
  notificationOf,
} from '../support/beemFile.ts';
import { csrfPair, request } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';

const WAIT = { timeout: 45_000, interval: 250 };

const { fake, created, dispatcher: beemDispatcher } = fakeBeemFor();
const db = () => adminServices().db;
const recordOf = notificationOf;

const aFreshDay = freshAfternoons(30);

/** A dispatcher sending through the fake Beem with `limits`, told the time by `clock`, its log kept in `log`. */
const dispatcher = (clock: { now: number }, limits: SmsLimits, log: LogLine[] = []) =>
  beemDispatcher({ now: () => clock.now, limits, logger: loggerInto(log) });

/**
 * The messages an event queues for an application of `kind` carrying `phone` (as typed), written
 * as the app writes them but queued (created and due) at `queuedAt`; `patch` changes each record.
 */
async function queued(
  queuedAt: number,
  phone: string,
  {
    kind = 'tin' as ApplicationKind,
    event = 'received' as ApplicantEvent,
    applicationId = db().collection(NOTIFICATIONS).doc().id,
    patch = {} as Partial<NotificationRecord>,
  } = {},
) {
  const data = applicationTexting(kind, phone);
  const messages = messagesFor({ kind, id: applicationId, data }, event, { amount: 55_000 }, 'limits').map(
    createdAndDueAt(queuedAt, patch),
  );
  expect(await queueOnce(db(), messages)).toBe(true);
  created.push(...messages.map(({ id }) => id));
  const idOf = (channel: string) => messages.find(({ record }) => record.channel === channel)?.id;
  return { sms: idOf('sms')!, email: idOf('email') };
}

/**
 * Two instances deliver every message at the same moment. Under such contention the emulator may
 * give up on a claim (ABORTED) and leave its message queued, as Firestore can in production; the
 * scheduled sweep tries it again there, and the first instance does here, once the race is over.
 */
async function race(ids: string[], instances: ReturnType<typeof dispatcher>[]) {
  await Promise.allSettled(ids.flatMap((id) => instances.map((instance) => instance.deliver(id))));
  for (const id of ids) await instances[0]!.deliver(id);
}

const RACE_TIMEOUT_MS = 120_000;

const sentTo = (phone: string) => fake.sent.filter((message) => message.destAddr === beemAddress(phone));
const counter = async (id: string) => (await db().collection(SMS_COUNTERS).doc(id).get()).data();

describe('"received" SMS to one number in a day', () => {
  const limits = { receivedPerNumberDaily: 3, dailyBudget: 1_000 };

  it('sends three, however the applications spell the number, and holds the rest with the reason', async () => {
    const clock = { now: aFreshDay() };
    const phone = aNumber();
    const local = phone.slice(1);
    const spellings = [
      phone,
      `+255 ${local}`,
      `255${local}`,
      `+255-${local}`,
      `(0${local.slice(0, 3)}) ${local.slice(3)}`,
    ];
    const other = aNumber();
    const ids: string[] = [];
    for (const spelling of spellings) ids.push((await queued(clock.now, spelling)).sms);
    const otherId = (await queued(clock.now, other)).sms;
    const dispatch = dispatcher(clock, limits);

    for (const id of ids) await dispatch.deliver(id);
    await dispatch.deliver(otherId);

    expect(sentTo(phone)).toHaveLength(3);
    expect(sentTo(other)).toHaveLength(1);
    const records = await Promise.all(ids.map(recordOf));
    expect(records.map((record) => record.state)).toEqual(['sent', 'sent', 'sent', 'held', 'held']);
    for (const held of records.slice(3)) {
      expect(held).toMatchObject({ limitedBy: 'numberDaily', attempts: 0, text: expect.any(String) });
      expect(held.error).toBeUndefined();
    }
    expect(records.slice(0, 3).every((record) => record.limitedBy === undefined)).toBe(true);
    expect(await recordOf(otherId)).toMatchObject({ state: 'sent' });

    // Held is final: no later dispatch sends it, that day or the next.
    await dispatch.deliver(ids[4]!);
    clock.now += DAY;
    await dispatch.deliver(ids[4]!);
    expect(sentTo(phone)).toHaveLength(3);

    // The counter is named by a hash of the number, never the number.
    const { day } = smsDayOf(clock.now - DAY);
    const counted = await counter(`received-${numberDigest(phone)}-${day}`);
    expect(counted).toMatchObject({ sent: 3, held: 2, expireAt: expect.any(Timestamp) });
    const counterIds = (await db().collection(SMS_COUNTERS).listDocuments()).map((ref) => ref.id);
    expect(counterIds.some((id) => id.includes(phone.slice(1)))).toBe(false);
  });

  it('does not count or hold the news of a payment or a status change', async () => {
    const clock = { now: aFreshDay() };
    const phone = aNumber();
    const received: string[] = [];
    for (let time = 0; time < 4; time += 1) received.push((await queued(clock.now, phone)).sms);
    const paid = (await queued(clock.now, phone, { event: 'paid' })).sms;
    const status = (await queued(clock.now, phone, { event: 'statusChanged' })).sms;
    const dispatch = dispatcher(clock, limits);
    for (const id of [...received, paid, status]) await dispatch.deliver(id);

    expect((await recordOf(received[3]!)).state).toBe('held');
    expect((await recordOf(paid)).state).toBe('sent');
    expect((await recordOf(status)).state).toBe('sent');
    expect(sentTo(phone)).toHaveLength(5);
  });

  it("sends a held message's copy when staff resend it", async () => {
    const clock = { now: aFreshDay() };
    const phone = aNumber();
    const dispatch = dispatcher(clock, { ...limits, receivedPerNumberDaily: 1 });
    await dispatch.deliver((await queued(clock.now, phone)).sms);
    const held = (await queued(clock.now, phone)).sms;
    await dispatch.deliver(held);
    expect((await recordOf(held)).state).toBe('held');

    // The copy as the resend route writes it: same words, `resendOf` the original.
    const copy = (await queued(clock.now, phone, { patch: { resendOf: held } })).sms;
    await dispatch.deliver(copy);
    expect((await recordOf(copy)).state).toBe('sent');
    expect(sentTo(phone)).toHaveLength(2);
  });

  it(
    'never sends more than three when two instances race',
    async () => {
      const clock = { now: aFreshDay() };
      const phone = aNumber();
      const ids: string[] = [];
      for (let time = 0; time < 5; time += 1) ids.push((await queued(clock.now, phone)).sms);
      await race(ids, [dispatcher(clock, limits), dispatcher(clock, limits)]);

      expect(sentTo(phone)).toHaveLength(3);
      const states = (await Promise.all(ids.map(recordOf))).map((record) => record.state).sort();
      expect(states).toEqual(['held', 'held', 'sent', 'sent', 'sent']);
    },
    RACE_TIMEOUT_MS,
  );
});

describe('the daily SMS budget', () => {
  it('sends the budget, keeps the rest waiting, and sends them when the next day opens', async () => {
    const clock = { now: aFreshDay() };
    const dispatch = dispatcher(clock, { receivedPerNumberDaily: 3, dailyBudget: 5 });
    const events: ApplicantEvent[] = ['received', 'paid', 'statusChanged', 'paymentFailed'];
    const ids: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      ids.push((await queued(clock.now, aNumber(), { event: events[index % events.length] })).sms);
    }
    for (const id of ids) await dispatch.deliver(id);

    expect(fake.sent).toHaveLength(5);
    const { endsAt: nextDay } = smsDayOf(clock.now);
    const records = await Promise.all(ids.map(recordOf));
    expect(records.slice(0, 5).every((record) => record.state === 'sent')).toBe(true);
    for (const waiting of records.slice(5)) {
      // Not failed, not lost: queued, due when the next day's budget opens, and saying why.
      expect(waiting).toMatchObject({
        state: 'queued',
        limitedBy: 'dailyBudget',
        attempts: 0,
        nextAttemptAt: Timestamp.fromMillis(nextDay),
      });
    }

    // Emails cost nothing each: the spent budget does not stop them.
    const email = (await queued(clock.now, aNumber(), { kind: kindWithEmail() })).email!;
    await dispatch.deliver(email);
    expect((await db().collection(MAIL).doc(email).get()).exists).toBe(true);

    // The same day, nothing more goes; at midnight in Dar es Salaam, the three do.
    clock.now = nextDay - 1;
    for (const id of ids) await dispatch.deliver(id);
    expect(fake.sent).toHaveLength(5);
    clock.now = nextDay;
    for (const id of ids) await dispatch.deliver(id);
    expect(fake.sent).toHaveLength(8);
    const after = await Promise.all(ids.slice(5).map(recordOf));
    for (const sent of after) {
      expect(sent).toMatchObject({ state: 'sent', attempts: 1, retriesFrom: Timestamp.fromMillis(nextDay) });
      expect(sent.limitedBy).toBeUndefined();
    }
    expect(await smsSpentOn(db(), smsDayOf(nextDay).day)).toBe(3);
  });

  it('counts a message once, not each try', async () => {
    const clock = { now: aFreshDay() };
    const dispatch = dispatcher(clock, { receivedPerNumberDaily: 3, dailyBudget: 2 });
    const first = (await queued(clock.now, aNumber())).sms;
    const second = (await queued(clock.now, aNumber())).sms;
    fake.setMode('flaky', 2);
    await dispatch.deliver(first);
    clock.now = (await recordOf(first)).nextAttemptAt.toMillis();
    await dispatch.deliver(first);
    clock.now = (await recordOf(first)).nextAttemptAt.toMillis();
    await dispatch.deliver(first);
    await dispatch.deliver(second);
    expect((await recordOf(first)).state).toBe('sent');
    expect((await recordOf(second)).state).toBe('sent');
    expect(await smsSpentOn(db(), smsDayOf(clock.now).day)).toBe(2);
  });

  it(
    'never sends past the budget when two instances race',
    async () => {
      const clock = { now: aFreshDay() };
      const limits = { receivedPerNumberDaily: 3, dailyBudget: 3 };
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) ids.push((await queued(clock.now, aNumber())).sms);
      await race(ids, [dispatcher(clock, limits), dispatcher(clock, limits)]);

      expect(fake.sent).toHaveLength(3);
      const records = await Promise.all(ids.map(recordOf));
      expect(records.filter((record) => record.state === 'sent')).toHaveLength(3);
      expect(records.filter((record) => record.limitedBy === 'dailyBudget')).toHaveLength(2);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'says so in the log once at 80 % and once at 100 %, across instances',
    async () => {
      const clock = { now: aFreshDay() };
      const limits = { receivedPerNumberDaily: 3, dailyBudget: 5 };
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1) ids.push((await queued(clock.now, aNumber())).sms);
      const firstLog: LogLine[] = [];
      const secondLog: LogLine[] = [];
      const instances = [dispatcher(clock, limits, firstLog), dispatcher(clock, limits, secondLog)];
      await race(ids, instances);
      // And again: nothing crosses a share twice.
      await race(ids, instances);

      expect(fake.sent).toHaveLength(5);
      const lines = [...firstLog, ...secondLog];
      const { day } = smsDayOf(clock.now);
      const eighty = lines.filter((line) => line.msg === '80% of the daily SMS budget is spent');
      expect(eighty).toEqual([expect.objectContaining({ level: 40, day, budget: 5 })]);
      // The day's total as the try that took it past 80 % read it once its claim had committed:
      // another instance's SMS may have been counted in between.
      expect(eighty[0]!.sent).toBeGreaterThanOrEqual(4);
      expect(lines.filter((line) => /daily SMS budget is spent: SMS wait/.test(line.msg))).toEqual([
        expect.objectContaining({ level: 50, day, sent: 5, budget: 5 }),
      ]);
    },
    RACE_TIMEOUT_MS,
  );
});

/** A service whose fixture has an email address, so its events queue an email beside the SMS. */
function kindWithEmail() {
  return APPLICATION_KINDS.find((kind) => emailOf(APPLICATIONS[kind].identity, VALID_APPLICATIONS[kind]()))!;
}

describe('a held message, for staff', () => {
  it('shows why it was held, and is sent when staff resend it', async () => {
    const staff = await signedInUser('staff');
    const application = await storedApplication('tin');
    const clock = { now: aFreshDay() };
    const phone = aNumber();
    const dispatch = dispatcher(clock, { receivedPerNumberDaily: 1, dailyBudget: 1_000 });
    await dispatch.deliver((await queued(clock.now, phone)).sms);
    const held = (await queued(clock.now, phone, { applicationId: application.id })).sms;
    await dispatch.deliver(held);

    const { cookie, token } = await csrfPair();
    const headers = { cookie, 'X-XSRF-TOKEN': token, authorization: `Bearer ${staff.idToken}` };
    const path = `/api/applications/tin/${application.id}/messages`;
    const listed = await request(path, { headers });
    expect(listed.status).toBe(200);
    const view = (listed.body as { messages: NotificationView[] }).messages.find(({ id }) => id === held);
    expect(view).toMatchObject({ state: 'held', limitedBy: 'numberDaily', attempts: 0 });

    const resent = await request(`${path}/${held}/resend`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(resent.status).toBe(201);
    const copy = (resent.body as { message: NotificationView }).message;
    expect(copy).toMatchObject({ state: 'queued', resendOf: held, summary: view!.summary });
    expect(copy.limitedBy).toBeUndefined();
    created.push(copy.id);
    // No count carried over: the copy is still queued, or the test stack's worker, which polls
    // every half second, has already counted it anew, on the real day.
    const stored = await recordOf(copy.id);
    expect([undefined, smsDayOf(Date.now()).day]).toContain(stored.countedOn);
    // Queued by the real clock, the copy goes out through the test stack's own worker.
    await expect.poll(async () => (await recordOf(copy.id)).state, WAIT).toMatch(/^(sent|delivered)$/);
  });
});
