// Text messages through Beem Africa, against a fake Beem that checks credentials, body and number
// format the way Beem does: the client alone, then the dispatcher sending queued records on the test
// emulator with a clock of the test's choosing.
//
// The test stack's own API runs a worker that sends every message due by the real clock (with the
// sandbox gateway). The records here are therefore created a day ahead of the real clock, and this
// file's dispatchers are told it is that day: the worker never sees them due.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationKind } from '#domain/kinds';
import { retryDelayMs, RETRY_WINDOW_MS, type ApplicantEvent } from '#domain/notifications';
import { normalizePhone } from '#domain/phone';
import { gsm7Length, smsParts, SMS_MAX_PARTS } from '#domain/sms';
import {
  messagesFor,
  NOTIFICATIONS,
  queueOnce,
  type NotificationFacts,
  type NotificationRecord,
} from '#server/notifications/records.ts';
import { beemSms, type BeemSettings } from '#server/notifications/sms/beem.ts';
import type { SmsProvider } from '#server/notifications/sms/provider.ts';
import { adminServices } from '../support/admin.ts';
import {
  aNumber,
  applicationTexting,
  DAY,
  fakeBeemFor,
  notificationOf,
  SENDER,
} from '../support/beemFile.ts';

const credentials = { apiKey: 'beem-key-123', secretKey: 'beem-secret-456' };
const { fake, created, dispatcher: beemDispatcher } = fakeBeemFor(credentials);
const db = () => adminServices().db;

/** The Beem client pointed at the fake, with the right credentials unless `overrides` say otherwise. */
function beem(overrides: Partial<BeemSettings> = {}): SmsProvider {
  return beemSms({ baseUrl: fake.url, ...credentials, senderId: SENDER, timeoutMs: 2_000, ...overrides });
}

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

describe('the Beem client', () => {
  it("sends one message with the account's Basic credentials and Beem's body", async () => {
    const text = 'Apply TZ: we received your application TIN-7K3Q9X.';
    const result = await beem().send({ id: 'msg-1', to: '0754 123 456', text });

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/send', authOk: true, status: 200 });
    expect(call!.headers.authorization).toBe(basic(credentials.apiKey, credentials.secretKey));
    expect(call!.headers['content-type']).toMatch(/^application\/json/);
    expect(call!.body).toEqual({
      source_addr: SENDER,
      encoding: 0,
      schedule_time: '',
      message: text,
      recipients: [{ recipient_id: expect.anything(), dest_addr: '255754123456' }],
    });
    expect(fake.sent).toHaveLength(1);
    expect(result).toEqual({ ok: true, providerId: String(fake.sent[0]!.requestId), delivered: false });
  });

  it('writes numbers as Beem wants them: international, digits only, no +', async () => {
    const typed = ['0754 123 456', '+255 754 123 456', '255754123456', '+255-754-123-456', '754 123 456'];
    for (const to of typed) {
      const result = await beem().send({ id: `msg-${to}`, to, text: 'Hello' });
      expect(result, to).toMatchObject({ ok: true });
    }
    expect(fake.sent.map((message) => message.destAddr)).toEqual(Array(typed.length).fill('255754123456'));
    // Foreign numbers keep their own country code.
    await beem().send({ id: 'msg-ke', to: '+254 712 345 678', text: 'Hello' });
    expect(fake.sent.at(-1)!.destAddr).toBe('254712345678');
  });

  it('takes a refused key and secret as a permanent failure, with a readable reason', async () => {
    const result = await beem({ secretKey: 'not-the-secret' }).send({
      id: 'msg-2',
      to: '0754123456',
      text: 'Hello',
    });
    expect(result).toEqual({
      ok: false,
      permanent: true,
      error: expect.stringMatching(/API key and secret.*401/),
    });
    expect(fake.calls.at(-1)).toMatchObject({ authOk: false, status: 401 });
    expect(fake.sent).toHaveLength(0);

    // An account Beem has disabled is refused the same way, whatever the credentials.
    fake.setMode('unauthorized');
    const disabled = await beem().send({ id: 'msg-3', to: '0754123456', text: 'Hello' });
    expect(disabled).toMatchObject({ ok: false, permanent: true });
  });

  it('takes a number Beem will never accept as a permanent failure', async () => {
    const result = await beem().send({ id: 'msg-4', to: '12345', text: 'Hello' });
    expect(result).toEqual({
      ok: false,
      permanent: true,
      error: expect.stringMatching(/invalid number.*400/),
    });
    expect(fake.sent).toHaveLength(0);
  });

  it("takes Beem's server errors as failures worth retrying", async () => {
    fake.setMode('error');
    const failed = await beem().send({ id: 'msg-5', to: '0754123456', text: 'Hello' });
    expect(failed).toEqual({ ok: false, permanent: false, error: expect.stringMatching(/500/) });

    fake.setMode('flaky', 1);
    const unavailable = await beem().send({ id: 'msg-5', to: '0754123456', text: 'Hello' });
    expect(unavailable).toEqual({ ok: false, permanent: false, error: expect.stringMatching(/503/) });
    const again = await beem().send({ id: 'msg-5', to: '0754123456', text: 'Hello' });
    expect(again).toMatchObject({ ok: true });
    expect(fake.sent).toHaveLength(1);
  });

  it('gives up on a Beem that does not answer, and says so, as a failure worth retrying', async () => {
    fake.setMode('timeout');
    const result = await beem({ timeoutMs: 500 }).send({ id: 'msg-6', to: '0754123456', text: 'Hello' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.status).toBeUndefined();
    expect(result).toEqual({ ok: false, permanent: false, error: expect.stringMatching(/within 500 ms/) });
  });

  it('takes a Beem that cannot be reached as a failure worth retrying', async () => {
    const result = await beem({ baseUrl: 'http://127.0.0.1:9' }).send({
      id: 'msg-7',
      to: '0754123456',
      text: 'Hello',
    });
    expect(result).toEqual({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/could not be reached/),
    });
  });
});

describe('the fake Beem', () => {
  // What the client's tests stand on: the fake refuses what Beem would.
  async function post(body: unknown, authorization = basic(credentials.apiKey, credentials.secretKey)) {
    const response = await fetch(`${fake.url}/v1/send`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const good = {
    source_addr: SENDER,
    encoding: 0,
    schedule_time: '',
    message: 'Hello',
    recipients: [{ recipient_id: 1, dest_addr: '255754123456' }],
  };

  it('refuses wrong credentials, a malformed body and badly written numbers', async () => {
    expect((await post(good, basic(credentials.apiKey, 'wrong'))).status).toBe(401);
    for (const bad of [
      { ...good, source_addr: '' },
      { ...good, encoding: 8 },
      { ...good, message: '' },
      { ...good, recipients: [] },
      { ...good, recipients: [{ dest_addr: '255754123456' }] },
    ]) {
      expect(await post(bad), JSON.stringify(bad)).toMatchObject({
        status: 400,
        body: { successful: false },
      });
    }
    for (const number of ['+255754123456', '0754123456', '255 754 123 456', '25575']) {
      const answer = await post({ ...good, recipients: [{ recipient_id: 1, dest_addr: number }] });
      expect(answer, number).toMatchObject({ status: 400, body: { successful: false, invalid: 1 } });
    }
    expect(fake.sent).toHaveLength(0);
    expect(await post(good)).toMatchObject({
      status: 200,
      body: { successful: true, code: 100, message: 'Message Submitted Successfully', valid: 1 },
    });
    expect(fake.sent).toHaveLength(1);
  });
});

describe('the dispatcher, sending through Beem', () => {
  /** A moment a day ahead of the real clock: the test stack's worker never finds these records due. */
  const later = () => Date.now() + DAY;
  const at = (millis: number) => Timestamp.fromMillis(millis);
  const recordRef = (id: string) => db().collection(NOTIFICATIONS).doc(id);
  const recordOf = notificationOf;

  /** A dispatcher sending through `sms` (the Beem client on the fake), told the time by `clock`. */
  const dispatcher = (clock: { now: number }, sms: SmsProvider = beem()) =>
    beemDispatcher({ now: () => clock.now, sms });

  /**
   * The SMS an event queues for a new application of `kind`, as the app writes it, but queued
   * (created and due) at `queuedAt`; `patch` changes the record before it is written.
   */
  async function queuedSms(
    queuedAt: number,
    {
      kind = 'tin' as ApplicationKind,
      event = 'received' as ApplicantEvent,
      facts = {} as NotificationFacts,
      patch = {} as Partial<NotificationRecord>,
    } = {},
  ) {
    const applicationId = db().collection(NOTIFICATIONS).doc().id;
    // A number of the test's own: another file's message to the fixture's number, still queued,
    // would come first (turns.ts) and this one would wait for it.
    const data = applicationTexting(kind, aNumber());
    const messages = messagesFor({ kind, id: applicationId, data }, event, facts, 'beem')
      .filter(({ record }) => record.channel === 'sms')
      .map(({ id, record }) => ({
        id,
        record: {
          ...record,
          createdAt: at(queuedAt),
          nextAttemptAt: at(queuedAt),
          updatedAt: at(queuedAt),
          ...patch,
        },
      }));
    expect(messages).toHaveLength(1);
    expect(await queueOnce(db(), messages)).toBe(true);
    const [{ id, record }] = messages as [(typeof messages)[number]];
    created.push(id);
    return { id, record };
  }

  it('retries a message Beem could not take with backoff, then sends it once', async () => {
    const clock = { now: later() };
    const { id, record } = await queuedSms(clock.now);
    const dispatch = dispatcher(clock);
    fake.setMode('flaky', 1);

    await dispatch.deliver(id);
    expect(fake.calls.map((call) => call.status)).toEqual([503]);
    expect(await recordOf(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: at(clock.now + retryDelayMs(1)),
      error: expect.stringMatching(/503/),
    });

    // Not before its time…
    clock.now += retryDelayMs(1) - 1;
    await dispatch.deliver(id);
    expect(fake.calls).toHaveLength(1);

    // …then once.
    clock.now += 1;
    await dispatch.deliver(id);
    await dispatch.deliver(id);
    expect(fake.calls.map((call) => call.status)).toEqual([503, 200]);
    expect(fake.sent).toHaveLength(1);
    const [message] = fake.sent;
    expect(message).toMatchObject({ sourceAddr: SENDER, destAddr: normalizePhone(record.to) });
    const stored = await recordOf(id);
    expect(stored).toMatchObject({ state: 'sent', attempts: 2, providerId: String(message!.requestId) });
    expect(stored.error).toBeUndefined();
    expect(message!.message).toBe(stored.text);
  });

  it('fails a message at once when Beem refuses the credentials, with the reason', async () => {
    const clock = { now: later() };
    const { id } = await queuedSms(clock.now);
    await dispatcher(clock, beem({ apiKey: 'revoked-key' })).deliver(id);

    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ authOk: false, status: 401 });
    expect(fake.sent).toHaveLength(0);
    expect(await recordOf(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: expect.stringMatching(/refused the API key and secret/),
    });

    // Failed is final: the dispatcher does not try it again, however late.
    clock.now += RETRY_WINDOW_MS;
    await dispatcher(clock).deliver(id);
    expect(fake.calls).toHaveLength(1);
  });

  it('gives up on a message Beem keeps failing once the retry window has passed', async () => {
    const queuedAt = later();
    const clock = { now: queuedAt };
    const { id } = await queuedSms(queuedAt);
    const dispatch = dispatcher(clock);
    fake.setMode('error');

    let tries = 0;
    for (;;) {
      await dispatch.deliver(id);
      tries += 1;
      const stored = await recordOf(id);
      expect(stored.attempts).toBe(tries);
      expect(stored.error).toMatch(/500/);
      if (clock.now - queuedAt < RETRY_WINDOW_MS) {
        // Within the window, every failure is tried again after the backoff.
        expect(stored.state).toBe('queued');
        expect(stored.nextAttemptAt.toMillis()).toBe(clock.now + retryDelayMs(tries));
        clock.now = stored.nextAttemptAt.toMillis();
      } else {
        expect(stored.state).toBe('failed');
        break;
      }
      expect(tries).toBeLessThan(100);
    }
    // It gave up at the first try past the window (the one before was within it): with 15 s, 30 s,
    // 1, 2, 4, 8 min, then every 10 min, that is the eleventh retry.
    expect(clock.now - queuedAt).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(clock.now - retryDelayMs(tries - 1) - queuedAt).toBeLessThan(RETRY_WINDOW_MS);
    expect(fake.calls).toHaveLength(tries);
    expect(fake.calls.every((call) => call.authOk && call.status === 500)).toBe(true);
    expect(fake.sent).toHaveLength(0);

    clock.now += DAY;
    await dispatch.deliver(id);
    expect(fake.calls).toHaveLength(tries);
  });

  it('takes up a try cut short by a crash once its lease has run out, and sends it once', async () => {
    const clock = { now: later() };
    // A try claimed the message (attempt 1, leased until `leaseEnd`) and its instance died.
    const leaseEnd = clock.now + 30_000;
    const { id } = await queuedSms(clock.now - 60_000, {
      patch: { state: 'sending', attempts: 1, nextAttemptAt: at(leaseEnd) },
    });
    const dispatch = dispatcher(clock);

    // While the lease lasts, the crashed try may still be sending: nobody else takes it.
    await dispatch.deliver(id);
    expect(fake.calls).toHaveLength(0);
    expect(await recordOf(id)).toMatchObject({ state: 'sending', attempts: 1 });

    clock.now = leaseEnd;
    await dispatch.deliver(id);
    await dispatch.deliver(id);
    expect(fake.sent).toHaveLength(1);
    expect(await recordOf(id)).toMatchObject({
      state: 'sent',
      attempts: 2,
      providerId: String(fake.sent[0]!.requestId),
    });
  });

  it('fails a message whose tries keep dying once its time for retries has passed', async () => {
    const clock = { now: later() };
    const { id } = await queuedSms(clock.now - RETRY_WINDOW_MS - 60_000, {
      patch: { state: 'sending', attempts: 7, nextAttemptAt: at(clock.now - 1_000) },
    });
    await dispatcher(clock).deliver(id);
    expect(fake.calls).toHaveLength(0);
    expect(await recordOf(id)).toMatchObject({ state: 'failed', attempts: 7 });
    expect((await recordOf(id)).error).toMatch(/cut short/);
  });

  it('does not send a message before it is due', async () => {
    const clock = { now: later() };
    const { id } = await queuedSms(clock.now + 60_000);
    await dispatcher(clock).deliver(id);
    expect(fake.calls).toHaveLength(0);
    const stored = await recordOf(id);
    expect(stored).toMatchObject({ state: 'queued', attempts: 0 });
    expect(stored.text).toBeUndefined();
  });

  it('sends a message once when two instances try it at the same time', async () => {
    const clock = { now: later() };
    const { id } = await queuedSms(clock.now);
    await Promise.all([dispatcher(clock).deliver(id), dispatcher(clock).deliver(id)]);
    expect(fake.calls).toHaveLength(1);
    expect(fake.sent).toHaveLength(1);
    expect(await recordOf(id)).toMatchObject({
      state: 'sent',
      attempts: 1,
      providerId: String(fake.sent[0]!.requestId),
    });
  });

  it('leaves a message another instance is sending to that instance', async () => {
    const clock = { now: later() };
    const { id } = await queuedSms(clock.now);
    fake.setMode('held');
    const first = dispatcher(clock).deliver(id);
    try {
      await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
      expect(await recordOf(id)).toMatchObject({ state: 'sending', attempts: 1 });

      // Beem has not answered the first instance yet; a second one looks at the message.
      const second = dispatcher(clock).deliver(id);
      const outcome = await Promise.race([
        second.then(() => 'left it'),
        new Promise((resolve) => setTimeout(() => resolve('still sending'), 5_000)),
      ]);
      expect(outcome).toBe('left it');
      expect(fake.calls).toHaveLength(1);
    } finally {
      fake.releaseHeld();
    }
    await first;
    expect(fake.sent).toHaveLength(1);
    expect(await recordOf(id)).toMatchObject({
      state: 'sent',
      attempts: 1,
      providerId: String(fake.sent[0]!.requestId),
    });
  });

  it('keeps the outcome of the try that took over from one whose lease ran out', async () => {
    const clock = { now: later() };
    const { id } = await queuedSms(clock.now);
    fake.setMode('held');
    const stalled = dispatcher(clock).deliver(id);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));

    // Long past the first try's lease (its provider's time limit is 2 s), another instance takes over.
    clock.now += 5 * 60_000;
    fake.setMode('normal');
    await dispatcher(clock).deliver(id);
    expect(fake.sent).toHaveLength(1);
    const [message] = fake.sent;
    expect(await recordOf(id)).toMatchObject({ state: 'sent', attempts: 2 });

    // The first try's answer comes at last, a failure: it no longer speaks for the message.
    fake.setMode('error');
    fake.releaseHeld();
    await stalled;
    expect(fake.calls.map((call) => call.status)).toEqual([500, 200]);
    const stored = await recordOf(id);
    expect(stored).toMatchObject({ state: 'sent', attempts: 2, providerId: String(message!.requestId) });
    expect(stored.error).toBeUndefined();
  });

  it('sends the text stored on the record, in GSM-7 and at most two parts, the same on every try', async () => {
    const clock = { now: later() };
    const staffMessage =
      '“Please bring your original passport” – and the signed form 😊. '.repeat(6) + 'Karibu sana!';
    const { id } = await queuedSms(clock.now, {
      event: 'statusChanged',
      facts: { status: 'action_needed', applicantMessage: staffMessage },
    });
    const dispatch = dispatcher(clock);
    fake.setMode('flaky', 1);
    await dispatch.deliver(id);

    const first = await recordOf(id);
    const text = first.text!;
    expect(text).toContain('Please bring your original passport');
    expect(gsm7Length(text)).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(smsParts(text)).toBeGreaterThanOrEqual(1);
    expect(smsParts(text)).toBeLessThanOrEqual(SMS_MAX_PARTS);
    expect((fake.calls[0]!.body as { message: string }).message).toBe(text);

    // Whatever changes on the record meanwhile, the retry sends the text composed for the first try.
    await recordRef(id).update({ 'facts.applicantMessage': 'Something else entirely' });
    clock.now = first.nextAttemptAt.toMillis();
    await dispatch.deliver(id);
    expect(fake.sent.map((message) => message.message)).toEqual([text]);
    expect(await recordOf(id)).toMatchObject({ state: 'sent', text });
  });

  it('sends a text already stored on the record as it is', async () => {
    const clock = { now: later() };
    const text = 'Apply TZ: a text composed earlier, kept as it was.';
    const { id } = await queuedSms(clock.now, { patch: { text } });
    await dispatcher(clock).deliver(id);
    expect(fake.sent.map((message) => message.message)).toEqual([text]);
    expect(await recordOf(id)).toMatchObject({ state: 'sent', text });
  });
});
