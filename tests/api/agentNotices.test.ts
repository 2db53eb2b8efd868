// What an agent hears of their clients' applications, on the test stack. By SMS: when staff set an
// application that carries their AAN to "action needed", ask its applicant for more, or hand back
// its documents, queued with the applicant's messages and sent by the stack's worker (the sandbox
// gateway), once per event, to an active agent only; an SMS like the applicant's, counted in the
// day's SMS budget (a dispatcher of this file's, through a fake Beem, on a day of its own). By
// email: each Monday, their week, once however often the job runs, and nothing for an idle agent.
//
// Every test has agents of its own (a fresh AAN), so what one counts no other test wrote.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { proposedAan, type AgentStatus } from '#domain/agents';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { newApplicationMeta, type ApplicationStatus, type PaymentStatus } from '#domain/meta';
import { AGENT_EVENTS } from '#domain/notifications';
import type { StatusChangeAnswer } from '#domain/processing';
import { defaultReplyBy } from '#domain/requests';
import { smsParts } from '#domain/sms';
import {
  sendWeeklySummaries,
  sendWeeklySummary,
  summaryMailId,
  summaryWeek,
} from '#server/agents/weeklySummaries.ts';
import { agentMessagesFor, agentToTell } from '#server/notifications/agentNotices.ts';
import {
  MAIL,
  messagesFor,
  NOTIFICATIONS,
  queueOnce,
  type NotificationRecord,
} from '#server/notifications/records.ts';
import { SMS_OUTBOX } from '#server/notifications/sms/sandbox.ts';
import { smsDayOf, smsSpentOn } from '#server/notifications/smsAllowance.ts';
import { adminServices } from '../support/admin.ts';
import { clientApplication, ensureAgent, staffHandsBack, staffPosts } from '../support/agents.ts';
import {
  afternoonDaysAhead,
  aNumber,
  beemAddress,
  createdAndDueAt,
  fakeBeemFor,
  notificationOf,
} from '../support/beemFile.ts';
import { STACK_PUBLIC_URL, WORKER_WAIT } from '../support/http.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

const DAY = 24 * 60 * 60_000;
const db = () => adminServices().db;

let staff: SignedInUser;
beforeAll(async () => {
  ({ staff } = await staffAdminAndVisitor());
});

/** An agent of the test's own: a fresh AAN and phone, in `lang` when given (else none set). */
async function anAgent(status: AgentStatus = 'active', lang?: 'en' | 'sw') {
  const agent = await ensureAgent(proposedAan(), status);
  const phone = aNumber();
  await db()
    .collection(COLLECTIONS.agents)
    .doc(agent.aan)
    .update({ phone, ...(lang ? { lang } : {}) });
  return { ...agent, phone };
}

const staffSends = (path: string, body: unknown) => staffPosts(staff, path, body);

const setStatus = (id: string, status: ApplicationStatus, applicantMessage = '') =>
  staffSends(`/api/applications/visa/${id}/status`, { status, note: '', applicantMessage });

const handBack = (id: string) => staffHandsBack(staff, id, 'Visa grant notice');

/** The messages queued about application `id`: to its agent, and to its applicant. */
async function messagesOf(id: string) {
  const snapshot = await db().collection(NOTIFICATIONS).where('applicationId', '==', id).get();
  const all = snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as NotificationRecord) }));
  const toAgent = all.filter((message) => (AGENT_EVENTS as readonly string[]).includes(message.event));
  return { toAgent, toApplicant: all.filter((message) => !toAgent.includes(message)) };
}

/** The text the sandbox gateway took for message `id`, once the stack's worker has sent it. */
async function sentText(id: string) {
  let text = '';
  await expect
    .poll(async () => {
      text = String((await db().collection(SMS_OUTBOX).doc(id).get()).get('text') ?? '');
      return text;
    }, WORKER_WAIT)
    .not.toBe('');
  return text;
}

describe("an agent's SMS", () => {
  it('tells the agent once that staff set their client to action needed, naming it and linking their clients page', async () => {
    const agent = await anAgent();
    const { id, reference } = await clientApplication(agent.aan);
    const changed = await setStatus(id, 'action_needed', 'Please bring your passport.');
    expect(changed.status).toBe(200);

    const { toAgent, toApplicant } = await messagesOf(id);
    const { event } = changed.body as StatusChangeAnswer;
    expect(toAgent).toEqual([
      expect.objectContaining({
        // Named after the status change, as the applicant's are: a second writer of it writes nothing.
        id: `visa-${id}-agentActionNeeded-${event.id}-sms`,
        event: 'agentActionNeeded',
        channel: 'sms',
        to: agent.phone,
        reference,
        // Agents read Kiswahili unless an admin set English for them.
        lang: 'sw',
      }),
    ]);
    expect(toApplicant.map((message) => message.event)).toContain('statusChanged');
    const text = await sentText(toAgent[0]!.id);
    expect(text).toBe(
      `Apply TZ: maombi ya Viza ya mteja wako yanahitaji hatua: ${STACK_PUBLIC_URL}/agent?view=actionNeeded&q=${reference}&lang=sw`,
    );
    expect(smsParts(text)).toBe(1);

    // The same status saved again is no news, to the agent as to the applicant.
    expect((await setStatus(id, 'action_needed', 'Please bring your passport.')).status).toBe(200);
    expect((await messagesOf(id)).toAgent).toHaveLength(1);
  });

  it('tells the agent when staff ask their client for more, in English for an agent who chose it', async () => {
    const agent = await anAgent('active', 'en');
    const { id, reference } = await clientApplication(agent.aan);
    const asked = await staffSends(`/api/applications/visa/${id}/requests`, {
      items: [{ type: 'otherDocument', name: 'Passport bio page', reason: 'We need it.' }],
      replyBy: defaultReplyBy(),
    });
    expect(asked.status).toBe(201);

    const { toAgent } = await messagesOf(id);
    expect(toAgent).toEqual([
      expect.objectContaining({ event: 'agentActionNeeded', to: agent.phone, lang: 'en' }),
    ]);
    expect(await sentText(toAgent[0]!.id)).toBe(
      `Apply TZ: your client's Visa application needs action: ${STACK_PUBLIC_URL}/agent?view=actionNeeded&q=${reference}&lang=en`,
    );
  });

  it('tells the agent once when their client’s documents are handed back, and not of the completion itself', async () => {
    const agent = await anAgent();
    const { id, reference } = await clientApplication(agent.aan);
    expect((await handBack(id)).status).toBe(201);

    const { toAgent, toApplicant } = await messagesOf(id);
    expect(toAgent).toEqual([
      expect.objectContaining({ event: 'agentResultReady', to: agent.phone, reference }),
    ]);
    expect(toApplicant.map((message) => message.event).sort()).toEqual(['resultReady', 'resultReady']);
    expect(await sentText(toAgent[0]!.id)).toBe(
      `Apply TZ: hati za maombi ya Viza ya mteja wako ziko tayari: ${STACK_PUBLIC_URL}/agent?view=resultsReady&q=${reference}&lang=sw`,
    );
    // Staff moving it on by hand afterwards tell the agent nothing more.
    expect((await setStatus(id, 'approved')).status).toBe(200);
    expect((await messagesOf(id)).toAgent).toHaveLength(1);
  });

  it('tells a suspended agent nothing, while their client is told as ever', async () => {
    const agent = await anAgent('suspended');
    const { id } = await clientApplication(agent.aan);
    expect((await setStatus(id, 'action_needed', 'Please call us.')).status).toBe(200);
    expect((await handBack(id)).status).toBe(201);

    const { toAgent, toApplicant } = await messagesOf(id);
    expect(toAgent).toEqual([]);
    expect(toApplicant.map((message) => message.event)).toEqual(
      expect.arrayContaining(['statusChanged', 'resultReady']),
    );
  });
});

describe("an agent's SMS and the day's SMS budget", () => {
  const { fake, created, dispatcher } = fakeBeemFor();

  /**
   * 13:00 in Dar es Salaam on a day far ahead of the real clock whose SMS counters no other test
   * uses: theirs are a whole number of five days ahead, this one three more than ten.
   */
  const aFreshDay = () => afternoonDaysAhead(3 + Math.floor(Math.random() * 20_000) * 10);

  const dispatcherAt = (now: number, dailyBudget: number) =>
    dispatcher({ now: () => now, limits: { receivedPerNumberDaily: 3, dailyBudget } });

  /**
   * A status change's SMS to the applicant and to the agent, as the status route queues them, but
   * due at `at` (so the stack's own worker never sees them due) and not yet sent.
   */
  async function queuedAt(at: number, aan: string) {
    const { id, ref } = await clientApplication(aan);
    // The change they tell of, which their turn finds still standing. The client has a phone of
    // their own: the fixture's may have messages still on their way, which would go first.
    await ref.update({ phone: aNumber(), status: 'action_needed', applicantMessage: '' });
    const application = await ref.get();
    const agent = await db().runTransaction((transaction) => agentToTell(db(), transaction, application));
    const subject = { kind: 'visa' as const, id, data: application.data()! };
    const occasion = `budget-${at}`;
    const messages = [
      ...messagesFor(subject, 'statusChanged', { status: 'action_needed' }, occasion),
      ...agentMessagesFor(agent, subject, 'agentActionNeeded', occasion),
    ]
      .filter(({ record }) => record.channel === 'sms')
      .map(createdAndDueAt(at));
    expect(await queueOnce(db(), messages)).toBe(true);
    created.push(...messages.map(({ id: messageId }) => messageId));
    const idOf = (event: string) => messages.find(({ record }) => record.event === event)!.id;
    return { applicant: idOf('statusChanged'), agent: idOf('agentActionNeeded') };
  }

  const recordOf = notificationOf;
  const spent = (at: number) => smsSpentOn(db(), smsDayOf(at).day);

  it("is counted in the day's budget, and waits for the next day's once the budget is spent", async () => {
    const at = aFreshDay();
    const agent = await anAgent();
    const ids = await queuedAt(at, agent.aan);

    // A budget of one: the applicant's SMS takes it, and the agent's waits for the next day.
    await dispatcherAt(at, 1).deliver(ids.applicant);
    await dispatcherAt(at, 1).deliver(ids.agent);
    expect(await spent(at)).toBe(1);
    expect(await recordOf(ids.agent)).toMatchObject({ state: 'queued', limitedBy: 'dailyBudget' });
    expect(fake.sent.filter((sent) => sent.destAddr === beemAddress(agent.phone))).toEqual([]);

    // The next day's budget opens: it goes, and counts in that day's.
    const nextDay = smsDayOf(at).endsAt + 60_000;
    await dispatcherAt(nextDay, 1).deliver(ids.agent);
    expect(await recordOf(ids.agent)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await spent(nextDay)).toBe(1);
    const [sent] = fake.sent.filter((one) => one.destAddr === beemAddress(agent.phone));
    expect(sent?.message).toContain('https://applytz.example/agent?view=');
  });
});

describe("an agent's weekly email", () => {
  /** Monday 07:00 in Dar es Salaam, when the schedule runs, on a week far ahead of the real clock. */
  function aMondayMorning() {
    const someDay = smsDayOf(Date.now() + (400 + Math.floor(Math.random() * 10_000)) * DAY).opensAt;
    const { to } = summaryWeek(someDay + 60_000);
    return to + 7 * 60 * 60_000;
  }

  type Stored = {
    kind: ApplicationKind;
    createdAt: number;
    status?: ApplicationStatus;
    statusUpdatedAt?: number;
    paymentStatus?: PaymentStatus;
  };

  /** An application of `aan`'s client, written as the API stores one, as of these times. */
  async function stored(aan: string, { kind, createdAt, status, statusUpdatedAt, paymentStatus }: Stored) {
    const meta = newApplicationMeta(kind, { lang: 'en' });
    await db()
      .collection(APPLICATION_COLLECTIONS[kind])
      .doc()
      .create({
        ...VALID_APPLICATIONS[kind](),
        ...meta,
        AAN: aan,
        createdAt: Timestamp.fromMillis(createdAt),
        ...(status ? { status } : {}),
        ...(statusUpdatedAt ? { statusUpdatedAt: Timestamp.fromMillis(statusUpdatedAt) } : {}),
        ...(paymentStatus ? { paymentStatus } : {}),
      });
    return meta.reference;
  }

  /** A payment of `aan`'s client, paid at `paidAt`, as a payment settles with its agent's AAN. */
  const paid = (aan: string, paidAt: number) =>
    db()
      .collection(COLLECTIONS.payments)
      .doc()
      .create({ AAN: aan, status: 'paid', amount: 55_000, paidAt: Timestamp.fromMillis(paidAt) });

  const mailOf = (aan: string, now: number) =>
    db()
      .collection(MAIL)
      .doc(summaryMailId(aan, summaryWeek(now)))
      .get();
  const run = (now: number) => sendWeeklySummaries(db(), { now, publicUrl: 'https://applytz.example' });

  it('tells an agent their week once, counting only their own clients, however often the job runs', async () => {
    const now = aMondayMorning();
    const { from, to } = summaryWeek(now);
    const agent = await anAgent('active', 'en');
    const other = await anAgent();

    const received = await stored(agent.aan, { kind: 'visa', createdAt: from + DAY });
    await stored(agent.aan, { kind: 'tin', createdAt: from + 2 * DAY, paymentStatus: 'paid' });
    await paid(agent.aan, from + 2 * DAY + 60_000);
    // Made weeks ago and paid then; completed this week.
    await stored(agent.aan, {
      kind: 'brela',
      createdAt: from - 20 * DAY,
      status: 'completed',
      statusUpdatedAt: from + 3 * DAY,
      paymentStatus: 'paid',
    });
    await paid(agent.aan, from - 19 * DAY);
    const waiting = await stored(agent.aan, {
      kind: 'business',
      createdAt: from - 10 * DAY,
      status: 'action_needed',
      paymentStatus: 'failed',
    });
    // This morning's, after the week: not received in it, but unpaid now.
    const thisMorning = await stored(agent.aan, { kind: 'visa', createdAt: to + 60 * 60_000 });
    // The other agent's client: none of it counts for this one.
    await stored(other.aan, { kind: 'visa', createdAt: from + DAY, status: 'action_needed' });
    await paid(other.aan, from + DAY);

    await run(now);
    const mail = await mailOf(agent.aan, now);
    expect(mail.get('to')).toBe(agent.email);
    const { subject, text, html } = mail.get('message') as { subject: string; text: string; html: string };
    expect(subject).toMatch(/^Your clients' applications, \d+ \w+ \d{4} to \d+ \w+ \d{4}$/);
    for (const line of [
      'Received: 2',
      'Paid: 1',
      'Completed, documents ready: 1',
      'Waiting for action now: 1',
      'Not paid yet: 3',
      'See your clients: https://applytz.example/agent?lang=en',
    ])
      expect(text).toContain(line);
    // The unpaid ones by reference, newest first.
    const [first, second, third] = [thisMorning, received, waiting].map((reference) =>
      text.indexOf(reference),
    );
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first!);
    expect(third).toBeGreaterThan(second!);
    expect(html).toContain('<a href="https://applytz.example/agent?lang=en">See your clients</a>');

    // The job again, and two instances at once: the email is there already, and stays as it was.
    const written = mail.updateTime;
    await run(now);
    await Promise.all([run(now), run(now + 60_000)]);
    expect((await mailOf(agent.aan, now)).updateTime).toEqual(written);
    // The other agent has their own, in Kiswahili, of their own client.
    const theirs = (await mailOf(other.aan, now)).get('message.text') as string;
    expect(theirs).toContain('Yamepokelewa: 1');
    expect(theirs).toContain('Yamelipiwa: 1');
    expect(theirs).toContain('Yanasubiri hatua sasa: 1');
  });

  it('is sent once when two instances tell the same agent at the same moment', async () => {
    const now = aMondayMorning();
    const agent = await anAgent();
    await stored(agent.aan, { kind: 'tin', createdAt: summaryWeek(now).from + DAY });
    const snapshot = await db().collection(COLLECTIONS.agents).doc(agent.aan).get();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => sendWeeklySummary(db(), snapshot, summaryWeek(now), 'https://applytz.example')),
    );
    expect(outcomes.sort()).toEqual(['sent', 'sentBefore', 'sentBefore']);
  });

  it('is not sent to an agent with nothing in the week, nor to a suspended one', async () => {
    const now = aMondayMorning();
    const { from } = summaryWeek(now);
    const idle = await anAgent();
    // All of it done and paid before the week.
    await stored(idle.aan, {
      kind: 'visa',
      createdAt: from - 30 * DAY,
      status: 'completed',
      statusUpdatedAt: from - 20 * DAY,
      paymentStatus: 'paid',
    });
    const suspended = await anAgent('suspended');
    await stored(suspended.aan, { kind: 'visa', createdAt: from + DAY, status: 'action_needed' });

    await run(now);
    expect((await mailOf(idle.aan, now)).exists).toBe(false);
    expect((await mailOf(suspended.aan, now)).exists).toBe(false);
  });
});
