// Applicants type what they like, and the records are public writes: markup stored in any field must
// reach staff as the characters typed, on the cards, the detail page and the printout, never as HTML.
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { validBusinessApplication, validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { adminServices } from '../support/admin.ts';
import { withoutDocuments } from '../support/applications.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './support/staff.ts';
import { seedApplicationNow } from '../support/seededApplications.ts';

const IMAGE = '<img src=x onerror="window.__injected=1">';
const SCRIPT = '<script>window.__injected=2</script>';
const BOLD = '<b>bold</b> & "quoted"';

/** Nothing the markup could have created or run. */
async function expectNothingInjected(page: Page) {
  await expect(page.locator('main img[src="x"], main b, main script')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined();
}

test('markup in a visa application shows as text on the card, the detail page and the printout', async ({
  page,
}) => {
  const { db } = adminServices();
  const meta = newApplicationMeta('visa', { lang: 'en' });
  const ref = await seedApplicationNow(db.collection(APPLICATION_COLLECTIONS.visa).doc(), {
    ...withoutDocuments(
      'visa',
      validVisaApplication({ firstName: IMAGE, middleName: '', lastName: SCRIPT, residance: BOLD }),
    ),
    ...meta,
    createdAt: Timestamp.now(),
  });
  await signInAs(page, 'staff');

  await page.goto(`/ad/visa?q=${meta.reference}`);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText(`${IMAGE} ${SCRIPT}`);
  await expectNothingInjected(page);

  await card.getByRole('link', { name: 'Manage Applicant' }).click();
  await expect(page).toHaveURL(new RegExp(`/ad/viewVisa/${ref.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(IMAGE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SCRIPT);
  await expect(page.locator('main')).toContainText(BOLD);
  await expectNothingInjected(page);

  await page.emulateMedia({ media: 'print' });
  const text = (await pdfTextLines(await page.pdf({ preferCSSPageSize: true }))).join('\n');
  expect(text).toContain('<img src=x');
  expect(text).toContain('<script>');
  expect(text).toContain('<b>bold</b>');
});

test('markup in a business application shows as text on its card and detail page', async ({ page }) => {
  const { db } = adminServices();
  const meta = newApplicationMeta('business', { lang: 'en' });
  await seedApplicationNow(db.collection(APPLICATION_COLLECTIONS.business).doc(), {
    ...validBusinessApplication({ Fname: SCRIPT, bName: `${IMAGE} Traders` }),
    ...meta,
    createdAt: Timestamp.now(),
  });
  await signInAs(page, 'staff');

  await page.goto(`/ad/business?q=${meta.reference}`);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toContainText(SCRIPT);
  await expectNothingInjected(page);

  await card.getByRole('link', { name: 'Manage Applicant' }).click();
  await expect(page.locator('main')).toContainText(`${IMAGE} Traders`);
  await expectNothingInjected(page);
});
