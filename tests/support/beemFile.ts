// What the tests that send SMS through a fake Beem share: the fake's lifetime around a file's (or a
// describe block's) tests, the records they wrote cleared away after them, the API's own dispatcher
// sending through the fake, and days of their own far ahead of the real clock, on which the test
// stack's worker never finds their records due.
import { Timestamp } from 'firebase-admin/firestore';
import { pino, type Logger } from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import { newReference } from '#domain/reference';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { notificationDispatcher } from '#server/notifications/dispatch.ts';
import { NOTIFICATIONS, type NotificationRecord } from '#server/notifications/records.ts';
import { beemSms } from '#server/notifications/sms/beem.ts';
import type { SmsProvider } from '#server/notifications/sms/provider.ts';
import { smsDayOf, type SmsLimits } from '#server/notifications/smsAllowance.ts';
import { adminServices } from './admin.ts';
import { startFakeBeem, type BeemCredentials, type FakeBeem } from './fakeBeem.ts';

export const PUBLIC_URL = 'https://applytz.example';
export const SENDER = 'APPLYTZ';
export const DAY = 24 * 60 * 60_000;
/** Bounds far above what a test sends, for the tests whose subject is not the limits. */
export const NO_LIMITS: SmsLimits = { receivedPerNumberDaily: 1_000, dailyBudget: 100_000 };
/** Firestore takes at most 500 writes in a batch. */
const BATCH = 400;
/** The fake's account, for the tests that do not try Beem's checks of it. */
const TEST_ACCOUNT: BeemCredentials = { apiKey: 'beem-key-123', secretKey: 'beem-secret-456' };

const db = () => adminServices().db;

/** The notification record `id` as it is stored now. */
export const notificationOf = async (id: string) =>
  (await db().collection(NOTIFICATIONS).doc(id).get()).data() as NotificationRecord;

/** A random Tanzanian mobile number, 07 and eight digits. */
export const aNumber = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** What the fake Beem saw for `phone`: 255 and the nine digits after the 0. */
export const beemAddress = (phone: string) => `255${phone.replace(/\D/g, '').slice(-9)}`;

/** A new application of `kind` as the API stores one, whose applicant's phone is `phone`. */
export function applicationTexting(kind: ApplicationKind, phone: string) {
  const { identity } = APPLICATIONS[kind];
  return {
    ...VALID_APPLICATIONS[kind](),
    [identity.search.phones[0]!]: phone,
    // An address of the phone's own, as the phone is: behind another file's unsent email to the
    // fixture's one, a message would wait its turn (turns.ts) and never go on this file's clock.
    ...Object.fromEntries(identity.emails.map((field) => [field, `${phone.replace(/\D/g, '')}@example.com`])),
    reference: newReference(kind),
    lang: 'en',
  };
}

/** A message as queued (created and due) at `at`; `patch` changes its record before it is written. */
export const createdAndDueAt =
  (at: number, patch: Partial<NotificationRecord> = {}) =>
  ({ id, record }: { id: string; record: NotificationRecord }) => {
    const time = Timestamp.fromMillis(at);
    return { id, record: { ...record, createdAt: time, nextAttemptAt: time, updatedAt: time, ...patch } };
  };

/** 13:00 in Dar es Salaam, `daysAhead` days past the real clock. */
export const afternoonDaysAhead = (daysAhead: number) =>
  smsDayOf(Date.now() + daysAhead * DAY).opensAt + 13 * 60 * 60_000;

/**
 * 13:00 in Dar es Salaam on a day no other test uses, weeks ahead of the real clock, ten days apart
 * as a test may move its clock on by a few days. Each file starts at its own `first`, a different
 * number of days past a multiple of ten, so that no two files share the SMS counters of a day.
 */
export function freshAfternoons(first: number) {
  let daysAhead = first + Math.floor(Math.random() * 1_000) * 100;
  return () => afternoonDaysAhead((daysAhead += 10));
}

type Dispatching = {
  /** The dispatcher's clock. */
  now: () => number;
  limits?: SmsLimits;
  logger?: Logger;
  timeoutMs?: number;
  /** Another client than Beem's on the fake with the file's credentials: a test's own settings. */
  sms?: SmsProvider;
};

/**
 * A fake Beem for the tests of a file or a describe block: started before them, emptied before
 * each, closed after them; the ids the tests push to `created` are deleted from `collections`
 * then. `fake` stands in for the fake Beem from the start, since the tests are written before
 * it has started.
 */
export function fakeBeemFor(
  credentials: BeemCredentials = TEST_ACCOUNT,
  collections: readonly string[] = [NOTIFICATIONS],
) {
  let started: FakeBeem | undefined;
  const created: string[] = [];
  beforeAll(async () => {
    started = await startFakeBeem(credentials);
  });
  afterAll(async () => {
    await started?.close();
    const perBatch = Math.floor(BATCH / collections.length);
    for (let start = 0; start < created.length; start += perBatch) {
      const batch = db().batch();
      for (const id of created.slice(start, start + perBatch)) {
        for (const collection of collections) batch.delete(db().collection(collection).doc(id));
      }
      await batch.commit();
    }
  });
  beforeEach(() => started?.reset());
  const fake = new Proxy({} as FakeBeem, { get: (_, key) => Reflect.get(started!, key) });

  /** The API's own dispatcher, sending through the fake Beem. */
  const dispatcher = ({
    now,
    limits = NO_LIMITS,
    logger = pino({ level: 'silent' }),
    timeoutMs = 2_000,
    sms = beemSms({ baseUrl: fake.url, ...credentials, senderId: SENDER, timeoutMs }),
  }: Dispatching) =>
    notificationDispatcher({
      db: db(),
      sms,
      publicUrl: PUBLIC_URL,
      logger,
      timeoutMs,
      smsLimits: limits,
      now,
    });

  return { fake, created, dispatcher };
}

export type LogLine = { level: number; msg: string; [field: string]: unknown };

/** A logger at info that keeps its lines in `log`, for a test to read back. */
export const loggerInto = (log: LogLine[]) =>
  pino({ level: 'info' }, { write: (line: string) => void log.push(JSON.parse(line) as LogLine) });
