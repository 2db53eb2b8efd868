// feedbacks: anyone signed in (the contact form signs a sender in anonymously) sends valid
// feedback, in one batch with their quota; staff read it; nobody changes or deletes it. The
// quota's gap and daily ceiling for feedback are in quotas.test.ts.
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe } from 'vitest';
import { LIMITS } from '../../src/domain/common.ts';
import { defineCases, operationMatrix, useRulesFile, type Expectation, type RulesCase } from './cases.ts';
import { without } from './fixtures.ts';
import { ACTORS, UIDS } from './setup.ts';
import { sendFeedback, senderOf, type QuotaOptions } from './submissions.ts';

const { seeds, env } = useRulesFile();

const valid = (changes: DocumentData = {}): DocumentData => ({
  name: 'Asha Mushi',
  email: 'asha@example.co.tz',
  message: 'Huduma nzuri sana.',
  timestamp: serverTimestamp(),
  ...changes,
});

describe('feedbacks: who may do what', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: 'feedbacks',
      what: 'feedback',
      seed: () => valid({ timestamp: Timestamp.now() }),
      create: () => valid(),
      send: (data, actor) => sendFeedback(data, senderOf(actor)),
      update: { message: 'changed' },
      allowed: {
        get: ['staff', 'admin'],
        list: ['staff', 'admin'],
        create: ACTORS.filter((actor) => actor !== 'signed out'),
      },
    }),
  );
});

const tampered: Array<[string, DocumentData]> = [
  ['an extra key', valid({ status: 'read' })],
  ['a missing message', without(valid(), 'message')],
  ['a missing name', without(valid(), 'name')],
  ['a missing email', without(valid(), 'email')],
  ['a missing timestamp', without(valid(), 'timestamp')],
  ['a blank name', valid({ name: '   ' })],
  [`a name over ${LIMITS.name} characters`, valid({ name: 'x'.repeat(LIMITS.name + 1) })],
  [`a message over ${LIMITS.text} characters`, valid({ message: 'x'.repeat(LIMITS.text + 1) })],
  [
    `an email over ${LIMITS.email} characters`,
    valid({ email: `${'a'.repeat(LIMITS.email - 10)}@example.tz` }),
  ],
  ['a malformed email', valid({ email: 'asha.example.co.tz' })],
  ['a message that is not text', valid({ message: 42 })],
  ['a timestamp chosen by the client', valid({ timestamp: Timestamp.fromMillis(0) })],
];

describe('feedbacks: what a valid one is', () => {
  const send = (
    title: string,
    expected: Expectation,
    data: DocumentData,
    options: QuotaOptions = {},
  ): RulesCase => ({
    title,
    actor: 'applicant',
    expect: expected,
    ...sendFeedback(data, UIDS.applicant, options),
    unseeded: true,
  });
  const atLimits = valid({
    name: 'x'.repeat(LIMITS.name),
    message: 'x'.repeat(LIMITS.text),
    email: `${'a'.repeat(LIMITS.email - 11)}@example.tz`,
  });
  defineCases(env, [
    send('feedback at every limit', 'allow', atLimits),
    ...tampered.map(([what, data]) => send(`feedback with ${what}`, 'deny', data)),
    send('feedback without its quota in the batch', 'deny', valid(), { count: false }),
    send("feedback with another user's quota in the batch", 'deny', valid(), {
      quotaOf: UIDS['other applicant'],
    }),
  ]);
});
