// Staff at a desk, in English (issue 26, point 7): the list is a table on a wide screen; two
// unfinished applications of one person (the same phone number) are flagged on the list and on the
// application's page; the message box says which language the applicant reads; a saved status is
// said beside Save; "Back to the list" comes back to the same filters and search; and the CSV keeps
// phone and id numbers as text for Excel.
//
// Applications are seeded under a surname no other run uses, with phone, NIDA and passport numbers
// of their own (the fixtures' are shared by every test's applications, so they match each other).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import type { AppLanguage } from '#domain/kinds';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { withoutDocuments } from '../support/applications.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { signInAs } from './support/staff.ts';
import { seedApplicationNow } from '../support/seededApplications.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const digits = (length: number) =>
  Array.from({ length }, () => String(Math.floor(Math.random() * 10))).join('');

type Person = { firstName: string; phone: string; nationId: string; lang?: AppLanguage };

/** A visa application as the API stores one (with its search index), `secondsAgo` old. */
async function seedVisa(lastName: string, person: Person, secondsAgo: number) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATION_COLLECTIONS.visa).doc();
  const meta = newApplicationMeta('visa', { lang: person.lang ?? 'en' });
  await seedApplicationNow(
    ref,
    withSearchIndex('visa', {
      ...withoutDocuments(
        'visa',
        validVisaApplication({
          firstName: person.firstName,
          lastName,
          phone: person.phone,
          nationId: person.nationId,
        }),
      ),
      // A passport number of its own, for when the visa's identity counts it.
      passportNumber: `TZ${digits(7)}`,
      ...meta,
      createdAt: Timestamp.fromMillis(Date.now() - secondsAgo * 1000),
    }),
  );
  return { id: ref.id, reference: meta.reference, ...person };
}

const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });

/** Whether two boxes share a line: one's vertical middle lies within the other. */
async function onOneLine(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return false;
  const middle = first.y + first.height / 2;
  return middle > second.y && middle < second.y + second.height;
}

async function downloadCsv(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return (await readFile((await file.path())!)).toString('utf8');
}

test('staff at a desk: a table, duplicates flagged, the saved status beside Save, and back to the same list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lastName = `Tz${letters(8)}`;
  const sharedPhone = `+2557${digits(8)}`;
  // Amina and Baraka gave one phone number; Chausiku is somebody else.
  const amina = await seedVisa(
    lastName,
    { firstName: 'Amina', phone: sharedPhone, nationId: digits(9), lang: 'sw' },
    3,
  );
  const baraka = await seedVisa(
    lastName,
    { firstName: 'Baraka', phone: sharedPhone, nationId: digits(9) },
    2,
  );
  const chausiku = await seedVisa(
    lastName,
    { firstName: 'Chausiku', phone: `+2556${digits(8)}`, nationId: digits(9) },
    1,
  );

  await signInAs(page, 'staff');
  await page.goto('/ad/visa');
  await expect(page).toHaveTitle('Visa Applicants · Apply TZ');
  await page.getByLabel('Show').selectOption({ label: 'All applications' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Submitted' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const listAddress = new RegExp(`/ad/visa\\?view=all&status=submitted&q=${lastName}$`);
  await expect(page).toHaveURL(listAddress);

  // A wide screen shows a table, a row each, in view without scrolling; no cards.
  const table = page.getByRole('table', { name: 'Visa Applicants' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('article')).toHaveCount(0);
  const lastRow = await rowOf(table, 'Amina').boundingBox();
  expect(lastRow!.y + lastRow!.height).toBeLessThan(800);
  await expect(table.getByRole('columnheader')).toContainText(['Name', 'Phone or ID', 'Reference', 'Status']);

  // The two with one phone number are flagged; the third is not.
  for (const { firstName } of [amina, baraka]) {
    await expect(rowOf(table, firstName)).toContainText('Possible duplicate');
  }
  await expect(rowOf(table, 'Baraka').getByText('Possible duplicate')).toBeVisible();
  await expect(rowOf(table, chausiku.firstName)).not.toContainText('Possible duplicate');
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV keeps the phone numbers as text for Excel.
  const csv = await downloadCsv(page);
  expect(csv).toContain(`"=""${sharedPhone}"""`);
  expect(csv).toContain(`"=""${chausiku.nationId}"""`);
  expect(csv).not.toContain(`'${sharedPhone}`);

  await rowOf(table, 'Amina').getByRole('link', { name: 'Manage Applicant' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Amina .*${lastName}$`) }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${amina.reference}.* · Apply TZ$`));

  // The application's page names the other one, and why.
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(duplicates).toContainText('Phone number');
  await expect(duplicates.getByRole('link', { name: baraka.reference })).toBeVisible();

  // The applicant reads Kiswahili: the message box says so, and asks for Kiswahili.
  const message = page.getByLabel('Message to the applicant');
  await expect(message).toHaveAccessibleDescription(/The applicant reads Kiswahili/);
  await expect(page.getByText('Write it in Kiswahili', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('New status').selectOption({ label: 'In review' });
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Status saved: In review' });
  await expect(saved).toBeVisible();
  expect(await onOneLine(saved, page.getByRole('button', { name: 'Save' }))).toBe(true);

  // Back to the same filters and search; Amina is no longer "Submitted", so she has left it.
  await page.getByRole('link', { name: /Back to the list/ }).click();
  await expect(page).toHaveURL(listAddress);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(lastName);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('submitted');
  await expect(table.getByRole('row')).toHaveCount(3);
  // Amina, in review, is still unfinished: Baraka stays flagged.
  await expect(rowOf(table, 'Baraka')).toContainText('Possible duplicate');
});
