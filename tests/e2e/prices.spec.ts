// What a service costs is said before anyone starts on its form: on the home page's service cards
// and at the top of each form, in shillings as the rest of the app writes money.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The card of a service on the home page, by its title. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The number of lines the element's text is laid out on. */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.bottom))).size;
  });

test.describe('a tourist, in English', () => {
  test('sees each service’s fee on its card, and the visa fee with its breakdown above the first question', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [title, fee] of [
      ['Visa application', 'Fee: Tsh 300,000'],
      ['BRELA registration', 'Fee: Tsh 55,000'],
      ['TIN registration', 'Fee: Tsh 13,000'],
      ['Business licence', 'Fee: Tsh 80,000'],
    ] as const) {
      await expect(card(page, title)).toContainText(fee);
    }

    await page.getByRole('link', { name: 'Apply Now: Visa application' }).click();
    // The dollar guide beside it follows once the rate is read.
    const fee = page.getByText(/^Fee: Tsh 300,000/);
    await expect(fee).toBeInViewport();
    const firstField = page.locator('form.application-form').getByRole('textbox').first();
    await expect(firstField).toBeVisible();
    expect((await fee.boundingBox())!.y).toBeLessThan((await firstField.boundingBox())!.y);

    await page.getByText('What the fee covers').click();
    const breakdown = page.getByRole('table', { name: 'Fee breakdown' });
    await expect(breakdown.getByRole('row', { name: 'Processing fee Tsh 90,000' })).toBeVisible();
    await expect(breakdown.getByRole('row', { name: 'Form fee Tsh 150,000' })).toBeVisible();
    await expect(breakdown.getByRole('row', { name: 'Government fee and tax Tsh 60,000' })).toBeVisible();
    await expect(breakdown.getByRole('row', { name: 'Total Tsh 300,000' })).toBeVisible();
  });
});

test.describe('a shop owner on a 360 px phone, in Kiswahili', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('sees the fees on the cards and atop the licence form, each amount on one line', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
    await page.goto('/');
    // Measured once the Kiswahili page has replaced the English one and the app has taken it over.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(card(page, 'Usajili wa BRELA')).toContainText('Ada: Tsh 55,000');
    await expect(card(page, 'Leseni ya biashara')).toContainText('Ada: Tsh 80,000');
    for (const amount of await page
      .locator('.service')
      .getByText(/^Tsh [\d,]+$/)
      .all()) {
      expect(await lines(amount)).toBe(1);
    }

    await page.getByRole('link', { name: 'Omba sasa: Leseni ya biashara' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByText('Ada: Tsh 80,000', { exact: true })).toBeInViewport();
    await page.getByText('Ada inalipia nini').click();
    const breakdown = page.getByRole('table', { name: 'Mchanganuo wa ada' });
    await expect(breakdown.getByRole('row', { name: 'Ada ya serikali na kodi Tsh 16,000' })).toBeVisible();
    for (const amount of await breakdown.getByText(/^Tsh [\d,]+$/).all()) {
      expect(await lines(amount)).toBe(1);
    }
  });
});
