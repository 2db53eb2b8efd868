// A TIN application for someone who has a TIN: the shortest form, used where a test needs an
// application sent from the browser in Kiswahili.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Fills and submits the form in Kiswahili; answers the reference, on the payment screen. */
export async function submitTinInKiswahili(page: Page, fullName: string, phone: string) {
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await page.goto('/tin');
  await page.getByRole('radio', { name: 'Nina TIN', exact: true }).check();
  await page.getByLabel(/^Jina kamili/).fill(fullName);
  await page.getByLabel(/^Namba ya TIN/).fill('123-456-789');
  await page.getByLabel(/^Namba ya simu/).fill(phone);
  await page.getByRole('button', { name: 'Wasilisha' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('TIN-', { timeout: 30_000 });
  const reference = /TIN-[A-Z0-9]{6}/.exec((await dialog.textContent()) ?? '')![0];
  await dialog.getByRole('button', { name: 'Sawa' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  return reference;
}
