// quotas/{uid}/actions/{action}: how fast one user creates applications and feedback (QUOTAS of
// src/domain/ownership.ts). Written by its owner in the batch that creates what it counts, at the
// server's time, one more each time on the same UTC day; never removed. The timing cases send the
// batch the forms send, the quota as the case finds it written just before (submissions.ts).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { QUOTA_ACTIONS, QUOTAS, type QuotaAction } from '../../src/domain/ownership.ts';
import { defineCases, useRulesFile, type Expectation, type RulesCase } from './cases.ts';
import { newApplicationDoc, record, without } from './fixtures.ts';
import { UIDS, type Actor } from './setup.ts';
import {
  DAY_SECONDS,
  putQuota,
  quotaPath,
  sendApplication,
  sendFeedback,
  type QuotaOptions,
} from './submissions.ts';

const { env } = useRulesFile();
const APPLICANT = UIDS.applicant;
const mine = (action: QuotaAction = 'applications') => quotaPath(APPLICANT, action);

const feedback = (): DocumentData => ({
  name: 'Asha Mushi',
  email: 'asha@example.co.tz',
  message: 'Huduma nzuri sana.',
  timestamp: serverTimestamp(),
});

/** What each action counts, sent by the applicant with the quota as `options` say. */
const SENDS = {
  applications: (options: QuotaOptions) =>
    sendApplication('visa', newApplicationDoc('visa', record('visa', 'full')), APPLICANT, options),
  feedbacks: (options: QuotaOptions) => sendFeedback(feedback(), APPLICANT, options),
} satisfies Record<QuotaAction, unknown>;

const WHAT = { applications: 'an application', feedbacks: 'feedback' } as const;

for (const action of QUOTA_ACTIONS) {
  const { minGapSeconds, perDay } = QUOTAS[action];
  const what = WHAT[action];
  const send = (title: string, expected: Expectation, options: QuotaOptions): RulesCase => ({
    title,
    actor: 'applicant',
    expect: expected,
    ...SENDS[action](options),
    unseeded: true,
  });
  const after = minGapSeconds + 1;
  describe(`quotas: ${action}, one per ${minGapSeconds} s and ${perDay} a UTC day`, () => {
    defineCases(env, [
      send(`${what}, their first`, 'allow', {}),
      send(`${what} counted 2 as their first`, 'deny', { count: 2 }),
      send(`${what} ${minGapSeconds / 2} s after their last`, 'deny', {
        quota: { secondsAgo: minGapSeconds / 2, count: 1 },
      }),
      send(`${what} ${after} s after their last, counted 4 that day`, 'allow', {
        quota: { secondsAgo: after, count: 3 },
      }),
      send(`${what} ${after} s after their last, counted 3 again`, 'deny', {
        quota: { secondsAgo: after, count: 3 },
        count: 3,
      }),
      send(`${what} ${after} s after their last, counted 5 (one skipped)`, 'deny', {
        quota: { secondsAgo: after, count: 3 },
        count: 5,
      }),
      send(`${what} ${after} s after their last, counted 1 on the same day`, 'deny', {
        quota: { secondsAgo: after, count: 3 },
        count: 1,
      }),
      send(`${what}, the last of ${perDay} in a UTC day`, 'allow', {
        quota: { secondsAgo: after, count: perDay - 1 },
      }),
      send(`${what} beyond ${perDay} in a UTC day`, 'deny', {
        quota: { secondsAgo: after, count: perDay },
      }),
      send(`${what} the next UTC day, after ${perDay} the day before, counted 1`, 'allow', {
        quota: { secondsAgo: DAY_SECONDS, count: perDay },
      }),
      send(`${what} the next UTC day, counted on from the day before`, 'deny', {
        quota: { secondsAgo: DAY_SECONDS, count: 3 },
        count: 4,
      }),
    ]);
  });
}

/** A request on the applicant's quota, which is as `quota` says just before. */
function onQuota(
  title: string,
  actor: Actor,
  expected: Expectation,
  run: RulesCase['run'],
  quota: 'none' | { secondsAgo: number; count: number } = 'none',
): RulesCase {
  return {
    title,
    actor,
    expect: expected,
    before: (target) => putQuota(target, APPLICANT, 'applications', quota),
    run,
    unseeded: true,
  };
}

const first = (changes: DocumentData = {}) => ({
  last: serverTimestamp(),
  count: 1,
  counted: 'a-new-application',
  ...changes,
});
const earlier = { secondsAgo: 60, count: 3 };

describe('quotas: the record itself', () => {
  defineCases(env, [
    // Counting a creation that did not happen only slows the user down.
    onQuota('start their own quota alone', 'applicant', 'allow', (db) => setDoc(doc(db, mine()), first())),
    onQuota("start another user's quota", 'other applicant', 'deny', (db) =>
      setDoc(doc(db, mine()), first()),
    ),
    onQuota('start a quota while signed out', 'signed out', 'deny', (db) => setDoc(doc(db, mine()), first())),
    onQuota('start a quota of something not counted', 'applicant', 'deny', (db) =>
      setDoc(doc(db, quotaPath(APPLICANT, 'payments' as QuotaAction)), first()),
    ),
    onQuota('start a quota with a key more', 'applicant', 'deny', (db) =>
      setDoc(doc(db, mine()), first({ note: 'mine' })),
    ),
    onQuota('start a quota without its count', 'applicant', 'deny', (db) =>
      setDoc(doc(db, mine()), without(first(), 'count')),
    ),
    onQuota("start a quota dated by the client's clock", 'applicant', 'deny', (db) =>
      setDoc(doc(db, mine()), first({ last: Timestamp.now() })),
    ),
    onQuota(
      'move their last creation back a day',
      'applicant',
      'deny',
      (db) => updateDoc(doc(db, mine()), { last: Timestamp.fromMillis(Date.now() - DAY_SECONDS * 1000) }),
      earlier,
    ),
    onQuota(
      "start the day's count again",
      'applicant',
      'deny',
      (db) => setDoc(doc(db, mine()), first()),
      earlier,
    ),
    onQuota('remove their own quota', 'applicant', 'deny', (db) => deleteDoc(doc(db, mine())), earlier),
    onQuota('remove a quota', 'admin', 'deny', (db) => deleteDoc(doc(db, mine())), earlier),
    onQuota('read their own quota', 'applicant', 'allow', (db) => getDoc(doc(db, mine())), earlier),
    onQuota('read their own quota before they have one', 'applicant', 'allow', (db) =>
      getDoc(doc(db, mine('feedbacks'))),
    ),
    onQuota('list their own quotas', 'applicant', 'deny', (db) =>
      getDocs(collection(db, 'quotas', APPLICANT, 'actions')),
    ),
    ...(['other applicant', 'visitor', 'staff', 'admin', 'signed out'] as const).map((actor) =>
      onQuota("read the applicant's quota", actor, 'deny', (db) => getDoc(doc(db, mine())), earlier),
    ),
  ]);
});
