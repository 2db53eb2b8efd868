// Whoever is handed a receipt checks it: the code printed on the PDF opens /verify/{code}, which
// says in Kiswahili and English what the agency issued, and an unknown code finds nothing.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { PRICES } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { pdfTextLines } from '../support/pdfText.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { submitTinInKiswahili } from './support/tinForm.ts';

const PHONE = '0713 987 654';
const UNKNOWN_CODE = '23456789ABCD';

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Pays in the sandbox, downloads the receipt from Track, and reads the code printed on it. */
async function paidReceiptCode(page: Page, reference: string) {
  await page.getByRole('textbox', { name: /Namba ya simu ya kulipia/ }).fill('0754 123 456');
  await page.getByRole('button', { name: /^Lipa$/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('Malipo yako yamepokelewa');

  await page.goto(`/track?reference=${reference}`);
  await page.getByLabel(/^Namba ya simu/).fill(PHONE);
  await page.getByRole('button', { name: /Tafuta/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Pakua risiti/ }).click();
  const text = (await pdfTextLines(readFileSync(await (await download).path()))).join('\n');
  const code = /Namba ya uthibitisho\s+([A-Z0-9]{12})/.exec(text)?.[1];
  expect(code, text).toBeDefined();
  expect(text).toContain(`/verify/${code}`);
  return code!;
}

test.describe('checking a receipt by its code', () => {
  // The unknown code's 404 is logged by the browser.
  test.use({ allowedConsoleErrors: answeredWith(404) });
  let english: BrowserContext | undefined;
  test.afterEach(async () => english?.close());

  test('the code on the receipt opens its facts in Kiswahili and English; an unknown one finds nothing', async ({
    page,
    browser,
  }) => {
    const fullName = `Mthibitishaji${suffix()}`;
    const reference = await submitTinInKiswahili(page, fullName, PHONE);
    const code = await paidReceiptCode(page, reference);

    await page.goto(`/verify/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kagua hati' })).toBeVisible();
    const facts = page.getByRole('main').locator('dl');
    await expect(facts).toContainText(reference);
    await expect(facts).toContainText(formatTsh(PRICES.tin, 'sw'));
    await expect(facts).toContainText('Risiti ya malipo');
    await expect(page.getByRole('main')).not.toContainText(fullName);
    await expect(page).toHaveTitle(/Kagua hati/);
    expect(await seriousViolations(page)).toEqual([]);

    english = await browser.newContext();
    const reader = await english.newPage();
    await reader.addInitScript(() => localStorage.setItem('lang', 'en'));
    await reader.goto(`/verify/${code}`);
    await expect(reader.getByRole('heading', { level: 1, name: 'Check a document' })).toBeVisible();
    const englishFacts = reader.getByRole('main').locator('dl');
    await expect(englishFacts).toContainText(reference);
    await expect(englishFacts).toContainText(formatTsh(PRICES.tin, 'en'));
    await expect(englishFacts).toContainText('Payment receipt');
    await expect(reader).toHaveTitle(/Check a document/);
    expect(await seriousViolations(reader)).toEqual([]);

    await reader.goto(`/verify/${UNKNOWN_CODE}`);
    await expect(reader.getByRole('alert')).toContainText(
      'We found no document with this verification code. Check each of its 12 letters and digits against the paper',
    );
    // The code is put right in the box, and the receipt is found.
    const box = reader.getByRole('textbox', { name: 'Verification code' });
    await expect(box).toHaveValue(UNKNOWN_CODE);
    await box.fill(code);
    await reader.getByRole('button', { name: 'Check' }).click();
    await expect(reader.getByRole('main').locator('dl')).toContainText(reference);
    expect(await seriousViolations(reader)).toEqual([]);
  });
});
