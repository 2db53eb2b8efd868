// The staff list and an application's page do not move once painted (CLS 0, as `npm run bench`
// measures them with Lighthouse's desktop preset): every layout shift while they load is recorded
// by a PerformanceObserver, on a desk's screen, with the scrollbar shown as a desktop shows it.
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { storedApplication, withoutDocuments } from '../support/applications.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { signInThroughForm } from './support/staff.ts';
import { seedApplicationNow } from '../support/seededApplications.ts';

test.use({
  viewport: { width: 1350, height: 940 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  // Headless Chromium hides scrollbars unless told not to; one appearing would move the page.
  launchOptions: {
    ...config.projects?.[0]?.use?.launchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

type Shift = { value: number; sources: string[] };

/** Records every layout shift on the pages `page` opens from now on, with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return 'a node no longer in the page';
      const classes = Array.from(element.classList, (name) => `.${name}`).join('');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    };
    type LayoutShift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

/**
 * Two visa applications, the newest, by one person (one phone number), indexed as the API writes
 * them: the list flags both as possible duplicates once its checks answer, after the rows.
 */
async function twoByOnePerson() {
  const { db } = adminServices();
  const phone = `+2557${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const ids: string[] = [];
  for (const firstName of ['Rehema', 'Rehema']) {
    const ref = db.collection(APPLICATION_COLLECTIONS.visa).doc();
    await seedApplicationNow(
      ref,
      withSearchIndex('visa', {
        ...withoutDocuments(
          'visa',
          validVisaApplication({ firstName, phone, nationId: String(Math.floor(Math.random() * 1e9)) }),
        ),
        ...newApplicationMeta('visa', { lang: 'en' }),
        createdAt: Timestamp.now(),
      }),
    );
    ids.push(ref.id);
  }
  return ids;
}

test('the staff list and an application do not move while they load', async ({ page }) => {
  const staff = await signedInUser('staff');
  // More than a screenful of rows, so the page grows a scrollbar once the list arrives.
  await Promise.all(Array.from({ length: 6 }, () => storedApplication('visa')));
  const [duplicate] = await twoByOnePerson();
  await signInThroughForm(page, staff);
  await recordShifts(page);

  await page.goto('/ad/visa?view=all');
  const table = page.getByRole('table', { name: 'Visa Applicants' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The total comes after the page of rows, and the duplicate flags after that.
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/ of /)).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: 'Rehema' }).getByText('Possible duplicate'),
  ).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  expect(await shiftsOn(page)).toEqual([]);

  // An application with a possible duplicate: the page shows with its flag, nothing moves after.
  await page.goto(`/ad/viewVisa/${duplicate}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rehema Wanjiru Otieno');
  await expect(page.getByRole('region', { name: 'Possible duplicates' })).toBeVisible();
  // Every section has had its answer.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(page.getByText('Nothing has been recorded for this application yet.')).toBeVisible();
  expect(await shiftsOn(page)).toEqual([]);
});
