// One applicant's messages arrive in the order of the events they tell of, and a message whose
// event has been overtaken while it waited is never sent: against the test emulator, a fake Beem,
// and dispatchers of the API's own code, two at once as Cloud Functions instances would be.
//
// The story of each test: a payment is confirmed, staff ask the applicant for a document (status
// "action needed", reply by a date), then hand back the documents, which withdraws the request and
// completes the application. The three SMS wait (a spent daily budget; a gateway that is down)
// and are then tried in the worst order. The applicant must get "payment received", then
// "documents ready", and never "your application needs action… please reply by".
//
// As in notifications.limits.test.ts, the records are queued on days ahead of the real clock and
// this file's dispatchers are told it is that day, so the test stack's own worker never sees them
// due. The documents the messages tell of are written as the routes write them.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import { formatDate } from '#domain/format';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type { ApplicantEvent, NotificationView } from '#domain/notifications';
import type { RequestItem } from '#domain/requests';
import { translated } from '#server/i18n.ts';
import {
  messagesFor,
  NOTIFICATIONS,
  queueOnce,
  type NotificationFacts,
} from '#server/notifications/records.ts';
import { smsDayOf, type SmsLimits } from '#server/notifications/smsAllowance.ts';
import { recordReversal } from '#server/payments/reversal.ts';
import { askedIn } from '#server/requests/asked.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import {
  aNumber,
  beemAddress,
  createdAndDueAt,
  DAY,
  fakeBeemFor,
  freshAfternoons,
  notificationOf,
} from '../support/beemFile.ts';
import { request } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';

const MINUTE = 60_000;
const KIND: ApplicationKind = 'tin';

const { fake, created, dispatcher: beemDispatcher } = fakeBeemFor();
const db = () => adminServices().db;
const recordOf = notificationOf;

const aFreshDay = freshAfternoons(40);
/** The texts `phone` received, in the order Beem took them. */
const textsTo = (phone: string) =>
  fake.sent.filter((message) => message.destAddr === beemAddress(phone)).map(({ message }) => message);

/** A dispatcher sending through the fake Beem with `limits`, told the time by `clock`. */
const dispatcher = (clock: { now: number }, limits: SmsLimits) =>
  beemDispatcher({ now: () => clock.now, limits });

/**
 * Every instance tries every message at once, in the order given; then the first tries each again
 * (under such contention the emulator may give up on a claim, as Firestore can, and the scheduled
 * sweep tries it again).
 */
async function race(ids: string[], instances: ReturnType<typeof dispatcher>[]) {
  await Promise.allSettled(ids.flatMap((id) => instances.map((instance) => instance.deliver(id))));
  for (const id of ids) await instances[0]!.deliver(id);
}

const ITEMS: RequestItem[] = [
  { type: 'otherDocument', name: 'Lease agreement', reason: 'We need to see it.' },
];

/**
 * A TIN application whose applicant's phone is `phone`, and its events, each written as its route
 * writes it: the change, and its SMS queued (created and due) at the time it happens.
 */
async function applicationTexting(phone: string) {
  const stored = await storedApplication(KIND);
  await stored.ref.update({ [APPLICATIONS[KIND].identity.search.phones[0]!]: phone });
  const subject = async () => ({ kind: KIND, id: stored.id, data: (await stored.ref.get()).data() ?? {} });

  /** The event's SMS, queued at `at` (the phone's message: what this file follows). */
  async function queue(at: number, event: ApplicantEvent, facts: NotificationFacts, occasion: string) {
    const [sms] = messagesFor(await subject(), event, facts, occasion)
      .filter(({ record }) => record.channel === 'sms')
      .map(createdAndDueAt(at));
    expect(await queueOnce(db(), [sms!])).toBe(true);
    created.push(sms!.id);
    return sms!.id;
  }

  return {
    application: stored,
    /**
     * Selcom's word on an attempt (payments/records.ts): paid, with its "payment received", or
     * failed, with its "payment failed".
     */
    async payment(at: number, outcome: 'paid' | 'failed') {
      const orderId = `ORDER-${db().collection(NOTIFICATIONS).doc().id}`;
      const payment = db().collection(COLLECTIONS.payments).doc(orderId);
      const when = Timestamp.fromMillis(at);
      await payment.set({
        orderId,
        applicationKind: KIND,
        applicationId: stored.id,
        amount: 55_000,
        state: outcome,
        status: outcome,
        ...(outcome === 'paid' ? { paidAt: when } : {}),
      });
      await stored.ref.update({ paymentStatus: outcome, ...(outcome === 'paid' ? { paidAt: when } : {}) });
      const event = outcome === 'paid' ? 'paid' : 'paymentFailed';
      return { payment, sms: await queue(at, event, { amount: 55_000, orderId }, orderId) };
    },
    /** Staff ask for a document (routes/requests.ts): "action needed", what and by when. */
    async asked(at: number) {
      const request = db().collection(COLLECTIONS.requests).doc();
      const replyBy = new Date(at + 14 * DAY).toISOString().slice(0, 10);
      const applicantMessage = translated('en', 'notifications.requestMade', {
        asked: askedIn('en', KIND, ITEMS),
        date: formatDate(replyBy, 'en'),
      });
      await request.set({
        kind: KIND,
        applicationId: stored.id,
        reference: stored.reference,
        items: ITEMS,
        replyBy,
        state: 'open',
        createdAt: Timestamp.fromMillis(at),
        createdBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
      });
      await stored.ref.update({
        status: 'action_needed',
        applicantMessage,
        requestState: 'open',
        requestReplyBy: replyBy,
      });
      const facts = { status: 'action_needed' as const, applicantMessage, requestId: request.id };
      return { request, sms: await queue(at, 'statusChanged', facts, request.id) };
    },
    /**
     * Staff hand back the documents (results/handBack.ts): the open request is withdrawn, the
     * application completed, and "documents ready" queued.
     */
    async handedBack(at: number, request: FirebaseFirestore.DocumentReference) {
      await request.update({ state: 'withdrawn', decision: { decision: 'withdrawn' } });
      await stored.ref.update({
        status: 'completed',
        applicantMessage: '',
        requestState: FieldValue.delete(),
        requestReplyBy: FieldValue.delete(),
      });
      return { sms: await queue(at, 'resultReady', {}, db().collection(NOTIFICATIONS).doc().id) };
    },
    /** Staff save a status (routes/applications.ts): its news. */
    async statusSaved(at: number, status: 'in_review' | 'approved') {
      await stored.ref.update({ status, applicantMessage: '' });
      const occasion = db().collection(NOTIFICATIONS).doc().id;
      return { sms: await queue(at, 'statusChanged', { status }, occasion) };
    },
  };
}

/** The messages of an application as staff read them (GET …/messages), by id. */
async function staffView(applicationId: string) {
  const staff = await signedInUser('staff');
  const answer = await request(`/api/applications/${KIND}/${applicationId}/messages`, {
    headers: { authorization: `Bearer ${staff.idToken}` },
  });
  expect(answer.status).toBe(200);
  const { messages } = answer.body as { messages: NotificationView[] };
  return Object.fromEntries(messages.map((message) => [message.id, message]));
}

const RACE_TIMEOUT_MS = 120_000;

describe('one applicant’s messages', () => {
  it(
    'wait for a spent daily budget in the order of their events, and the overtaken one is never sent',
    async () => {
      const clock = { now: aFreshDay() };
      const limits = { receivedPerNumberDaily: 3, dailyBudget: 2 };
      const instances = [dispatcher(clock, limits), dispatcher(clock, limits)];
      const [first] = instances as [ReturnType<typeof dispatcher>];
      // Other applicants have had the day's two SMS.
      for (const other of [aNumber(), aNumber()]) {
        const { sms } = await (await applicationTexting(other)).statusSaved(clock.now - MINUTE, 'in_review');
        await first.deliver(sms);
      }
      expect(fake.sent).toHaveLength(2);

      const phone = aNumber();
      const story = await applicationTexting(phone);
      const paid = await story.payment(clock.now, 'paid');
      await first.deliver(paid.sms);
      clock.now += MINUTE;
      const asked = await story.asked(clock.now);
      await first.deliver(asked.sms);
      clock.now += MINUTE;
      const ready = await story.handedBack(clock.now, asked.request);
      await first.deliver(ready.sms);
      expect(textsTo(phone)).toEqual([]);

      // Staff see them waiting, the later ones behind the first.
      const waiting = await staffView(story.application.id);
      expect(waiting[paid.sms]).toMatchObject({ state: 'queued', limitedBy: 'dailyBudget' });
      expect(waiting[ready.sms]).toMatchObject({ state: 'queued', waitsForEarlier: true });

      // The next day's budget opens, and two instances take them up, the newest first.
      clock.now = smsDayOf(clock.now).endsAt;
      await race([ready.sms, asked.sms, paid.sms], instances);

      const texts = textsTo(phone);
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain('Tsh 55,000');
      expect(texts[1]).toContain('documents');
      expect(texts.join('\n')).not.toMatch(/reply by/i);
      expect(await recordOf(asked.sms)).toMatchObject({
        state: 'cancelled',
        attempts: 0,
        overtakenBy: { by: 'requestWithdrawn' },
      });
      // Staff read why it was not sent.
      const after = await staffView(story.application.id);
      expect(after[asked.sms]).toMatchObject({ state: 'cancelled', overtakenBy: { by: 'requestWithdrawn' } });
      expect(after[paid.sms]!.state).toBe('sent');
      expect(after[ready.sms]!.state).toBe('sent');
      expect(after[ready.sms]!.waitsForEarlier).toBeUndefined();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'wait for a gateway that fails and recovers in the order of their events, and the overtaken one is never sent',
    async () => {
      const clock = { now: aFreshDay() };
      const limits = { receivedPerNumberDaily: 3, dailyBudget: 1_000 };
      const instances = [dispatcher(clock, limits), dispatcher(clock, limits)];
      const [first] = instances as [ReturnType<typeof dispatcher>];
      const phone = aNumber();
      const story = await applicationTexting(phone);

      // Beem fails the first send; it is back for the next events' first tries.
      fake.setMode('flaky', 1);
      const paid = await story.payment(clock.now, 'paid');
      await first.deliver(paid.sms);
      expect((await recordOf(paid.sms)).state).toBe('queued');
      clock.now += 5_000;
      const asked = await story.asked(clock.now);
      await first.deliver(asked.sms);
      clock.now += 5_000;
      const ready = await story.handedBack(clock.now, asked.request);
      await first.deliver(ready.sms);
      expect(textsTo(phone)).toEqual([]);

      // The retry falls due, and two instances take them up, the newest first.
      clock.now += 10 * MINUTE;
      await race([ready.sms, asked.sms, paid.sms], instances);

      const texts = textsTo(phone);
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain('Tsh 55,000');
      expect(texts[1]).toContain('documents');
      expect(await recordOf(paid.sms)).toMatchObject({ state: 'sent', attempts: 2 });
      expect(await recordOf(asked.sms)).toMatchObject({
        state: 'cancelled',
        attempts: 0,
        overtakenBy: { by: 'requestWithdrawn' },
      });
    },
    RACE_TIMEOUT_MS,
  );

  it('are not sent once a later status, a reversal or a confirmed payment has overtaken them', async () => {
    const clock = { now: aFreshDay() };
    const send = dispatcher(clock, { receivedPerNumberDaily: 3, dailyBudget: 1_000 });
    const phone = aNumber();
    const story = await applicationTexting(phone);

    // Staff save "in review", then "approved" before the first went out: only the second goes.
    const review = await story.statusSaved(clock.now, 'in_review');
    clock.now += 1_000;
    const approved = await story.statusSaved(clock.now, 'approved');
    await send.deliver(approved.sms);
    await send.deliver(review.sms);
    expect(await recordOf(review.sms)).toMatchObject({
      state: 'cancelled',
      overtakenBy: { by: 'statusChange', status: 'approved' },
    });
    expect(await recordOf(approved.sms)).toMatchObject({ state: 'sent' });

    // A payment given back before its news went out.
    clock.now += 1_000;
    const paid = await story.payment(clock.now, 'paid');
    const admin = { uid: 'admin-uid', email: 'admin@example.co.tz' };
    await recordReversal(db(), paid.payment.id, 'Paid twice', admin);
    await send.deliver(paid.sms);
    expect(await recordOf(paid.sms)).toMatchObject({
      state: 'cancelled',
      overtakenBy: { by: 'paymentReversed' },
    });

    // A failed attempt Selcom confirms paid after all, before "payment failed" went out.
    clock.now += 1_000;
    const failed = await story.payment(clock.now, 'failed');
    await failed.payment.update({ state: 'paid', status: 'paid' });
    await send.deliver(failed.sms);
    expect(await recordOf(failed.sms)).toMatchObject({
      state: 'cancelled',
      overtakenBy: { by: 'paymentConfirmed' },
    });

    expect(textsTo(phone)).toHaveLength(1);
    expect(textsTo(phone)[0]).toContain('Approved');
  });
});
