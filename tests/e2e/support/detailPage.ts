// The staff detail page, as the browser tests read it.
import type { Page } from '@playwright/test';

/** The value shown beside a label on the detail page. */
export const valueOf = (page: Page, label: string) =>
  page
    .locator('.detail-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** From the next page load on, the browser's print calls are counted instead of opening a dialog. */
export async function countPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { prints?: number };
      counted.prints = (counted.prints ?? 0) + 1;
    };
  });
}

/** How many times the page has called print since `countPrints`. */
export const printsCounted = (page: Page) =>
  page.evaluate(() => (window as unknown as { prints?: number }).prints ?? 0);

/**
 * The tab the next document button opens, and the address it was given: a browser with a PDF
 * viewer shows the blob there; one without (Chromium's headless shell, which the suite runs) saves
 * it from that tab. Call it before the click. The tab's listeners are in place the moment it opens,
 * so a download that starts at once is seen too.
 */
export const nextOpenedDocument = (page: Page) =>
  new Promise<{ tab: Page; address: Promise<string> }>((resolve) =>
    page.once('popup', (tab) =>
      resolve({
        tab,
        address: Promise.any([
          tab.waitForEvent('download').then((download) => download.url()),
          tab.waitForURL(/^blob:/).then(() => tab.url()),
        ]),
      }),
    ),
  );
