// Nothing strands a payer: a shop owner on a 360 px phone, in Kiswahili, finds the application to pay
// again after a reload or a return in another tab, is offered Pay again once an abandoned visit to
// the gateway has expired, and after a decline is told that no money was taken, what to check, and
// can pay again from the status page in any tab. Once paid, the receipt is offered where it can be.
import type { BrowserContext, Page } from '@playwright/test';
import { adminServices } from '../support/admin.ts';
import { expect, test } from './fixtures.ts';
import { expectKiswahiliOnly } from './support/kiswahili.ts';
import { expireOrder, PHONE_360, sandboxOrderId, storedPayment, suffix } from './support/payment.ts';
import { submitTinInKiswahili } from './support/tinForm.ts';

test.use(PHONE_360);

const PHONE = '0713 987 654';
const PHONE_LABEL = 'Namba ya simu ya kulipia';

/** Another tab of the same browser: it shares the device's sign-in, not the first tab's session. */
async function newTab(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.addInitScript(() => localStorage.setItem('lang', 'sw'));
  return tab;
}

async function applicationPaymentStatus(reference: string) {
  const found = await adminServices()
    .db.collection('tinApplications')
    .where('reference', '==', reference)
    .get();
  return found.docs[0]!.get('paymentStatus') as string;
}

/** Pays on the payment screen with the number on it, approving in the sandbox. */
async function payAndApprove(page: Page) {
  await page.getByRole('button', { name: 'Lipa', exact: true }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('Malipo yako yamepokelewa');
}

test('the payment screen keeps the application through a reload and finds it again in a new tab', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const reference = await submitTinInKiswahili(page, `Neema Kimaro ${suffix()}`, PHONE);
  const total = page.getByRole('table', { name: 'Mchanganuo wa ada' }).locator('tfoot');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(total).toContainText('Tsh 13,000');

  await page.reload();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(total).toContainText('Tsh 13,000');

  // Coming back later in another tab: the device's own applications name it.
  const later = await newTab(context);
  await later.goto('/payment');
  await expect(later.getByText(reference)).toBeVisible();
  await expect(later.getByRole('table', { name: 'Mchanganuo wa ada' }).locator('tfoot')).toContainText(
    'Tsh 13,000',
  );
  await expect(later.getByText('Tsh 200')).toHaveCount(0);
  await expectKiswahiliOnly(later);
  await later.getByLabel(PHONE_LABEL).fill('0754 123 456');
  await payAndApprove(later);
  // A tab that never had the form's answers points to where the receipt is, for that number.
  await expect(later.getByText(/^Pakua risiti yako kwenye Maombi yangu au Fuatilia maombi/)).toBeVisible();
  await expect(later.getByRole('button', { name: 'Pakua risiti' })).toHaveCount(0);
  expect(await applicationPaymentStatus(reference)).toBe('paid');
});

test('a browser that sent nothing is told to find the application with Track, and shows no total', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await page.goto('/payment');
  await expect(page.getByText('Hatukupata maombi ya kulipia kwenye kifaa hiki.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fuatilia maombi yako' })).toHaveAttribute('href', '/track');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/Tsh/)).toHaveCount(0);
  await expectKiswahiliOnly(page);
});

test("a visit to the gateway left unpaid offers Pay again once the gateway's expiry has passed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const reference = await submitTinInKiswahili(page, `Juma Mrisho ${suffix()}`, PHONE);
  await page.getByLabel(PHONE_LABEL).fill(PHONE);
  await page.getByRole('button', { name: 'Lipa', exact: true }).click();
  const abandoned = await sandboxOrderId(page);

  // The payer leaves the gateway's page and comes back to the status page later.
  await page.goto(`/payment-status?order=${abandoned}`);
  const status = page.getByRole('status');
  await expect(status).toContainText('Tunasubiri uthibitisho wa malipo yako kwa simu.');
  await expect(status).toContainText(/utaweza kulipa tena baada ya takriban dakika (59|60)/);
  await expect(page.getByRole('button', { name: 'Lipa tena' })).toHaveCount(0);

  await expireOrder(abandoned);
  await expect(status).toContainText('Ukurasa wa malipo umefungwa', { timeout: 15_000 });
  await expectKiswahiliOnly(page);
  await page.getByRole('button', { name: 'Lipa tena' }).click();

  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByLabel(PHONE_LABEL)).toHaveValue(PHONE);
  await payAndApprove(page);
  // This tab gave the phone number on the form: the receipt needs nothing more.
  await expect(page.getByText('Risiti yako iko tayari.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pakua risiti' })).toBeVisible();
  await expectKiswahiliOnly(page);
  expect(await applicationPaymentStatus(reference)).toBe('paid');
  // The abandoned order was closed before the new one was made.
  expect(await storedPayment(abandoned)).toMatchObject({ status: 'failed', cancelReason: 'cancelled' });
});

test('a decline says no money was taken and what to check, and the status link pays again from any tab', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const reference = await submitTinInKiswahili(page, `Rehema Said ${suffix()}`, PHONE);
  await page.getByLabel(PHONE_LABEL).fill(PHONE);
  await page.getByRole('button', { name: 'Lipa', exact: true }).click();
  const declined = await sandboxOrderId(page);
  await page.getByRole('button', { name: 'Decline' }).click();

  const status = page.getByRole('status');
  await expect(status).toContainText('Malipo hayakufanikiwa.');
  await expect(status).toContainText('Hakuna pesa iliyokatwa.');
  for (const check of ['salio', 'PIN', 'kikomo']) await expect(status).toContainText(check);
  await expectKiswahiliOnly(page);

  // The link to this status page, opened in another tab (as from an SMS or the history).
  const other = await newTab(context);
  await other.goto(`/payment-status?order=${declined}`);
  await expect(other.getByRole('status')).toContainText('Hakuna pesa iliyokatwa.');
  await expect(other.getByText(/rudi kwenye kichupo/)).toHaveCount(0);
  await other.getByRole('button', { name: 'Lipa tena' }).click();
  await expect(other.getByText(reference)).toBeVisible();
  await other.getByLabel(PHONE_LABEL).fill('0754 123 456');
  await payAndApprove(other);
  expect(await applicationPaymentStatus(reference)).toBe('paid');
});
