// Faults a user can run into, each against processes of the test's own on private ports (the
// shared stack is never stopped): the database dying mid-submit, and a payment gateway that is
// down or slow.
import type { Page } from '@playwright/test';
import { PRICES } from '#domain/kinds';
import { FAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { selcomSettings, startFakeSelcom, type FakeSelcom } from '../support/fakeSelcom.ts';
import {
  privateApi,
  privateFirestore,
  type PrivateApi,
  type PrivateFirestore,
} from '../support/privateStack.ts';
import { answeredWith, anyOf, expect, firestoreUnreachable, test, unanswered } from './fixtures.ts';
import { field, fillAll } from './support/visaForm.ts';

/** The status recorded for a payment attempt (its order id). */
const paymentStatus = async (orderId: string) =>
  (await adminServices().db.collection('payments').doc(orderId).get()).get('status') as string | undefined;

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

type Health = { firestore: 'up' | 'down' };

/**
 * Holds the browser's next application save (its request to the API) until `release` is called,
 * so the database can be stopped while the save is on its way.
 */
async function holdNextSave(page: Page) {
  let seen!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (seen = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const isSave = (url: URL) => url.pathname.startsWith('/api/applications/');
  await page.route(isSave, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    seen();
    await released;
    // On to the API, whose database is stopped by now: the browser gets the API's own answer.
    await route.continue().catch(() => undefined);
  });
  return { reached, release, done: () => page.unroute(isSave) };
}

test.describe('the database stops while an application is being saved', () => {
  // The save reaches the API after its database was killed: the API answers that it failed (503,
  // or 500 once it gives up), or the form gives up first and the browser logs the request as cut.
  test.use({
    allowedConsoleErrors: anyOf(
      unanswered('ERR_CONNECTION_REFUSED', 'ERR_CONNECTION_RESET', 'ERR_EMPTY_RESPONSE', 'ERR_ABORTED'),
      firestoreUnreachable,
      answeredWith(500, 503),
    ),
  });
  let firestore: PrivateFirestore | undefined;
  let api: PrivateApi | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    firestore = await privateFirestore(FAULT_PORTS.browserFirestore);
    api = await privateApi(FAULT_PORTS.browserApi, { FIRESTORE_EMULATOR_HOST: firestore.host });
    await Promise.all([firestore.start(), api.start()]);
  });
  test.afterAll(async () => {
    await api?.stop();
    await firestore?.stop();
  });

  test('the form keeps every answer and says it failed; after a restart Submit saves exactly one record', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const db = firestore!;
    const fullName = `Neema Kimaro${suffix()}`;
    const answers = {
      'Full name': fullName,
      'TIN number': '123-456-789',
      'Phone number': '0713 987 654',
    };
    await page.goto(`${api!.url}/tin`);
    const hasTin = page.getByRole('radio', { name: 'I have a TIN' });
    await hasTin.check();
    await fillAll(page, answers);

    const save = await holdNextSave(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await save.reached;
    await db.crash();
    save.release();

    // The API's database is gone: the form gives up after its own time limit.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Error!', { timeout: 30_000 });
    await expect(dialog).toContainText('Failed to submit Tin application. Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await save.done();

    await expect(hasTin).toBeChecked();
    for (const [label, value] of Object.entries(answers)) await expect(field(page, label)).toHaveValue(value);
    // The draft survives too, so even a reload now would lose nothing.
    const draft = await page.evaluate(() => localStorage.getItem('draft:tin'));
    expect(JSON.parse(draft ?? '{}')).toMatchObject({ fullName, hasTin: true });
    expect(await db.documents('tinApplications').catch(() => 'unreachable')).toBe('unreachable');

    // The database comes back, and the API finds it again by itself, before the user tries again.
    await db.start();
    await expect
      .poll(async () => ((await (await fetch(`${api!.url}/api/health/ready`)).json()) as Health).firestore, {
        timeout: 45_000,
      })
      .toBe('up');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toContainText('Tin application submitted successfully.', { timeout: 30_000 });
    const reference = /TIN-[A-Z0-9]+/.exec((await dialog.textContent()) ?? '')?.[0];
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    const stored = await db.documents('tinApplications');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).toMatchObject({
      fullName: { stringValue: fullName },
      reference: { stringValue: reference },
    });
  });
});

test.describe('the payment gateway is down, then slow, then back', () => {
  // The API answers 502 while the gateway is down or slow, and 409 to paying a paid application:
  // the browser logs each.
  test.use({ allowedConsoleErrors: answeredWith(502, 409) });
  const credentials = { apiKey: 'fault-key-123', apiSecret: 'fault-secret-456' };
  let fake: FakeSelcom | undefined;
  let api: PrivateApi | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeSelcom(credentials);
    api = await privateApi(
      FAULT_PORTS.browserSlowGatewayApi,
      selcomSettings(fake, credentials, { PAYMENT_TIMEOUT_MS: '1500' }),
    );
    await api.start();
  });
  test.afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  test('each failure says so with Retry; Retry pays once, and a paid application is not charged again', async ({
    page,
  }) => {
    const gateway = fake!;
    const base = api!.url;
    const creates = () =>
      gateway.calls.filter((call) => call.path.endsWith('/checkout/create-order-minimal'));
    const application = await storedApplication('visa');
    // What the payment screen keeps of the application it is paying for (CheckoutState).
    const checkout = {
      kind: 'visa',
      applicationId: application.id,
      reference: application.reference,
      name: 'Grace Otieno',
      email: 'grace@example.com',
      price: PRICES.visa,
      // Another device's payer: the reference and phone prove the application is theirs.
      proof: application.proof,
    };
    // The payment screen as the visa form leaves it: the application kept for this tab.
    await page.goto(`${base}/`);
    await page.evaluate((value) => sessionStorage.setItem('checkout', value), JSON.stringify(checkout));
    await page.goto(`${base}/payment`);
    await expect(page.getByText(application.reference)).toBeVisible();
    await page.getByLabel('Mobile money number').fill('0754 123 456');

    // Down: the gateway takes the request and never answers.
    gateway.state.createMode = 'silent';
    await page.getByRole('button', { name: 'Pay' }).click();
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('The payment gateway did not answer in time. Please try again.');
    const retry = failure.getByRole('button', { name: 'Retry' });

    // Slow: it answers (and creates the order) only after the API stopped waiting for it.
    gateway.state.createMode = 'held';
    await retry.click();
    await expect.poll(() => creates().length).toBe(2);
    const lateOrderId = creates()[1]!.fields.order_id!;
    await expect.poll(() => paymentStatus(lateOrderId), { timeout: 15_000 }).toBe('failed');
    await expect(failure).toContainText('The payment gateway did not answer in time. Please try again.');
    gateway.releaseHeld();
    // ...and the order it made late is open at the gateway: the next Retry must close it first.
    await expect.poll(() => gateway.orders.get(lateOrderId)?.status).toBe('PENDING');

    // Back: Retry sends the payer to the gateway, who pays; the gateway then calls the webhook.
    gateway.state.createMode = 'success';
    await page.route('https://pay.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Selcom</title><h1>Selcom checkout</h1>' }),
    );
    await retry.click();
    await expect(page).toHaveURL(/^https:\/\/pay\.example\/ATZ/);
    const orderId = new URL(page.url()).pathname.slice(1);
    await gateway.settle(orderId, 'COMPLETED');
    await page.goto(`${base}/payment-status?order=${orderId}`);
    await expect(page.getByRole('status')).toContainText('Payment was successfull paid');

    // One paid payment; the two attempts that timed out are failed and closed, each its own order.
    const payments = await adminServices()
      .db.collection('payments')
      .where('applicationId', '==', application.id)
      .get();
    const statuses = Object.fromEntries(payments.docs.map((doc) => [doc.id, doc.get('status') as string]));
    expect(Object.values(statuses).sort()).toEqual(['failed', 'failed', 'paid']);
    expect(statuses[orderId]).toBe('paid');
    expect((await application.ref.get()).get('paymentStatus')).toBe('paid');
    const orderIds = creates().map((call) => call.fields.order_id);
    expect(new Set(orderIds).size).toBe(3);
    const completed = [...gateway.orders].filter(([, order]) => order.status === 'COMPLETED');
    expect(completed.map(([id]) => id)).toEqual([orderId]);
    // The late order was cancelled before the new one was made: it can no longer be paid.
    expect(gateway.orders.get(lateOrderId)!.status).toBe('CANCEL');
    expect(await gateway.payAtGateway(lateOrderId)).toBe(false);

    // Paying again for the paid application is refused before the gateway is asked.
    await page.goto(`${base}/payment`);
    await page.getByLabel('Mobile money number').fill('0754 123 456');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(failure).toContainText('This application is already paid.');
    expect(creates()).toHaveLength(3);
  });
});
