// Staff hand back the result and the applicant downloads it: a staff member completes an
// application with a certificate PDF (in English), the applicant finds it on Track in Kiswahili
// with the proof and downloads it, and the verification page states the fingerprint of exactly
// the bytes downloaded.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { storedApplication } from '../support/applications.ts';
import { pdfBytes } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { valueOf } from './support/detailPage.ts';
import { signInThroughForm } from './support/staff.ts';

test.describe('handing back the result', () => {
  let applicant: BrowserContext | undefined;
  test.afterEach(async () => applicant?.close());

  test('staff complete with a certificate; the applicant downloads it on Track; its code checks its fingerprint', async ({
    page,
    browser,
  }) => {
    test.slow(); // sign-in, a long page, a hand-back, a second browser and four axe runs
    const staff = await signedInUser('staff');
    const { id, reference, proof } = await storedApplication('visa', undefined, 'sw');
    await signInThroughForm(page, staff);
    await page.goto(`/ad/viewVisa/${id}`);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toContainText('No document has been handed back yet.');
    await results.getByLabel('Title').fill('Visa grant notice');
    await results.getByLabel('PDF file').setInputFiles({
      name: 'grant.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(`grant notice ${reference}`),
    });
    expect(await seriousViolations(page)).toEqual([]);
    await results.getByRole('button', { name: 'Complete and hand back' }).click();
    await expect(results).toContainText('The documents were handed back and the applicant was told.');
    await expect(valueOf(page, 'Status')).toHaveText('Completed');
    await expect(results).toContainText('The applicant has not downloaded it yet.');
    expect(await seriousViolations(page)).toEqual([]);

    applicant = await browser.newContext({ acceptDownloads: true });
    const track = await applicant.newPage();
    await track.addInitScript(() => localStorage.setItem('lang', 'sw'));
    await track.goto(`/track?reference=${reference}`);
    await track.getByLabel(/^Namba ya simu/).fill(proof.phone);
    await track.getByRole('button', { name: /Tafuta/ }).click();
    const documents = track.getByRole('region', { name: 'Hati zako' });
    await expect(documents).toContainText('Visa grant notice');
    await expect(documents.getByRole('img', { name: /Msimbo wa QR/ })).toBeVisible();
    expect(await seriousViolations(track)).toEqual([]);
    const download = track.waitForEvent('download');
    await documents.getByRole('button', { name: 'Pakua' }).click();
    const bytes = readFileSync(await (await download).path());
    const fingerprint = createHash('sha256').update(bytes).digest('hex');
    const code = (await documents.locator('.applicant-result-code .reference').textContent())?.trim();
    expect(code).toMatch(/^[A-Z0-9]{12}$/);

    await track.goto(`/verify/${code}`);
    const facts = track.getByRole('main').locator('dl');
    await expect(facts).toContainText('Hati ya matokeo ya maombi');
    await expect(facts).toContainText('Visa grant notice');
    await expect(facts).toContainText(reference);
    await expect(facts.locator('.verify-fingerprint')).toHaveText(fingerprint);
    expect(await seriousViolations(track)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Results' })).toContainText(
      'The applicant downloaded it on',
    );
  });
});
