// The staff list and an application's page do not move once painted (CLS 0, as `npm run bench`
// measures them with Lighthouse's desktop preset): every layout shift while they load is recorded
// by a PerformanceObserver, on a desk's screen, with the scrollbar shown as a desktop shows it.
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { storedApplication } from '../support/applications.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { signInThroughForm } from './support/staff.ts';

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

test('the staff list and an application do not move while they load', async ({ page }) => {
  const staff = await signedInUser('staff');
  // Two rows of cards: more than a screenful, so the page grows a scrollbar once the list arrives.
  const applications = await Promise.all(Array.from({ length: 6 }, () => storedApplication('visa')));
  await signInThroughForm(page, staff);
  await recordShifts(page);

  await page.goto('/ad/visa?view=all');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The total comes after the page of cards.
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/ of /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  expect(await shiftsOn(page)).toEqual([]);

  await page.goto(`/ad/viewVisa/${applications[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Wanjiru Otieno');
  // Every section has had its answer.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(page.getByText('Nothing has been recorded for this application yet.')).toBeVisible();
  expect(await shiftsOn(page)).toEqual([]);
});
