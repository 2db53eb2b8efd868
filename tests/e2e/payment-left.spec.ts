// A card checkout the payer left unpaid strands nobody: a tourist who goes Back from the gateway's
// card page is offered Pay now at once wherever the application is shown (My applications, Track,
// the agent's My clients), and paying again pays once: the order left open is closed first.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { adminServices } from '../support/admin.ts';
import { signedInAgent } from '../support/agents.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { sandboxOrderId, storedPayment, suffix } from './support/payment.ts';
import { field, fillSingleApplicant, submitVisa } from './support/visaForm.ts';

const PHONE = '+44 7700 900123';

async function fillBilling(page: Page) {
  const billing = page.getByRole('group', { name: "Your card's billing address" });
  await billing.getByLabel('Address', { exact: true }).fill('221B Baker Street');
  await billing.getByLabel('Town or city').fill('London');
  await billing.getByLabel('Country').selectOption({ label: 'United Kingdom' });
}

async function inNewContext(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

// The order left open is tried on the gateway's page once it was closed: the gateway refuses (409).
test.use({ allowedConsoleErrors: answeredWith(409) });

test('a card payment left with Back offers Pay now at once everywhere, and paying again pays once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const agent = await signedInAgent(`AGT-${randomUUID().slice(0, 6).toUpperCase()}`);
  const lastName = `Clarke${suffix()}`;
  await page.goto('/visa');
  await fillSingleApplicant(page, lastName);
  await field(page, 'Phone number').fill(PHONE);
  await field(page, 'For Agents Only').fill(agent.aan);
  const reference = await submitVisa(page);
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const left = await sandboxOrderId(page);

  // The tourist changes their mind on the gateway's page and goes Back without paying.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment$/);
  // The payment screen says what became of it (soft: the places below are checked all the same).
  await expect.soft(page.getByText('You left the card payment page without paying.')).toBeVisible();

  await page.goto('/my-applications');
  const mine = page.getByRole('article').filter({ hasText: reference });
  await expect(mine.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(mine.getByText('Your payment is being confirmed')).toHaveCount(0);

  // From another device, with the reference and the phone number.
  await inNewContext(browser, async (other) => {
    await other.goto('/track');
    await other.getByLabel('Reference number').fill(reference);
    await other.getByLabel('Phone number').fill(PHONE);
    await other.getByRole('button', { name: 'Find my application' }).click();
    await expect(other.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  // The agent whose number the application carries sees it among the clients to pay for.
  await inNewContext(browser, async (desk) => {
    await desk.goto('/login');
    await desk.getByLabel('Email').fill(agent.email);
    await desk.getByLabel('Password').fill(agent.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const client = desk.getByRole('article').filter({ hasText: reference });
    await expect(client.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'To pay (1)' })).toBeVisible();
  });

  // Paying again: the order left open is closed before the new one is made.
  await mine.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Phone number', { exact: true }).fill(PHONE);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const paid = await sandboxOrderId(page);
  expect(paid).not.toBe(left);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText(reference);
  await expect(page.getByRole('status')).toContainText('Payment was successfull paid');

  // Forward again to the page left open: the gateway no longer takes a payment for it.
  await page.goto(`/api/sandbox/checkout/${left}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('This sandbox order is closed already.')).toBeVisible();

  expect(await storedPayment(left)).toMatchObject({ status: 'failed', cancelReason: 'cancelled' });
  const { db } = adminServices();
  const application = await db.collection('visaApplications').where('reference', '==', reference).get();
  const attempts = await db
    .collection('payments')
    .where('applicationId', '==', application.docs[0]!.id)
    .get();
  expect(
    attempts.docs.filter((attempt) => attempt.get('status') === 'paid').map((attempt) => attempt.id),
  ).toEqual([paid]);
  expect(application.docs[0]!.get('paymentStatus')).toBe('paid');
});

test("the gateway's cancel link brings a card payer back to the status page, which offers Pay again at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/visa');
  await fillSingleApplicant(page, `Clarke${suffix()}`);
  await field(page, 'Phone number').fill(PHONE);
  const reference = await submitVisa(page);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await sandboxOrderId(page);

  await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/payment-status\?order=/);
  const status = page.getByRole('status');
  await expect(status).toContainText('You left the card payment page without paying.');
  await expect(status).not.toContainText('you can pay again in about');
  await status.getByRole('button', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/payment\?reference=/);
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});
