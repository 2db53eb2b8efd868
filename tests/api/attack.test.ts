// SMS pumping tried as an attacker would: from one address, 40 anonymous Firebase users (minted
// as freely as Auth allows) send four times the address's budget of applications, all carrying
// one phone number, through Hosting: TIN applications, the cheapest to send (a visa needs two uploads besides). At most the
// address's budget is created, at most 3 "received" SMS go to that number, and a visitor at
// another address is unaffected. A real API process (`npm start`'s) with its default limits, on a
// Firestore emulator of its own, behind the Hosting stand-in.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '#server/http/rateLimit/limits.ts';
import { FAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { newDocumentId } from '#domain/reference';
import { startHostingProxy, type HostingProxy } from '../support/hostingProxy.ts';
import { awayFromWindowEdge, csrfPair } from '../support/http.ts';
import {
  privateApi,
  privateFirestore,
  type PrivateApi,
  type PrivateFirestore,
} from '../support/privateStack.ts';
import { anonymousApplicant } from '../support/users.ts';

const HOSTING_ADDRESS = '127.0.0.2';
const ATTACKER = '127.66.6.6';
const VISITOR = '127.77.7.7';
const USERS = 40;
/** Well past the budget, from users each far below their own (per sender). */
const ATTEMPTS = 4 * BUDGETS.applications.limit;
const IN_FLIGHT = 8;

let firestore: PrivateFirestore | undefined;
let api: PrivateApi | undefined;
let hosting: HostingProxy | undefined;

beforeAll(async () => {
  firestore = await privateFirestore(FAULT_PORTS.attackFirestore);
  await firestore.start();
  api = await privateApi(FAULT_PORTS.attackApi, {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    TRUST_PROXY_HOPS: '1',
    HOSTING_PROXY_RANGES: HOSTING_ADDRESS,
    // The limits as deployed, not the test stack's loosened ones.
    RATE_LIMIT_SCALE: '1',
    SMS_RECEIVED_PER_NUMBER_DAILY: '3',
    NOTIFY_POLL_MS: '300',
  });
  await api.start();
  hosting = await startHostingProxy({ target: api.url, localAddress: HOSTING_ADDRESS });
}, 180_000);

afterAll(async () => {
  await hosting?.close();
  await api?.stop();
  await firestore?.stop();
}, 30_000);

/** A TIN application sent from `localAddress` through Hosting; answers its status. */
function sendFrom(localAddress: string, idToken: string, csrf: { cookie: string; token: string }) {
  const body = JSON.stringify({ id: newDocumentId(), lang: 'en', answers: VALID_APPLICATIONS.tin() });
  const headers = {
    cookie: csrf.cookie,
    'X-XSRF-TOKEN': csrf.token,
    'Content-Type': 'application/json',
    authorization: `Bearer ${idToken}`,
  };
  return new Promise<number>((resolve, reject) => {
    const sent = httpRequest(
      `${hosting!.url}/api/applications/tin`,
      { method: 'POST', localAddress, headers },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

type RestValue = { stringValue?: string };
const receivedSms = async () =>
  (await firestore!.documents('notifications'))
    .map((doc) => doc.fields as Record<string, RestValue>)
    .filter((fields) => fields.event?.stringValue === 'received' && fields.channel?.stringValue === 'sms');

describe('an SMS-pumping attack from one address', () => {
  it('creates at most the address budget, texts the number at most 3 times, and spares another address', async () => {
    // The attack takes seconds: it must not straddle two windows, whose counts start afresh.
    await awayFromWindowEdge(BUDGETS.applications.windowMs, 60_000);
    const users = await Promise.all(Array.from({ length: USERS }, () => anonymousApplicant()));
    const csrf = await csrfPair(hosting!.url);
    const statuses: number[] = [];
    let next = 0;
    const attacker = async () => {
      for (let attempt = next++; attempt < ATTEMPTS; attempt = next++) {
        statuses.push(await sendFrom(ATTACKER, users[attempt % USERS]!.idToken, csrf));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, attacker));

    const created = statuses.filter((status) => status === 201).length;
    expect(created).toBeLessThanOrEqual(BUDGETS.applications.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ATTEMPTS - created);
    expect((await firestore!.documents('tinApplications')).length).toBe(created);

    // Another visitor, at another address, is served as usual.
    const visitor = await anonymousApplicant();
    expect(await sendFrom(VISITOR, visitor.idToken, await csrfPair(hosting!.url))).toBe(201);

    // Every "received" SMS has been dealt with: three sent to the one number, the rest held.
    const states = async () => (await receivedSms()).map((fields) => fields.state?.stringValue ?? '').sort();
    await expect
      .poll(async () => (await states()).filter((state) => state === 'queued' || state === 'sending'), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([]);
    const final = await states();
    expect(final).toHaveLength(created + 1);
    // The visitor's application carries the same fixture number: it is held too, which is the point.
    expect(final.filter((state) => state === 'sent' || state === 'delivered')).toHaveLength(3);
    expect(final.filter((state) => state === 'held')).toHaveLength(created + 1 - 3);
  }, 400_000);
});
