// The result of an application in the browser: staff hand it back from the detail page, the
// applicant downloads it from Track, and anyone checks it by its code.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfBytes } from '../../support/uploads.ts';
import { expect } from '../fixtures.ts';
import { seriousViolations } from './axe.ts';
import { valueOf } from './detailPage.ts';

/** On the detail page, in English: completes the application with one PDF titled `title`. */
export async function handBackResult(page: Page, title: string) {
  const results = page.getByRole('region', { name: 'Results' });
  await results.getByLabel('Title').fill(title);
  await results.getByLabel('PDF file').setInputFiles({
    name: 'result.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(`${title} ${Math.random()}`),
  });
  expect(await seriousViolations(page)).toEqual([]);
  await results.getByRole('button', { name: 'Complete and hand back' }).click();
  await expect(results).toContainText('The documents were handed back and the applicant was told.');
  await expect(valueOf(page, 'Status')).toHaveText('Completed');
  return results;
}

/**
 * On Track in Kiswahili, once the proof found the application: downloads the document titled
 * `title`, and answers the fingerprint of the bytes received and the code printed beside it.
 */
export async function downloadResult(track: Page, title: string) {
  const documents = track.getByRole('region', { name: 'Hati zako' });
  await expect(documents).toContainText(title);
  await expect(documents.getByRole('img', { name: /Msimbo wa QR/ })).toBeVisible();
  expect(await seriousViolations(track)).toEqual([]);
  const download = track.waitForEvent('download');
  await documents.getByRole('button', { name: 'Pakua' }).click();
  const bytes = readFileSync(await (await download).path());
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  const code = (await documents.locator('.applicant-result-code .reference').textContent())?.trim();
  expect(code).toMatch(/^[A-Z0-9]{12}$/);
  return { fingerprint, code: code! };
}

/**
 * The verification page, in Kiswahili, says what was handed over under `code`, and that the
 * government issued it; the fingerprint waits behind "Maelezo zaidi". Reached as someone without a
 * camera would: the code typed, in small letters, into the box of /verify.
 */
export async function expectVerified(
  page: Page,
  {
    code,
    fingerprint,
    title,
    reference,
  }: { code: string; fingerprint: string; title: string; reference: string },
) {
  await page.goto('/verify');
  await page.getByRole('textbox', { name: 'Namba ya uthibitisho' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Kagua' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
  const facts = page.getByRole('main').locator('dl');
  await expect(facts).toContainText('Hati ya matokeo ya maombi');
  await expect(page.getByRole('main')).toContainText(
    `Apply TZ ilimkabidhi mwombaji hati hii kwa maombi namba ${reference}. Hati yenyewe ilitolewa na halmashauri au wizara`,
  );
  // Staff type a title freely (a name could be in it): the page holding only the code never shows it.
  await expect(facts).not.toContainText(title);
  await expect(facts).toContainText(reference);
  const shownFingerprint = page.getByText(fingerprint);
  await expect(shownFingerprint).toBeHidden();
  await page.getByText('Maelezo zaidi').click();
  await expect(shownFingerprint).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}
