// Messages to applicants, end to end on the test stack: its API queues them with the change they
// tell of and runs the local worker (a poll for due messages) with the sandbox SMS gateway, as
// `npm start` does. Each event is told once, whatever is repeated around it.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { emailOf, nameOf } from '#domain/identity';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import type { NotificationView } from '#domain/notifications';
import { DEFAULT_BUYER_EMAIL } from '#domain/payment';
import { smsParts } from '#domain/sms';
import { MAIL, NOTIFICATIONS } from '#server/notifications/records.ts';
import { SMS_OUTBOX } from '#server/notifications/sms/sandbox.ts';
import { adminServices } from '../support/admin.ts';
import {
  orderIdOf,
  paymentRequestFor,
  sendApplication,
  storedApplication,
  submittedApplication,
} from '../support/applications.ts';
import { csrfPair, postJson, request, STACK_PUBLIC_URL, WORKER_WAIT } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;
let staff: User;
let visitor: User;

beforeAll(async () => {
  [staff, visitor] = await Promise.all([signedInUser('staff'), signedInUser(undefined)]);
});

const db = () => adminServices().db;

/** The messages queued for an application, by event and channel. */
async function messagesOf(id: string) {
  const snapshot = await db().collection(NOTIFICATIONS).where('applicationId', '==', id).get();
  return snapshot.docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string },
  );
}

const countOf = async (id: string, event: string, channel = 'sms') =>
  (await messagesOf(id)).filter((message) => message.event === event && message.channel === channel).length;

/** Copies in the sandbox outbox of one application's messages. */
async function outboxOf(id: string) {
  const messages = await messagesOf(id);
  const copies = await Promise.all(
    messages.filter((m) => m.channel === 'sms').map((m) => db().collection(SMS_OUTBOX).doc(m.id).get()),
  );
  return copies.filter((copy) => copy.exists).map((copy) => String(copy.get('text')));
}

async function staffSends(method: string, path: string, body?: unknown, user: User = staff) {
  const { cookie, token } = await csrfPair();
  return request(path, {
    method,
    headers: {
      cookie,
      'X-XSRF-TOKEN': token,
      authorization: `Bearer ${user.idToken}`,
      ...(await actionHeaders(method, path)),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A TIN application whose "received" SMS has reached the outbox, and that message's id. */
async function toldApplication() {
  const application = await submittedApplication('tin');
  const messageId = `tin-${application.id}-received-sms`;
  await expect.poll(() => outboxOf(application.id), WORKER_WAIT).toHaveLength(1);
  // The worker records the send once the gateway has it: a test that rewrites the record after
  // that must not have its change overwritten by this last write.
  await expect
    .poll(async () => (await db().collection(NOTIFICATIONS).doc(messageId).get()).get('state'), WORKER_WAIT)
    .toBe('delivered');
  return { application, messageId };
}

/** Puts a message back with a sender, as a claim does, its lease ending `inMs` from now. */
const claimedUntil = (id: string, inMs: number) =>
  db()
    .collection(NOTIFICATIONS)
    .doc(id)
    .update({ state: 'sending', nextAttemptAt: Timestamp.fromMillis(Date.now() + inMs) });

/** A service whose form asks for an email address, and the fixture's address. */
function kindWithEmail() {
  const kind = APPLICATION_KINDS.find((k) => emailOf(APPLICATIONS[k].identity, VALID_APPLICATIONS[k]()))!;
  return { kind, address: emailOf(APPLICATIONS[kind].identity, VALID_APPLICATIONS[kind]())! };
}

/** A service whose fixture gives no email address. */
const kindWithoutEmail = () =>
  APPLICATION_KINDS.find((k) => !emailOf(APPLICATIONS[k].identity, VALID_APPLICATIONS[k]()))!;

async function paidThroughSandbox(kind: ApplicationKind) {
  const application = await storedApplication(kind);
  const started = await postJson('/api/payments', paymentRequestFor(application, kind));
  expect(started.status).toBe(200);
  const orderId = orderIdOf(started);
  const redirect = (started.body as { redirect_url: string }).redirect_url;
  return { application, orderId, redirect };
}

describe('application received', () => {
  it('texts the applicant the reference and a link to track it, once, however often the form is sent', async () => {
    const { application } = await toldApplication();
    const [text] = await outboxOf(application.id);
    expect(text).toContain(application.reference);
    // In the language applied in (English here), which the page applies when it opens.
    expect(text).toContain(`${STACK_PUBLIC_URL}/track?reference=${application.reference}&lang=en`);
    expect(smsParts(text!)).toBe(1);
    // The answer was lost and the device sends the same draft twice more: nothing more is queued.
    for (let repeat = 0; repeat < 2; repeat += 1) {
      const again = await sendApplication('tin', { id: application.id }, application.applicant.idToken);
      expect(again.status).toBe(200);
    }
    expect(await countOf(application.id, 'received')).toBe(1);
    expect(await outboxOf(application.id)).toHaveLength(1);
  });

  it('writes an email in the Trigger Email format where the application has an address, in its language', async () => {
    const { kind, address } = kindWithEmail();
    const application = await submittedApplication(kind, { lang: 'sw' });
    const mailId = `${kind}-${application.id}-received-email`;
    await expect
      .poll(async () => (await db().collection(MAIL).doc(mailId).get()).exists, WORKER_WAIT)
      .toBe(true);
    const mail = (await db().collection(MAIL).doc(mailId).get()).data()!;
    expect(mail.to).toBe(address);
    expect(mail.message.subject).toBe(`Tumepokea maombi yako namba ${application.reference}`);
    expect(mail.message.text).toContain(
      `${STACK_PUBLIC_URL}/track?reference=${application.reference}&lang=sw`,
    );
    expect(mail.message.html).toContain(
      `href="${STACK_PUBLIC_URL}/track?reference=${application.reference}&#38;lang=sw"`,
    );
  });

  it("names nobody: the texts carry the reference and service, not the applicant's name", async () => {
    const application = await submittedApplication('business');
    await expect.poll(() => outboxOf(application.id), WORKER_WAIT).toHaveLength(1);
    const data = (await application.ref.get()).data()!;
    const name = nameOf(APPLICATIONS.business.identity, data)!;
    for (const part of name.split(' ')) {
      expect((await outboxOf(application.id))[0]).not.toContain(part);
    }
  });
});

describe('payments', () => {
  it('tells of a payment once, with a repeated webhook and a settlement run again', async () => {
    const { application, orderId, redirect } = await paidThroughSandbox('brela');
    expect((await request(`${redirect}/approve`, { method: 'POST' })).status).toBe(303);
    const webhook = { order_id: orderId, result: 'SUCCESS', resulcode: '000', payment_status: 'COMPLETED' };
    for (let time = 0; time < 3; time += 1) {
      expect(
        (
          await request('/api/payments/webhook', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(webhook),
          })
        ).status,
      ).toBeLessThan(300);
      await request(`/api/payments/${orderId}`);
    }
    await expect.poll(() => countOf(application.id, 'paid'), WORKER_WAIT).toBe(1);
    await expect
      .poll(
        async () => (await outboxOf(application.id)).filter((text) => text.includes('Tsh 55,000')),
        WORKER_WAIT,
      )
      .toHaveLength(1);
    expect(await countOf(application.id, 'paymentFailed')).toBe(0);
  });

  it('tells of a declined payment with a link to pay again, and not of an attempt replaced by a new one', async () => {
    const first = await paidThroughSandbox('tin');
    // Pay pressed again: the first attempt is closed by us, which is no failure to report.
    const again = await postJson('/api/payments', paymentRequestFor(first.application, 'tin'));
    expect(again.status).toBe(200);
    await request(`${(again.body as { redirect_url: string }).redirect_url}/decline`, { method: 'POST' });
    await expect.poll(() => countOf(first.application.id, 'paymentFailed'), WORKER_WAIT).toBe(1);
    const failed = (await messagesOf(first.application.id)).find((m) => m.event === 'paymentFailed')!;
    expect(failed.id).toContain(orderIdOf(again));
    await expect
      .poll(
        async () => (await outboxOf(first.application.id)).filter((text) => text.includes('Pay again')),
        WORKER_WAIT,
      )
      .toHaveLength(1);
  });
});

describe('a payment for an application without an email address', () => {
  it('is told by SMS alone when the payer gave no address either: no email to a placeholder', async () => {
    const kind = kindWithoutEmail();
    const application = await storedApplication(kind);
    const { buyer_email: _none, ...noAddress } = paymentRequestFor(application, kind);
    const started = await postJson('/api/payments', noAddress);
    expect(started.status).toBe(200);
    // The gateway needs an address and was given the placeholder.
    const payment = await db().collection('payments').doc(orderIdOf(started)).get();
    expect(payment.get('buyer_email')).toBe(DEFAULT_BUYER_EMAIL);
    const redirect = (started.body as { redirect_url: string }).redirect_url;
    expect((await request(`${redirect}/approve`, { method: 'POST' })).status).toBe(303);
    // The SMS and any email are queued with the payment, in one transaction.
    await expect.poll(() => countOf(application.id, 'paid'), WORKER_WAIT).toBe(1);
    expect((await messagesOf(application.id)).map((m) => `${String(m.event)}:${String(m.channel)}`)).toEqual([
      'paid:sms',
    ]);
  });
});

describe('status changes', () => {
  it('tells of a new status and its message once, however often the same is saved', async () => {
    const { id, reference } = await storedApplication('visa');
    const path = `/api/applications/visa/${id}/status`;
    const change = {
      status: 'action_needed',
      note: 'Scan blurred',
      applicantMessage: 'Please send a clear passport scan.',
    };
    for (let time = 0; time < 2; time += 1) expect((await staffSends('POST', path, change)).status).toBe(200);
    await expect.poll(() => countOf(id, 'statusChanged'), WORKER_WAIT).toBe(1);
    const statusTexts = async () =>
      (await outboxOf(id)).filter((text) => text.includes('waiting for your answer'));
    await expect.poll(statusTexts, WORKER_WAIT).toHaveLength(1);
    expect((await statusTexts())[0]).toContain('Please send a clear passport scan.');
    expect((await statusTexts())[0]).toContain(reference);
    expect((await statusTexts())[0]).not.toContain('Scan blurred');

    expect(
      (await staffSends('POST', path, { ...change, applicantMessage: 'Thank you, received.' })).status,
    ).toBe(200);
    expect(
      (await staffSends('POST', path, { status: 'approved', note: '', applicantMessage: '' })).status,
    ).toBe(200);
    await expect.poll(() => countOf(id, 'statusChanged'), WORKER_WAIT).toBe(3);
  });
});

describe('a send cut short', () => {
  it('is taken up again once its lease runs out, and the gateway keeps one copy', async () => {
    const { application, messageId: id } = await toldApplication();
    // As a crash leaves it: claimed, handed to the gateway, never recorded as sent.
    await claimedUntil(id, -1_000);
    await expect
      .poll(async () => (await db().collection(NOTIFICATIONS).doc(id).get()).get('state'), WORKER_WAIT)
      .toBe('delivered');
    expect((await db().collection(NOTIFICATIONS).doc(id).get()).get('attempts')).toBe(2);
    expect(await outboxOf(application.id)).toHaveLength(1);
  });
});

describe('GET and resend /api/applications/:kind/:id/messages', () => {
  it('shows staff each message and its state, an email as the extension reports it', async () => {
    const { kind } = kindWithEmail();
    const application = await submittedApplication(kind);
    const path = `/api/applications/${kind}/${application.id}/messages`;
    const list = async () => {
      const answer = await request(path, { headers: { authorization: `Bearer ${staff.idToken}` } });
      expect(answer.status).toBe(200);
      return (answer.body as { messages: NotificationView[] }).messages;
    };
    await expect
      .poll(async () => (await list()).map((m) => `${m.channel}:${m.state}`).sort(), WORKER_WAIT)
      .toEqual(['email:sent', 'sms:delivered']);
    await db()
      .collection(MAIL)
      .doc(`${kind}-${application.id}-received-email`)
      .update({ delivery: { state: 'ERROR', error: 'Mailbox unavailable', attempts: 1 } });
    const email = (await list()).find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({ state: 'failed', error: 'Mailbox unavailable', event: 'received' });

    expect((await request(path)).status).toBe(401);
    expect((await request(path, { headers: { authorization: `Bearer ${visitor.idToken}` } })).status).toBe(
      403,
    );

    const resent = await staffSends('POST', `${path}/${email.id}/resend`, {});
    expect(resent.status).toBe(201);
    const copy = (resent.body as { message: NotificationView }).message;
    expect(copy).toMatchObject({ resendOf: email.id, channel: 'email', to: email.to, state: 'queued' });
    await expect
      .poll(async () => (await db().collection(MAIL).doc(copy.id).get()).get('message.subject'), WORKER_WAIT)
      .toContain(application.reference);
  });

  it('refuses a resend of a message on its way, of another application, or by a stranger', async () => {
    const { application, messageId: id } = await toldApplication();
    const other = await storedApplication('tin');
    const path = `/api/applications/tin/${application.id}/messages`;
    await claimedUntil(id, 60_000);
    const busy = await staffSends('POST', `${path}/${id}/resend`, {});
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'notification.busy' });
    const elsewhere = await staffSends('POST', `/api/applications/tin/${other.id}/messages/${id}/resend`, {});
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'notification.notFound' });
    expect((await staffSends('POST', `${path}/${id}/resend`, {}, visitor)).status).toBe(403);
    // Finished, as the send it stands for would be: one "on its way" for a minute would hold back
    // every later message to the fixture's phone, which other tests wait for.
    await db().collection(NOTIFICATIONS).doc(id).update({ state: 'delivered' });
  });
});
