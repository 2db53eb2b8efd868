// The API dies (SIGKILL) while Beem has a message in hand and has not answered. After a restart the
// message is sent once its lease runs out: one record, sent, and one answer from the gateway. A real API
// process and Firestore emulator of its own, against the fake Beem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewApplicationAnswer } from '#domain/submissions';
import { FAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { sendApplication } from '../support/applications.ts';
import { startFakeBeem, type FakeBeem } from '../support/fakeBeem.ts';
import { anonymousApplicant } from '../support/users.ts';
import {
  privateApi,
  privateFirestore,
  type PrivateApi,
  type PrivateFirestore,
} from '../support/privateStack.ts';

const credentials = { apiKey: 'restart-key-123', secretKey: 'restart-secret-456' };
let fake: FakeBeem;
let firestore: PrivateFirestore | undefined;
let api: PrivateApi | undefined;

beforeAll(async () => {
  fake = await startFakeBeem(credentials);
  firestore = await privateFirestore(FAULT_PORTS.notificationsFirestore);
  await firestore.start();
  api = await privateApi(FAULT_PORTS.notificationsApi, {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    SMS_PROVIDER: 'beem',
    BEEM_BASE_URL: fake.url,
    BEEM_API_KEY: credentials.apiKey,
    BEEM_SECRET_KEY: credentials.secretKey,
    BEEM_SENDER_ID: 'APPLYTZ',
    // A lease of 2 × 3 s + 5 s: long enough to crash inside, short enough to wait out.
    SMS_TIMEOUT_MS: '3000',
    NOTIFY_POLL_MS: '200',
  });
  await api.start();
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await firestore?.stop();
  await fake?.close();
}, 30_000);

type RestValue = { stringValue?: string; integerValue?: string };

/** A new TIN application, sent to the private API as a device sends one. */
async function createApplication(server: PrivateApi) {
  const applicant = await anonymousApplicant();
  const answer = await sendApplication('tin', {}, applicant.idToken, server.url);
  expect(answer.status).toBe(201);
  return answer.body as NewApplicationAnswer;
}

const smsRecords = async (db: PrivateFirestore, applicationId: string) =>
  (await db.documents('notifications'))
    .map((doc) => doc.fields as Record<string, RestValue>)
    .filter((fields) => fields.applicationId?.stringValue === applicationId);

describe('the API restarted mid-send', () => {
  it('sends the message once after the restart, and queues it once', async () => {
    const db = firestore!;
    const server = api!;
    fake.setMode('timeout');
    const { id, reference } = await createApplication(server);

    // A fresh emulator on a busy machine is slow to answer the API's first transaction and query: on
    // a loaded 2-core machine this first send has taken over a minute.
    await expect.poll(() => fake.calls.length, { timeout: 150_000, interval: 50 }).toBe(1);
    await server.crash();
    fake.setMode('normal');
    await server.start();

    await expect
      .poll(async () => (await smsRecords(db, id)).map((fields) => fields.state?.stringValue), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual(['sent']);
    const [record] = await smsRecords(db, id);
    expect(record!.attempts?.integerValue).toBe('2');
    expect(fake.calls).toHaveLength(2);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.message).toContain(reference);
    expect(record!.providerId?.stringValue).toBe(String(fake.sent[0]!.requestId));
  }, 300_000);
});
