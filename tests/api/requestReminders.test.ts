// Reminders of what staff asked an applicant (server/notifications/requestReminders.ts), against the
// test emulator: an open request is reminded by SMS three and seven days after it was made, each
// once whatever reruns, lagging cursors and instances at once do; never once it is answered or the
// application has moved on, neither when it would be queued nor when its turn to be sent comes;
// each run does a bounded share; and a reminder sent counts in the day's SMS budget.
//
// As in notifications.limits.test.ts, every request is made on days ahead of the real clock and the
// runs are told it is then, so the test stack's own schedule never finds them due. Each test takes
// days and a cursor of its own.
import { Timestamp } from 'firebase-admin/firestore';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import { correctableFields, type RequestItem } from '#domain/requests';
import { notificationDispatcher } from '#server/notifications/dispatch.ts';
import { NOTIFICATIONS, type NotificationRecord } from '#server/notifications/records.ts';
import { queueDueReminders, REMINDER_CURSORS } from '#server/notifications/requestReminders.ts';
import type { SmsRequest } from '#server/notifications/sms/provider.ts';
import { smsDayOf, smsSpentOn } from '#server/notifications/smsAllowance.ts';
import { formatDate } from '#domain/format';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';

const DAY = 24 * 60 * 60_000;
const db = () => adminServices().db;

/** 10:00 in Dar es Salaam on a day weeks ahead of the real clock, a fortnight from any other test's. */
let daysAhead = 60 + Math.floor(Math.random() * 1_000) * 100;
function aFreshDay() {
  daysAhead += 20;
  return smsDayOf(Date.now() + daysAhead * DAY).opensAt + 10 * 60 * 60_000;
}

let cursors = 0;
/** A run of the reminders at `now`, with this test's own cursor. */
const runAt = (now: number, cursor: string, perRun?: number) =>
  queueDueReminders(db(), { now, cursor, ...(perRun ? { perRun } : {}) });
const aCursor = () => `test-${Date.now()}-${(cursors += 1)}`;

const ITEMS: RequestItem[] = [
  { type: 'field', field: 'passportNumber', reason: 'It does not match the scan.' },
  { type: 'otherDocument', name: 'Passport bio page', reason: 'We need to see it.' },
];

/**
 * A visa application in Kiswahili waiting for its applicant, and its open request made at
 * `createdAt`, written as the request route writes them. Each applicant has a phone of their own:
 * one phone's messages go in order, and another test's reminder left queued on an earlier day
 * would be this one's predecessor.
 */
async function openRequest(createdAt: number, state = 'open', status = 'action_needed') {
  expect(correctableFields('visa')).toContain('passportNumber');
  const application = await storedApplication('visa', undefined, 'sw');
  const replyBy = new Date(createdAt + 14 * DAY).toISOString().slice(0, 10);
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await application.ref.update({
    [APPLICATIONS.visa.identity.search.phones[0]!]: phone,
    status,
    requestState: 'open',
    requestReplyBy: replyBy,
  });
  const request = db().collection(COLLECTIONS.requests).doc();
  await request.set({
    kind: 'visa',
    applicationId: application.id,
    reference: application.reference,
    items: ITEMS,
    replyBy,
    state,
    createdAt: Timestamp.fromMillis(createdAt),
    createdBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
  });
  return { application, request, replyBy };
}

/** The reminders queued for `applicationId`, by id. */
async function remindersOf(applicationId: string) {
  const found = await db()
    .collection(NOTIFICATIONS)
    .where('applicationId', '==', applicationId)
    .where('event', '==', 'requestReminder')
    .get();
  return Object.fromEntries(found.docs.map((doc) => [doc.id, doc.data() as NotificationRecord]));
}

describe('reminders of an open request', () => {
  it('are queued three and seven days after it was made, by SMS, each once however often the run repeats', async () => {
    const made = aFreshDay();
    const cursor = aCursor();
    const { application, request, replyBy } = await openRequest(made);
    const day3 = `visa-${application.id}-requestReminder-${request.id}-day3-sms`;
    const day7 = `visa-${application.id}-requestReminder-${request.id}-day7-sms`;

    expect(await runAt(made + 3 * DAY - 60_000, cursor)).toBe(0);
    expect(await runAt(made + 3 * DAY + 60_000, cursor)).toBe(1);
    expect(await runAt(made + 3 * DAY + 120_000, cursor)).toBe(0);
    const reminders = await remindersOf(application.id);
    expect(Object.keys(reminders)).toEqual([day3]);
    expect(reminders[day3]).toMatchObject({
      channel: 'sms',
      lang: 'sw',
      state: 'queued',
      reference: application.reference,
      facts: { requestId: request.id, replyBy, asked: ' Namba ya pasipoti, Passport bio page.' },
    });

    // A cursor lost or lagging (two runs at once, say) reads the request again: its id refuses it.
    await db().collection(REMINDER_CURSORS).doc(`${cursor}-day3`).delete();
    expect(await runAt(made + 4 * DAY, cursor)).toBe(0);

    expect(await runAt(made + 7 * DAY + 60_000, cursor)).toBe(1);
    expect(await runAt(made + 7 * DAY + 60_000, aCursor())).toBe(0);
    expect(Object.keys(await remindersOf(application.id)).sort()).toEqual([day3, day7]);
  });

  it('are queued once by runs at the same time', async () => {
    const made = aFreshDay();
    const { application } = await openRequest(made);
    const runs = await Promise.all([1, 2, 3].map(() => runAt(made + 3 * DAY + 60_000, aCursor())));
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect(Object.keys(await remindersOf(application.id))).toHaveLength(1);
  });

  it('are not queued once the applicant has answered, staff have decided, or the application moved on', async () => {
    const made = aFreshDay();
    const cursor = aCursor();
    const answered = await openRequest(made, 'answered');
    const accepted = await openRequest(made, 'accepted');
    const movedOn = await openRequest(made, 'open', 'in_review');
    expect(await runAt(made + 3 * DAY + 60_000, cursor)).toBe(0);
    expect(await runAt(made + 7 * DAY + 60_000, cursor)).toBe(0);
    for (const { application } of [answered, accepted, movedOn])
      expect(await remindersOf(application.id)).toEqual({});
  });

  it('are queued a bounded share at a time, the rest by the next runs', async () => {
    const made = aFreshDay();
    const cursor = aCursor();
    const requests = [];
    for (let minute = 0; minute < 3; minute += 1) requests.push(await openRequest(made + minute * 60_000));
    const at = made + 3 * DAY + 10 * 60_000;
    expect(await runAt(at, cursor, 2)).toBe(2);
    expect(await runAt(at, cursor, 2)).toBe(1);
    expect(await runAt(at, cursor, 2)).toBe(0);
    for (const { application } of requests)
      expect(Object.keys(await remindersOf(application.id))).toHaveLength(1);
  });

  it('are too late two days after they were due', async () => {
    const made = aFreshDay();
    const { application } = await openRequest(made);
    expect(await runAt(made + 5 * DAY + 60_000, aCursor())).toBe(0);
    expect(await remindersOf(application.id)).toEqual({});
  });
});

describe('a reminder at its turn to be sent', () => {
  function dispatcherAt(now: number, sent: SmsRequest[]) {
    return notificationDispatcher({
      db: db(),
      sms: {
        name: 'sandbox',
        send: async (message) => (sent.push(message), { ok: true, providerId: message.id, delivered: false }),
      },
      publicUrl: 'https://applytz.example',
      logger: pino({ level: 'silent' }),
      timeoutMs: 2_000,
      smsLimits: { receivedPerNumberDaily: 3, dailyBudget: 100 },
      now: () => now,
    });
  }
  const budgetSpent = (now: number) => smsSpentOn(db(), smsDayOf(now).day);

  it('is sent in the language applied in, saying what was asked and by when, and counted in the SMS budget', async () => {
    const made = aFreshDay();
    const at = made + 3 * DAY + 60_000;
    const { application, replyBy } = await openRequest(made);
    expect(await runAt(at, aCursor())).toBe(1);
    const [id] = Object.keys(await remindersOf(application.id));
    const sent: SmsRequest[] = [];
    await dispatcherAt(at, sent).deliver(id!);

    expect(sent).toEqual([
      {
        id,
        to: expect.any(String),
        text: `Apply TZ: kikumbusho kuhusu maombi namba ${application.reference}. Tuliomba: Namba ya pasipoti, Passport bio page. Tafadhali jibu kabla ya ${formatDate(replyBy, 'sw')}: https://applytz.example/track?reference=${application.reference}&lang=sw`,
      },
    ]);
    expect((await remindersOf(application.id))[id!]).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await budgetSpent(at)).toBe(1);
  });

  it('is cancelled, not sent nor counted, when the request was answered after it was queued', async () => {
    const made = aFreshDay();
    const at = made + 3 * DAY + 60_000;
    const { application, request } = await openRequest(made);
    expect(await runAt(at, aCursor())).toBe(1);
    await request.update({ state: 'answered' });
    const [id] = Object.keys(await remindersOf(application.id));
    const sent: SmsRequest[] = [];
    await dispatcherAt(at, sent).deliver(id!);

    expect(sent).toEqual([]);
    expect((await remindersOf(application.id))[id!]).toMatchObject({ state: 'cancelled', attempts: 0 });
    expect(await budgetSpent(at)).toBe(0);
  });
});
