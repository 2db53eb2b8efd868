// Staff working through a service's queue at a 1280 × 800 desk (issue 46): an application whose
// applicant has answered opens at the answer, ready to accept; a desk's screen shows ten rows and
// more under the filters.
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { storedApplication, withoutDocuments } from '../support/applications.ts';
import { postJson } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { askForNameAndLease } from './support/asking.ts';
import { signInThroughForm } from './support/staff.ts';
import { seedApplication } from '../support/seededApplications.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

/** A business licence whose applicant has answered staff's request for its name, from Track. */
async function answeredApplication(staff: Awaited<ReturnType<typeof signedInUser>>) {
  const application = await storedApplication('business');
  const requestId = await askForNameAndLease(staff, application.id, [
    { type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' },
  ]);
  const answered = await postJson('/api/requests/answer', {
    proof: application.proof,
    requestId,
    corrections: { bName: 'Amani Traders Ltd' },
    documents: {},
  });
  expect(answered.status).toBe(200);
  return application;
}

test('an answered application opens at the answer, which is accepted without scrolling', async ({ page }) => {
  test.slow(); // sign-in, a request and its answer through the API, a long page
  const staff = await signedInUser('staff');
  const { reference } = await answeredApplication(staff);
  await signInThroughForm(page, staff);
  await page.goto(`/ad/business?q=${reference}`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Applicant answered');

  await row.getByRole('link', { name: 'Manage Applicant' }).click();
  const answer = page.getByRole('region', { name: 'Requests' }).getByRole('article');
  const accept = answer.getByRole('button', { name: 'Accept the answer' });
  await expect(answer).toBeFocused();
  const measured = await page.evaluate(() => ({
    scrolledBy: Math.round(window.scrollY),
    pageHeight: document.documentElement.scrollHeight,
  }));
  console.log(
    `[measure] opened at the answer: the page scrolled itself by ${measured.scrolledBy} px of ${measured.pageHeight} px`,
  );
  // In view as it opens: the second click accepts, with no scrolling by hand.
  await expect(accept).toBeInViewport();
  await accept.click();
  await expect(answer).toContainText(`Accepted by ${staff.email}`);
});

const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** `count` visa applications of one family no other test has, a second apart, newest last. */
async function seedFamily(count: number) {
  const { db } = adminServices();
  const lastName = `Tz${letters(8)}`;
  const batch = db.batch();
  for (let index = 0; index < count; index += 1) {
    seedApplication(
      batch,
      db.collection(APPLICATION_COLLECTIONS.visa).doc(),
      withSearchIndex('visa', {
        ...withoutDocuments('visa', validVisaApplication({ firstName: `Amina${letters(3)}`, lastName })),
        ...newApplicationMeta('visa', { lang: 'en' }),
        createdAt: Timestamp.fromMillis(Date.now() - (count - index) * 1000),
      }),
    );
  }
  await batch.commit();
  return lastName;
}

/** How many of the table's rows are wholly on the screen as it opens. */
const rowsInView = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.application-table tbody tr')).filter(
        (row) => row.getBoundingClientRect().bottom <= window.innerHeight,
      ).length,
  );

test('a desk shows at least ten rows under the filters, whose help is a click away', async ({ page }) => {
  test.slow(); // fourteen applications seeded, a sign-in
  const lastName = await seedFamily(14);
  await signInThroughForm(page, await signedInUser('staff'));
  await page.goto(`/ad/visa?q=${lastName}`);
  const table = page.getByRole('table', { name: 'Visa Applicants' });
  await expect(table.getByRole('row')).toHaveCount(15);
  const shown = await rowsInView(page);
  console.log(`[measure] rows wholly in view at 1280 × 800: ${shown}`);
  await page.screenshot({ path: test.info().outputPath('desk-list.png') });
  expect(shown).toBeGreaterThanOrEqual(10);

  // The search's words are its description, and on the screen after one click.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAccessibleDescription(/^The start of a name or business name/);
  await page.getByText('How the list and the search work').click();
  await expect(page.getByText(/^The start of a name or business name/)).toBeVisible();
  await expect(page.getByText('Newest first.')).toBeVisible();
});

test('the list keeps its page and place: "Back to the list" and the browser\'s Back return to them', async ({
  page,
}) => {
  test.slow(); // forty-four applications seeded, two round trips to an application
  // A second page of twenty rows: long enough to scroll, so that the place kept is not the top.
  const lastName = await seedFamily(44);
  await signInThroughForm(page, await signedInUser('staff'));
  await page.goto(`/ad/visa?q=${lastName}`);
  const table = page.getByRole('table', { name: 'Visa Applicants' });
  await expect(page.getByText('Showing 1–24 of 44')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 25–44 of 44')).toBeVisible();
  await expect(page).toHaveURL(/[?&]after=[^,&]+$/);
  const secondPage = page.url();

  // Down to the last row, and into it.
  const last = table.getByRole('row').last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(0);
  const scrolled = () => page.evaluate(() => Math.round(window.scrollY));

  await last.getByRole('link', { name: 'Manage Applicant' }).click();
  await page.getByRole('link', { name: /Back to the list/ }).click();
  await expect(page).toHaveURL(secondPage);
  await expect(page.getByText('Showing 25–44 of 44')).toBeVisible();
  await expect.poll(scrolled).toBe(left);

  await last.getByRole('link', { name: 'Manage Applicant' }).click();
  await expect(page.getByRole('link', { name: /Back to the list/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(secondPage);
  await expect(page.getByText('Showing 25–44 of 44')).toBeVisible();
  await expect.poll(scrolled).toBe(left);

  // The pages are in the history too: back past the application opened first and the second page,
  // the first page.
  await page.goBack();
  await expect(page.getByRole('link', { name: /Back to the list/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 25–44 of 44')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 1–24 of 44')).toBeVisible();
});
