import { SERVICE_PATHS, SERVICES_ORDER, serviceLabels } from '#domain/kinds';
import { answeredWith, expect, test } from './fixtures.ts';
import { adminServices } from '../support/admin.ts';
import { scrollToFormEnd } from './support/formEnd.ts';
import { english } from './support/translations.ts';

test.describe('landing page', () => {
  test('shows the hero, every service, the office, the forms modal and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Visa, TIN, BRELA/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const kind of SERVICES_ORDER) {
      await expect(
        page.getByRole('link', { name: `Apply Now: ${english(serviceLabels(kind).homeTitle)}` }),
      ).toHaveAttribute('href', SERVICE_PATHS[kind].form);
    }
    await expect(page.getByText('Dar es Salaam, Tanzania')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    await page.getByRole('button', { name: 'Start Now' }).click();
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeInViewport();

    await page.getByRole('button', { name: 'Our Forms' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our Forms' });
    await expect(dialog.getByRole('link', { name: 'Visa application' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'BRELA registration' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Apply Now: TIN registration' }).click();
    await expect(page).toHaveURL(/\/tin$/);
    await expect(page.getByRole('heading', { name: 'TIN CERTIFICATE REGISTRATION' })).toBeVisible();
  });

  test('carries the social-sharing tags', async ({ page }) => {
    await page.goto('/');
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /\S/);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /visa/i);
  });

  test('does not download the Firebase SDK until it is needed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('firestore.googleapis.com'))).toEqual([]);
  });

  test('every route of the spec answers with a screen, not an error', async ({ page }) => {
    for (const path of ['/home', '/sign-in', '/visa', '/brela', '/business', '/payment', '/success']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/success');
    await expect(page.getByText('Payment was successfull paid')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('language and feedback journey', () => {
  test('switches to Kiswahili, keeps it after a reload, and sends feedback that is stored', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('sw');
    await expect(page.getByRole('button', { name: 'Anza sasa' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anza sasa' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sw');

    await page.getByRole('button', { name: 'Tuma ujumbe' }).click();
    await expect(page.getByRole('dialog')).toContainText('Sehemu zote zinahitajika.');
    await page.getByRole('button', { name: 'Sawa' }).click();
    // Typed only once the dialog has gone and has given the focus back to the first empty field, as
    // it does a moment after closing: what is typed before then goes nowhere, or into that field.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByLabel('Jina lako')).toBeFocused();

    const message = `Habari, huduma nzuri ${Date.now()}`;
    await page.getByLabel('Jina lako').fill('Neema Kimaro');
    await page.getByLabel('Barua pepe').fill('neema@example.co.tz');
    await page.getByLabel('Ujumbe').fill(message);
    await page.getByRole('button', { name: 'Tuma ujumbe' }).click();
    await expect(page.getByRole('dialog')).toContainText('Ujumbe wako umetumwa.');

    const { db } = adminServices();
    const stored = await db.collection('feedbacks').where('message', '==', message).get();
    expect(stored.size).toBe(1);
    const feedback = stored.docs[0]!.data();
    expect(feedback).toMatchObject({ name: 'Neema Kimaro', email: 'neema@example.co.tz', message });
    expect(Object.keys(feedback).sort()).toEqual(['email', 'message', 'name', 'submittedBy', 'timestamp']);
    expect(Math.abs(feedback.timestamp.toMillis() - Date.now())).toBeLessThan(60_000);
  });
});

test.describe('first load', () => {
  for (const language of ['en', 'sw'] as const) {
    test(`downloads the saved language's translations (${language}) once, with the app's scripts`, async ({
      page,
    }) => {
      await page.addInitScript((saved) => localStorage.setItem('lang', saved), language);
      const translations: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/i18n/')) translations.push(pathname);
      });
      await page.goto('/visa');
      await scrollToFormEnd(page);
      await expect(page.locator('form button[type="submit"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // index.html's preload is the only request: i18next's own fetch took its response.
      expect(translations).toEqual([`/assets/i18n/${language}.json`]);
    });
  }
});

test.describe('new releases', () => {
  // The first request for the screen's script is answered 404 on purpose; the browser logs it.
  test.use({ allowedConsoleErrors: answeredWith(404) });

  test('a screen whose script is gone since a new release loads the new version instead of failing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first request for the visa screen's script fails, as an old build's file would.
    let refused = 0;
    await page.route(/\/static\/VisaForm-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Apply Now: Visa application' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/visa$/);
    await scrollToFormEnd(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(refused).toBe(2);
  });
});
