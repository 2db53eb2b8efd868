// The language follows the applicant (issue 26, point 5): a shop owner who applied in Kiswahili
// follows the link in their SMS on a 360 px phone that has never opened the app, and Track opens in
// Kiswahili (its title too) and stays in Kiswahili afterwards, as if they had chosen it.
import type { Page } from '@playwright/test';
import { submittedApplication } from '../support/applications.ts';
import { expect, test } from './fixtures.ts';
import { expectKiswahiliOnly } from './support/kiswahili.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The SMS sent about one application, once the dispatcher has put it in the sandbox outbox. */
async function textAbout(page: Page, reference: string) {
  const message = page.getByRole('listitem').filter({ hasText: reference });
  await expect(async () => {
    await page.goto('/api/sandbox/outbox');
    await expect(message).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return message;
}

test('a Kiswahili applicant follows the SMS link and Track opens, and stays, in Kiswahili', async ({
  page,
}) => {
  const { reference, proof } = await submittedApplication('tin', { lang: 'sw' });
  const sms = await textAbout(page, reference);
  await expect(sms).toContainText('tumepokea maombi yako');
  const link = sms.getByRole('link');
  await expect(link).toHaveAttribute('href', new RegExp(`/track\\?reference=${reference}&lang=sw$`));

  await link.click();
  // The language is applied and remembered; the address keeps only what the page needs.
  await expect(page).toHaveURL(new RegExp(`/track\\?reference=${reference}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page).toHaveTitle('Fuatilia maombi · Apply TZ');
  await expect(page.getByLabel(/^Namba ya kumbukumbu/)).toHaveValue(reference);
  await expect(page.getByLabel('Lugha')).toHaveValue('sw');
  await expectKiswahiliOnly(page);

  await page.getByLabel(/^Namba ya simu/).fill(proof.phone);
  await page.getByRole('button', { name: /Tafuta/ }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expectKiswahiliOnly(page);

  // Another page, later, without the link: still Kiswahili, since it is now the visitor's choice.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('link', { name: 'Omba sasa' }).first()).toBeVisible();
  await expect(page).not.toHaveTitle(/Visa, TIN, BRELA and business licence applications/);
});
