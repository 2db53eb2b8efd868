// A foreign tourist, in English, with a UK phone and no Tanzanian mobile money: the visa fee is paid
// by card, from the form to the gateway's card page and back to a paid status and its receipt.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { adminServices } from '../support/admin.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { expect, test } from './fixtures.ts';
import { sandboxOrderId, storedPayment } from './support/payment.ts';
import { field, fillSingleApplicant, submitVisa } from './support/visaForm.ts';

test('a tourist with a foreign phone pays the visa fee by card, end to end', async ({ page }) => {
  test.setTimeout(150_000);
  const lastName = `Clarke${Date.now()}`;
  await page.goto('/visa');
  await fillSingleApplicant(page, lastName);
  await field(page, 'Phone number').fill('+44 7700 900123');
  const reference = await submitVisa(page);

  // A foreign number: the card is chosen, and the price has its dollar guide.
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByText('Visa, Mastercard')).toBeVisible();
  const total = page.getByRole('table', { name: 'Fee breakdown' }).locator('tfoot');
  await expect(total).toContainText('Tsh 300,000');
  await expect(page.getByText(/^About US\$ 120\b/)).toBeVisible();
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+447700900123');

  const pay = page.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription(/billing address/);
  const billing = page.getByRole('group', { name: "Your card's billing address" });
  await billing.getByLabel('Address', { exact: true }).fill('221B Baker Street');
  await billing.getByLabel('Town or city').fill('London');
  await billing.getByLabel(/^Postcode or P\.O\. Box/).fill('NW1 6XE');
  await billing.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
  await pay.click();

  // The gateway's card page, then back to a paid status.
  const orderId = await sandboxOrderId(page);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByText('Tsh 300,000')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment-status\?order=/);
  const status = page.getByRole('status');
  await expect(status).toContainText(reference);
  // The spec's words (soft: the receipt below is checked all the same).
  await expect.soft(status).toContainText('Payment was successfull paid');

  // The receipt, at once, for the phone number this tab gave on the form: nothing to type again.
  await expect(status).toContainText('Your receipt is ready.');
  const download = page.waitForEvent('download');
  await status.getByRole('button', { name: 'Download receipt' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  const lines = await pdfTextLines(readFileSync((await receipt.path())!));
  expect(lines.join('\n')).toContain(lastName);
  expect(lines.join('\n')).toContain(reference);

  expect(await storedPayment(orderId)).toMatchObject({
    method: 'card',
    status: 'paid',
    amount: 300_000,
    phone: '447700900123',
    billing: { address: '221B Baker Street', city: 'London', postcode: 'NW1 6XE', country: 'GB' },
  });
  const application = await adminServices()
    .db.collection('visaApplications')
    .where('reference', '==', reference)
    .get();
  expect(application.docs[0]!.get('paymentStatus')).toBe('paid');
});
