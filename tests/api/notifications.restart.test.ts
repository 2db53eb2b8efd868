// The API dies (SIGKILL) while Beem has a message in hand and has not answered. After a restart the
// new-application listener sees the application again and queues nothing more, and the message is
// sent once its lease runs out: one record, sent, and one answer from the gateway. A real API
// process and Firestore emulator of its own, against the fake Beem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '../../src/domain/fixtures.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';
import { FAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { startFakeBeem, type FakeBeem } from '../support/fakeBeem.ts';
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

/** A new TIN application, written as the browser writes one (past the rules, as their owner). */
async function createApplication(db: PrivateFirestore) {
  const id = `restart${Date.now()}`;
  const record = { ...VALID_APPLICATIONS.tin(), ...newApplicationMeta('tin', { lang: 'en' }) };
  const fields: Record<string, object> = { createdAt: { timestampValue: new Date().toISOString() } };
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') fields[key] = { stringValue: value };
  }
  const url = `http://${db.host}/v1/projects/${process.env.FIREBASE_PROJECT_ID}/databases/(default)/documents/tinApplications?documentId=${id}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.status).toBe(200);
  return { id, reference: record.reference };
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
    const { id, reference } = await createApplication(db);

    // A fresh emulator on a busy machine is slow to answer the API's first listener and query: on a
    // loaded 2-core machine this first send has taken over a minute.
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
