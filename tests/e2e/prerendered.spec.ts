// The public pages come as HTML rendered at build time (scripts/prerender): each in both languages
// is taken over by React as it is (the fixtures fail a test on any console error, and the app logs
// every hydration React had to redo), and a visitor whose language is Kiswahili is sent to the
// Kiswahili page before anything of the English one paints.
import type { Page } from '@playwright/test';
import { FORM_PAGES, PAGE_LANGUAGES, PRERENDERED_PAGES } from '../../scripts/prerender/pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * Before any script of each document: the visitor's saved language, and a note of each document
 * that reached the end of its HTML unhidden (its language) and of the header its HTML had.
 */
async function visitAs(page: Page, lang: 'en' | 'sw') {
  await page.addInitScript((saved) => {
    if (saved === 'sw') localStorage.setItem('lang', 'sw');
    else localStorage.removeItem('lang');
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      const shown = JSON.parse(sessionStorage.getItem('shown') ?? '[]') as string[];
      sessionStorage.setItem('shown', JSON.stringify([...shown, root.hidden ? 'hidden' : root.lang]));
      (window as unknown as { servedHeader?: Element | null }).servedHeader =
        document.querySelector('header');
    });
  }, lang);
}

/** React took over the page's own header (hydrated), rather than drawing a new one. */
const hydratedServedHeader = (page: Page) =>
  page.waitForFunction(() => {
    const header = document.querySelector('header');
    const served = (window as unknown as { servedHeader?: Element | null }).servedHeader;
    return header === served && Object.keys(header ?? {}).some((key) => key.startsWith('__reactFiber$'));
  });

for (const lang of PAGE_LANGUAGES) {
  for (const { path } of PRERENDERED_PAGES) {
    test(`${path} in ${lang === 'en' ? 'English' : 'Kiswahili'}: painted from its HTML, then hydrated as it is`, async ({
      page,
    }) => {
      await visitAs(page, lang);
      // A Kiswahili visitor asks for the English address, as a link would have it.
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-rendered', lang);
      await hydratedServedHeader(page);
      // It takes input once React has taken the screen over, not before.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // No document of the other language reached the screen.
      const shown = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('shown') ?? '[]') as string[],
      );
      expect(shown.filter((entry) => entry !== 'hidden')).toEqual([lang]);
      // The screen goes on working in the browser: its main heading and, on a form, the form.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (FORM_PAGES.some((form) => form.path === path)) {
        await expect(page.locator('form').first()).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
    });
  }
}

test('the footer shows this year, read in the browser once the page is hydrated', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('a signed-in visitor sees their account once the page is hydrated', async ({
  page,
  context,
  baseURL,
}) => {
  const session = { uid: 'prerendered-visitor', email: 'amina@example.com' };
  await context.addCookies([
    { name: 'session', value: encodeURIComponent(JSON.stringify(session)), url: baseURL! },
  ]);
  await page.goto('/track');
  await expect(page.getByText('Signed in as amina@example.com')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
