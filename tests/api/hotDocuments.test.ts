// No document is written by everyone. A national campaign peaks at 50 changes a second, and
// Firestore sustains about one write a second on one document (a transaction on a hotter one
// contends, retries and fails: the emulator does not model that). So a mixed burst of real work
// goes through the API, in this process, and every document each commit writes is counted: the
// busiest document's share of the writes, at 50 changes a second, must stay under one a second.
//
// The burst is many applicants, each from an address of their own as Hosting reports it, sending
// applications (some brought by agents), paying through the sandbox gateway (whose webhook comes
// from one address, as the real gateway's does), staff moving them, asking for more and hearing
// back, and resending messages that failed.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATIONS } from '#domain/applications';
import { phonesOf } from '#domain/identity';
import { defaultReplyBy } from '#domain/requests';
import type { ApplicationKind } from '#domain/kinds';
import type { ApplicationProof } from '#domain/tracking';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { earningAgent } from '../support/agentStatements.ts';
import { orderIdOf, paymentRequestFor } from '../support/applications.ts';
import { busiest, countCommittedWrites, type WriteCounts } from '../support/committedWrites.ts';
import { csrfPair, request, type Answer } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { anonymousApplicant, signedInUser, type SignedInUser } from '../support/users.ts';
import { messageBacklogFrom } from '../support/messageBacklog.ts';
import { actionHeaders } from '../support/staffActions.ts';

/** The peak the product is built for, and what Firestore sustains on one document. */
const PEAK_CHANGES_PER_SECOND = 50;
const DOCUMENT_WRITES_PER_SECOND = 1;

/**
 * Some 560 changes, over eleven seconds of the peak: enough that a document taking one change in
 * 32 (a counter with half its shards, say) passes a write a second, and each kind of change is
 * made dozens of times.
 */
const JOURNEYS = 100;
/** Requests in flight at once: a busy minute's overlap, on a two-core machine. */
const IN_FLIGHT = 16;

type Change = 'creation' | 'payment' | 'gateway' | 'status' | 'request' | 'answer' | 'message';

let api: InProcessApi;
let counts: WriteCounts;
let staff: SignedInUser[];
let agents: string[];
const changes = new Map<Change, number>();
/** Changes the API did not make, and why (what it logged): each ends its application's journey. */
const failures: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  staff = await Promise.all([0, 1, 2, 3].map(() => signedInUser('staff')));
  agents = (
    await Promise.all(['Asha', 'Baraka', 'Chausiku'].map((name) => earningAgent(`${name} Agent`)))
  ).map((agent) => agent.aan);
  // The client's address is the one Hosting puts last in X-Forwarded-For; the real budgets.
  api = await startApi(
    { TRUST_PROXY_HOPS: '1', RATE_LIMIT_SCALE: '1', PAYMENT_PROVIDER: 'sandbox' },
    { logger: pino({ level: 'error' }, { write: (line: string) => void errors.push(line) }) },
  );
  counts = countCommittedWrites();
}, 60_000);

const backlog = messageBacklogFrom();
afterAll(async () => {
  counts?.stop();
  // Its worker first, which would otherwise keep claiming what the clean-up deletes.
  await api?.close();
  await backlog.clear();
}, 120_000);

/** A request that must change something; counted as one change of its type when it does. */
async function change(type: Change, path: string, init: RequestInit, expected = [200, 201]): Promise<Answer> {
  const answer = await request(path, init, api.url);
  if (!expected.includes(answer.status)) {
    throw new Error(`${type} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  changes.set(type, (changes.get(type) ?? 0) + 1);
  return answer;
}

async function post(type: Change, path: string, body: unknown, headers: Record<string, string>) {
  const { cookie, token } = await csrfPair(api.url);
  return change(type, path, {
    method: 'POST',
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

type Journey = {
  index: number;
  kind: ApplicationKind;
  id: string;
  proof: ApplicationProof;
  from: Record<string, string>;
  paid: boolean;
};

/** Whose work a journey is: applications go round the staff, so each has a working hour's share. */
const staffOf = (index: number) => ({
  authorization: `Bearer ${staff[Math.floor(index / 4) % staff.length]!.idToken}`,
});

async function setStatus(journey: Journey, status: string) {
  const path = `/api/applications/${journey.kind}/${journey.id}/status`;
  const headers = { ...staffOf(journey.index), ...(await actionHeaders('POST', path)) };
  return post('status', path, { status, note: '', applicantMessage: '' }, headers);
}

/**
 * Asking for more and answering, one at a time. The emulator locks a whole collection for a query
 * inside a transaction, so two asks for different applications (each reading the application's
 * requests, then adding one) wait on each other until one gives up; Firestore locks only what the
 * query reads. Nothing else in the burst is held back.
 */
let requestsFree = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const done = requestsFree.then(work);
  requestsFree = done.then(
    () => undefined,
    () => undefined,
  );
  return done;
}

/** A field each service's fixture fills, and a correction an applicant could send for it. */
const CORRECTIONS = { tin: { mName: 'Josephat' }, brela: { Bname: 'Halima Catering Ltd' } } as const;

/** Sent, paid (or declined) at the gateway, taken into review, sometimes asked for more. */
async function firstHalf(index: number): Promise<Journey> {
  const kind: ApplicationKind = index % 2 === 0 ? 'tin' : 'brela';
  // Each applicant's own address, as Hosting reports it.
  const from = { 'X-Forwarded-For': `10.${index >> 8}.${index & 255}.9` };
  const applicant = await anonymousApplicant();
  const answers = {
    ...VALID_APPLICATIONS[kind](),
    ...(index % 4 === 0 ? { AAN: agents[index % agents.length] } : {}),
  };
  const created = await post(
    'creation',
    `/api/applications/${kind}`,
    { id: crypto.randomUUID().replaceAll('-', '').slice(0, 20), lang: 'en', answers },
    { ...from, authorization: `Bearer ${applicant.idToken}` },
  );
  const { id, reference } = created.body as { id: string; reference: string };
  const proof: ApplicationProof = { reference, phone: phonesOf(APPLICATIONS[kind].identity, answers)[0]! };
  const journey: Journey = { index, kind, id, proof, from, paid: false };

  if (index % 7 !== 0) {
    const started = await post('payment', '/api/payments', paymentRequestFor({ id, proof }, kind), from);
    const redirect = (started.body as { redirect_url: string }).redirect_url;
    orderIdOf(started);
    // The payer's choice at the gateway: its page, then its webhook from the gateway's address.
    journey.paid = index % 10 !== 3;
    await change('gateway', `${redirect}/${journey.paid ? 'approve' : 'decline'}`, { method: 'POST' }, [303]);
  }
  await setStatus(journey, 'in_review');
  if (index % 3 === 0) {
    await oneAtATime(async () => {
      const asked = await post(
        'request',
        `/api/applications/${kind}/${id}/requests`,
        {
          items: [
            { type: 'field', field: Object.keys(CORRECTIONS[kind as 'tin'])[0], reason: 'Please check it.' },
          ],
          replyBy: defaultReplyBy(),
        },
        { ...staffOf(index), ...(await actionHeaders('POST', `/api/applications/${kind}/${id}/requests`)) },
      );
      const requestId = (asked.body as { id: string }).id;
      await post(
        'answer',
        '/api/requests/answer',
        { proof, requestId, corrections: CORRECTIONS[kind as 'tin'], documents: {} },
        from,
      );
    });
  }
  return journey;
}

/** Finished by staff; one message in four, which failed to reach the applicant, sent again. */
async function secondHalf(journey: Journey, failedMessage: string | undefined) {
  if (failedMessage) {
    await post(
      'message',
      `/api/applications/${journey.kind}/${journey.id}/messages/${failedMessage}/resend`,
      {},
      staffOf(journey.index),
    );
  }
  await setStatus(journey, journey.paid ? 'completed' : 'rejected');
}

/** Runs `work` over `items`, `IN_FLIGHT` at a time; what failed is noted, and left out after. */
async function inFlight<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        results.push(await work(item));
      } catch (error) {
        failures.push(`${(error as Error).message}\n${errors.splice(0).join('\n')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return results;
}

/** The "received" SMS of each chosen application, marked failed as the dispatcher would leave it. */
async function failOneMessageEach(journeys: Journey[]) {
  const { db } = adminServices();
  return Promise.all(
    journeys.map(async (journey) => {
      if (journey.index % 4 !== 1) return undefined;
      const messages = await db.collection(NOTIFICATIONS).where('applicationId', '==', journey.id).get();
      const sms = messages.docs.find(
        (doc) => doc.get('channel') === 'sms' && doc.get('event') === 'received',
      );
      if (!sms) throw new Error(`No "received" SMS was queued for ${journey.id}.`);
      await sms.ref.update({ state: 'failed', error: 'The phone was off.' });
      return sms.id;
    }),
  );
}

describe('a mixed burst at the peak', { timeout: 600_000 }, () => {
  it('writes no document more than once a second', async () => {
    const indexes = Array.from({ length: JOURNEYS }, (_, index) => index);
    const journeys = await inFlight(indexes, firstHalf);
    counts.pause();
    const failed = await failOneMessageEach(journeys);
    counts.resume();
    await inFlight(
      journeys.map((journey, at) => ({ journey, message: failed[at] })),
      ({ journey, message }) => secondHalf(journey, message),
    );
    counts.stop();

    const total = [...changes.values()].reduce((sum, count) => sum + count, 0);
    const perSecond = (writes: number) => (writes / total) * PEAK_CHANGES_PER_SECOND;
    const top = busiest(counts.writes, 8);
    console.log(
      `${total} changes (${[...changes].map(([type, count]) => `${count} ${type}`).join(', ')}), ` +
        `${counts.commits()} commits, ${counts.writes.size} documents written. The busiest, in writes ` +
        `a second at ${PEAK_CHANGES_PER_SECOND} changes a second:\n` +
        top
          .map(([path, writes]) => `  ${perSecond(writes).toFixed(2)}/s  ${writes} writes  ${path}`)
          .join('\n') +
        `\n${failures.length} changes failed${failures.length ? `:\n${failures.map((failure) => failure.slice(0, 300)).join('\n')}` : ''}`,
    );
    expect(total).toBeGreaterThanOrEqual(500);
    const [hottest, writes] = top[0]!;
    expect(
      perSecond(writes),
      `${hottest} takes ${writes} of the writes of ${total} changes`,
    ).toBeLessThanOrEqual(DOCUMENT_WRITES_PER_SECOND);
    // Every change was made: none refused, none lost to a transaction that gave up.
    expect(failures).toEqual([]);
  });
});
