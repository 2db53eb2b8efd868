// Staff hand back the result and the applicant downloads it: a staff member completes an
// application with a certificate PDF (in English), the applicant finds it on Track in Kiswahili
// with the proof and downloads it, and the verification page states the fingerprint of exactly
// the bytes downloaded.
import type { BrowserContext } from '@playwright/test';
import { storedApplication } from '../support/applications.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { downloadResult, expectVerified, handBackResult } from './support/results.ts';
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
    await handBackResult(page, 'Visa grant notice');
    await expect(results).toContainText('The applicant has not downloaded it yet.');
    expect(await seriousViolations(page)).toEqual([]);

    applicant = await browser.newContext({ acceptDownloads: true });
    const track = await applicant.newPage();
    await track.addInitScript(() => localStorage.setItem('lang', 'sw'));
    await track.goto(`/track?reference=${reference}`);
    await track.getByLabel(/^Namba ya simu/).fill(proof.phone);
    await track.getByRole('button', { name: /Tafuta/ }).click();
    const downloaded = await downloadResult(track, 'Visa grant notice');
    await expectVerified(track, { ...downloaded, title: 'Visa grant notice', reference });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Results' })).toContainText(
      'The applicant downloaded it on',
    );
  });
});
