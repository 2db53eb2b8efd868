// The day's SMS budget at the pace the product must take: 100,000 applications a day, 50 a second
// at the peak, their SMS sent by several Cloud Functions instances at once. Against the test
// emulator, a fake Beem and dispatchers of the API's own code.
//
// Firestore sustains about one write a second on one document, so no document may take more than
// that: the burst's writes are counted per document as they commit, and a burst of N messages,
// which lasts N / 50 seconds at the peak, may write no document more than N / 50 times.
//
// As in notifications.limits.test.ts, the records are queued on days ahead of the real clock and
// this file's dispatchers are told it is that day, so the test stack's own worker never sees them
// due. Each test takes days of its own: the counters are per day.
//
// Each instance claims one message at a time here. The emulator, unlike Firestore, makes claims
// wait on one another when their transactions query the notifications (a claim looks for an
// earlier message to its recipient, turns.ts), and past a few at once it gives up on them (lock
// timeout): instances with many claims under way would measure the emulator, not the code.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  messagesFor,
  NOTIFICATIONS,
  queueOnce,
  type NotificationRecord,
} from '#server/notifications/records.ts';
import { smsDayOf, smsSpentOn, type SmsLimits } from '#server/notifications/smsAllowance.ts';
import { adminServices } from '../support/admin.ts';
import { countCommittedWrites } from '../support/committedWrites.ts';
import {
  aNumber,
  applicationTexting,
  createdAndDueAt,
  fakeBeemFor,
  freshAfternoons,
} from '../support/beemFile.ts';

/** The peak the product must take, and what Firestore sustains on one document. */
const MESSAGES_PER_SECOND = 50;
const WRITES_PER_SECOND = 1;
/**
 * The smallest burst whose records stay within the bound by design: it lasts three seconds at the
 * peak, and each message's record is written three times (queued, claimed, settled); each instance
 * walks the budget's shards in turn (smsBudget.ts), so no shard takes more than one write from each
 * of the three instances. One counter for the day would take all 150.
 */
const BURST = 150;
const INSTANCES = 3;
const TIMEOUT_MS = 300_000;

const { fake, created, dispatcher: beemDispatcher } = fakeBeemFor();
const db = () => adminServices().db;

// Six more than a multiple of ten: the other files' days are multiples of five, or three more than ten.
const aFreshDay = freshAfternoons(36);

/** `count` different Tanzanian mobile numbers. */
function numbers(count: number) {
  const phones = new Set<string>();
  while (phones.size < count) phones.add(aNumber());
  return [...phones];
}

/** A dispatcher sending through the fake Beem with `limits`, told the time by `clock`. */
const dispatcher = (clock: { now: number }, limits: SmsLimits) =>
  beemDispatcher({ now: () => clock.now, limits, timeoutMs: 5_000 });

/** The "received" SMS of one new TIN application per number, queued (created and due) at `at`. */
async function queued(at: number, phones: string[]) {
  const ids = await Promise.all(
    phones.map(async (phone) => {
      const data = applicationTexting('tin', phone);
      const subject = { kind: 'tin' as const, id: db().collection(NOTIFICATIONS).doc().id, data };
      const [sms] = messagesFor(subject, 'received', {}, 'budget')
        .filter(({ record }) => record.channel === 'sms')
        .map(createdAndDueAt(at));
      expect(await queueOnce(db(), [sms!])).toBe(true);
      return sms!.id;
    }),
  );
  created.push(...ids);
  return ids;
}

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

type Instance = ReturnType<typeof dispatcher>;

/** Each instance tries its messages one after another, the instances at once. */
async function atOnce(instances: Instance[], messagesOf: (index: number) => string[]) {
  await Promise.all(
    instances.map(async (instance, index) => {
      for (const id of messagesOf(index)) await instance.deliver(id).catch(() => {});
    }),
  );
}

/**
 * Then the first instance tries each message again: under contention the emulator may give up on
 * a claim (ABORTED) and leave its message queued, as Firestore can in production, where the
 * scheduled sweep tries it again.
 */
async function sweep(ids: string[], instances: Instance[]) {
  for (const id of ids) await instances[0]!.deliver(id);
}

/**
 * Each message is tried by one instance, as the trigger on each new message spreads a burst over
 * the instances Cloud Functions runs; then the sweep.
 */
async function spread(ids: string[], instances: Instance[]) {
  await atOnce(instances, (index) => ids.filter((_, each) => each % instances.length === index));
  await sweep(ids, instances);
}

/**
 * Every instance tries every message, each in an order of its own, as when the scheduled sweeps
 * of several instances meet on a backlog; then the sweep.
 */
async function race(ids: string[], instances: Instance[]) {
  await atOnce(instances, () => shuffled(ids));
  await sweep(ids, instances);
}

/**
 * The documents written more often than Firestore sustains, were `messages` to come at the peak:
 * they take messages / MESSAGES_PER_SECOND seconds.
 */
function overWritten(counts: Map<string, number>, messages: number) {
  const seconds = messages / MESSAGES_PER_SECOND;
  return [...counts].filter(([, writes]) => writes > seconds * WRITES_PER_SECOND);
}

const recordsOf = async (ids: string[]) =>
  (await db().getAll(...ids.map((id) => db().collection(NOTIFICATIONS).doc(id)))).map(
    (snapshot) => snapshot.data() as NotificationRecord,
  );

describe('the daily SMS budget at the peak', () => {
  it(
    'takes a burst at 50 SMS a second with no document written more than once a second',
    async () => {
      const clock = { now: aFreshDay() };
      const limits = { receivedPerNumberDaily: 3, dailyBudget: 100_000 };
      const instances = Array.from({ length: INSTANCES }, () => dispatcher(clock, limits));
      const writes = countCommittedWrites();
      try {
        const ids = await queued(clock.now, numbers(BURST));
        await spread(ids, instances);

        expect(writes.commits()).toBeGreaterThanOrEqual(BURST);
        expect(overWritten(writes.writes, BURST)).toEqual([]);
        // Every SMS went, once.
        expect(new Set(fake.sent.map((sent) => sent.destAddr)).size).toBe(BURST);
        expect(fake.sent).toHaveLength(BURST);
      } finally {
        writes.stop();
      }
      expect(await smsSpentOn(db(), smsDayOf(clock.now).day)).toBe(BURST);
    },
    TIMEOUT_MS,
  );

  it(
    'sends exactly the budget while instances race, and the rest from the next day on',
    async () => {
      const clock = { now: aFreshDay() };
      const budget = 50;
      const limits = { receivedPerNumberDaily: 3, dailyBudget: budget };
      const instances = Array.from({ length: INSTANCES }, () => dispatcher(clock, limits));
      const writes = countCommittedWrites();
      let ids: string[];
      try {
        ids = await queued(clock.now, numbers(BURST));
        await race(ids, instances);
        expect(writes.commits()).toBeGreaterThanOrEqual(BURST);
        expect(overWritten(writes.writes, BURST)).toEqual([]);
      } finally {
        writes.stop();
      }

      // Each day its budget exactly, the rest waiting, not failed, for the next day's opening.
      for (const day of [1, 2]) {
        if (day > 1) await race(ids, instances);
        const { day: today, endsAt } = smsDayOf(clock.now);
        expect(fake.sent).toHaveLength(budget * day);
        expect(await smsSpentOn(db(), today)).toBe(budget);
        const records = await recordsOf(ids);
        const waiting = records.filter((record) => record.state !== 'sent');
        expect(waiting).toHaveLength(BURST - budget * day);
        for (const record of waiting) {
          expect(record).toMatchObject({
            state: 'queued',
            limitedBy: 'dailyBudget',
            attempts: 0,
            nextAttemptAt: Timestamp.fromMillis(endsAt),
          });
        }
        for (const record of records.filter((each) => each.state === 'sent')) {
          expect(record).toMatchObject({ attempts: 1 });
          expect(record.limitedBy).toBeUndefined();
        }
        clock.now = endsAt;
      }
      // Each went once.
      expect(new Set(fake.sent.map((sent) => sent.destAddr)).size).toBe(budget * 2);
    },
    TIMEOUT_MS,
  );
});
