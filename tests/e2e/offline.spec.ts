// The service worker (vite.pwa.ts) and the outbox (src/lib/outbox.ts): a repeat visit comes from the
// device, the forms work with no network, and what is submitted offline is sent once it returns.
import type { Page } from '@playwright/test';
import { adminServices } from '../support/admin.ts';
import { anyOf, expect, test, unanswered } from './fixtures.ts';
import { fillSingleApplicant } from './support/visaForm.ts';
import { scrollToFormEnd } from './support/formEnd.ts';

// The other specs block service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow' });

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Opens `path`, waits for the worker to have precached everything, and opens it again under it. */
async function visitTwice(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const repeat = await page.goto(path);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return repeat;
}

test('a repeat visit on a slow connection comes from the service worker, which leaves /api to the network', async ({
  page,
  context,
}) => {
  await page.goto('/visa');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A slow 3G phone's connection: 400 kbit/s down, 400 ms round trips.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  page.on('response', (response) =>
    (response.fromServiceWorker() ? fromWorker : fromNetwork).push(new URL(response.url()).pathname),
  );
  const repeat = await page.goto('/visa');
  expect(repeat?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Visa');
  await scrollToFormEnd(page);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  // The page, its scripts and its translations all came from the device.
  expect(fromWorker).toEqual(expect.arrayContaining(['/visa', '/assets/i18n/en.json']));
  expect(fromWorker.some((path) => /^\/static\/VisaForm-[\w-]+\.js$/.test(path))).toBe(true);
  expect(fromNetwork.filter((path) => !path.startsWith('/api/'))).toEqual([]);

  const health = page.waitForResponse((response) => response.url().endsWith('/api/health'));
  await page.evaluate(() => fetch('/api/health').then(() => undefined));
  expect((await health).fromServiceWorker()).toBe(false);
});

test("a Kiswahili visitor's repeat visit opens the form in Kiswahili at its own address", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  // Sent to /sw/visa before anything paints, which the worker answers with the app's shell.
  await visitTwice(page, '/visa');
  await scrollToFormEnd(page);
  await expect(page.getByRole('button', { name: 'Wasilisha' })).toBeVisible();
  // The Kiswahili page's own address, as the language's redirect makes it, under the worker.
  await page.goto('/sw/track');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/track');
  await page.goto('/visa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect(new URL(page.url()).pathname).toBe('/visa');
});

test.describe('offline', () => {
  // Requests the app makes while the test has the network off fail, and the browser says so; so do
  // the worker's for Firebase, which it leaves to the network (a screen preloads it ahead of use).
  test.use({
    allowedConsoleErrors: anyOf(
      unanswered('ERR_INTERNET_DISCONNECTED'),
      /^Failed to load resource: net::ERR_FAILED \[[^\]]*\/static\/firebase-auth-[\w-]+\.js\]$/,
    ),
  });

  test('the app opens with no network, the places load, and Track and My applications say they need it', async ({
    page,
    context,
  }) => {
    await visitTwice(page, '/');
    await context.setOffline(true);
    await page.goto('/business');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Each region's wards are a file of their own, kept by the worker for every region.
    const wards = await page.evaluate(() =>
      fetch('/assets/locations/wards/16.json').then(
        async (answer) => Object.keys(await answer.json()).length,
      ),
    );
    expect(wards).toBeGreaterThan(0);

    await page.goto('/track');
    await expect(page.getByRole('status')).toContainText(
      'Finding an application needs an internet connection.',
    );
    await page.goto('/my-applications');
    await expect(page.getByRole('status')).toContainText(
      'Your applications are read from our service, which needs an internet connection.',
    );
    await page.goto('/payment');
    await expect(page.getByText('Paying needs an internet connection.')).toBeVisible();
  });

  test('a visa submitted offline is kept on the device and sent once, with its documents, when the network returns', async ({
    page,
    context,
  }) => {
    test.slow(); // a long form typed field by field
    const lastName = `Offline${suffix()}`;
    await visitTwice(page, '/visa');
    // The network goes halfway through the form: Submit's code, fetched as typing starts, is in.
    const submitCode = [/\/saveApplication-[^/]+\.js$/, /\/appCheck-[^/]+\.js$/].map((file) =>
      page.waitForResponse(file),
    );
    await page.getByLabel(/^First name/).fill('Amina');
    await Promise.all(submitCode);
    await context.setOffline(true);
    await fillSingleApplicant(page, lastName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Kept on this device and not sent yet. It will be sent when you are back online',
    );

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
    const sent = page.getByText(
      /The application kept on this device has been sent\. Your reference number is VIS-/,
    );
    await expect(sent).toBeVisible();
    const reference = /VIS-[A-Z0-9]{6}/.exec((await sent.textContent()) ?? '')?.[0];
    await expect(page.getByText(reference!).first()).toBeVisible();

    const { db } = adminServices();
    const stored = await db.collection('visaApplications').where('lastName', '==', lastName).get();
    expect(stored.size).toBe(1);
    const record = stored.docs[0]!.data();
    expect(record).toMatchObject({ reference, firstName: 'Amina' });
    expect(record.passportPhoto).toEqual(expect.any(String));

    // Nothing is left to send: the next visit sends nothing again.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await db.collection('visaApplications').where('lastName', '==', lastName).get()).size).toBe(1);
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const opened = indexedDB.open('apply-tz-outbox');
          opened.onerror = () => reject(new Error('no outbox'));
          opened.onsuccess = () => {
            const count = opened.result.transaction('applications').objectStore('applications').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(kept).toBe(0);
  });

  test('an application kept offline still shows after a reload, on the form and on My applications, and the same answers sent again make one application', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000); // the long form, typed twice
    const lastName = `Twice${suffix()}`;
    await visitTwice(page, '/my-applications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/visa');
    // Submit's code, which the worker leaves to the network, is fetched once (and so kept) before
    // the network goes: the page reloaded offline sends with it when the network returns.
    const submitCode = [/\/saveApplication-[^/]+\.js$/, /\/appCheck-[^/]+\.js$/].map((file) =>
      page.waitForResponse(file),
    );
    await page.getByLabel(/^First name/).fill('Amina');
    await Promise.all(submitCode);
    await context.setOffline(true);
    await fillSingleApplicant(page, lastName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText(/kept on this device/i);

    // Reloaded, still offline: the form says what it keeps, in place of an empty form.
    await page.reload();
    const waiting = page.getByRole('status').filter({ hasText: 'Kept on this device and not sent yet' });
    await expect.soft(waiting).toContainText(`Visa application: Amina ${lastName}`);
    await page.goto('/my-applications');
    await expect.soft(waiting).toContainText(`Visa application: Amina ${lastName}`);

    // The same person fills it in again, all of it, and submits.
    await page.goto('/visa');
    await page.getByRole('button', { name: 'Fill in another application' }).click();
    await fillSingleApplicant(page, lastName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(waiting).toContainText(`Visa application: Amina ${lastName}`);
    await expect(waiting.getByRole('listitem')).toHaveCount(1);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
    await expect(page.getByText(/The application kept on this device has been sent\./)).toBeVisible();
    const { db } = adminServices();
    const stored = await db.collection('visaApplications').where('lastName', '==', lastName).get();
    expect(stored.size).toBe(1);
    const received = await db
      .collection('notifications')
      .where('applicationId', '==', stored.docs[0]!.id)
      .where('event', '==', 'received')
      .where('channel', '==', 'sms')
      .get();
    expect(received.size).toBe(1);
    await page.goto('/my-applications');
    await expect(page.getByText(stored.docs[0]!.get('reference') as string)).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });

  test('an application kept on a page that was closed is sent at the next visit, which links to payment', async ({
    page,
    context,
  }) => {
    test.slow(); // a long form typed field by field
    const lastName = `Later${suffix()}`;
    await visitTwice(page, '/visa');
    await context.setOffline(true);
    await fillSingleApplicant(page, lastName);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText('Kept on this device and not sent yet');
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/track');
    await expect(
      next.getByText(/The application kept on this device has been sent\. Your reference number is VIS-/),
    ).toBeVisible({ timeout: 30_000 });
    await expect(next).toHaveURL(/\/track$/);
    await next.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(next).toHaveURL(/\/payment$/);
    const { db } = adminServices();
    expect((await db.collection('visaApplications').where('lastName', '==', lastName).get()).size).toBe(1);
  });
});

test.describe('installing', () => {
  test('the manifest in each language names the agency, its colours and its icons, and Chromium finds nothing against installing', async ({
    page,
    context,
    request,
  }) => {
    await visitTwice(page, '/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    for (const [file, lang, description] of [
      ['/manifest.webmanifest', 'en', /^Apply for a Tanzanian visa/],
      ['/manifest.sw.webmanifest', 'sw', /^Omba viza ya Tanzania/],
    ] as const) {
      const answer = await request.get(file);
      expect(answer.headers()['content-type']).toContain('application/manifest+json');
      expect(answer.headers()['cache-control']).toBe('no-cache');
      const manifest = (await answer.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        lang,
        short_name: 'Apply TZ',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0b5d3b',
      });
      expect(manifest.description).toMatch(description);
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons)
        expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    // The page names the manifest of the reader's language.
    await page.getByLabel('Language').selectOption('sw');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.sw.webmanifest');
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('updating', () => {
  /**
   * Has the browser install the worker again as a new version: the same scope under another script
   * address is one, whatever its bytes. Resolves once it waits, installed, for the page to let it in.
   * (The app registers /sw.js at every start, which under this address is a new version again.)
   */
  async function releaseNewVersion(page: Page) {
    // The app registers once its notices have loaded, after the first screen; the manifest link
    // comes in the same step. Registered later, /sw.js would replace the version released here.
    await expect(page.locator('link[rel="manifest"]')).toBeAttached();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' });
      await new Promise<void>((resolve) => {
        const waiting = () => registration.waiting?.scriptURL.endsWith('?release=next');
        if (waiting()) return resolve();
        const timer = setInterval(() => {
          if (!waiting()) return;
          clearInterval(timer);
          resolve();
        }, 50);
      });
    });
  }

  /**
   * Waits for `reloading`, stopping the page's service workers every half second meanwhile, as a
   * browser stops those with nothing left to do. Chromium lets a version that skips waiting in once
   * the old worker is idle; under the test's debugger the old one at times never says so, and
   * restarts on the page's next request, so a single stop can come too early. The stops end as the
   * reload starts: a worker stopped while it answers the new page's requests would fail them.
   */
  async function stoppingIdleWorkersUntil(page: Page, reloading: Promise<unknown>) {
    let done = false;
    void reloading.then(() => (done = true));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    while (!done) {
      await cdp.send('ServiceWorker.stopAllWorkers').catch(() => undefined);
      await Promise.race([reloading, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    await cdp.detach().catch(() => undefined);
  }

  test('a new version waits while the form holds typed answers, then is offered and reloads the app into it', async ({
    page,
  }) => {
    await visitTwice(page, '/visa');
    const form = page.locator('form.application-form');
    await form.getByLabel('First name').fill('Amina');
    await releaseNewVersion(page);
    // Installed and waiting, but a reload would lose the documents this form may hold.
    const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    // The page hears of the installed worker a moment later: the banner has that moment to show.
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);

    // Leaving the form lets it be offered.
    await page.getByRole('link', { name: /Back to home/ }).click();
    await expect(banner).toBeVisible();
    const reloading = page.waitForRequest((request) => request.isNavigationRequest());
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await stoppingIdleWorkersUntil(page, reloading);
    await reloaded;
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js\?release=next$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with nothing typed, a new version is offered at once', async ({ page }) => {
    await visitTwice(page, '/track');
    await releaseNewVersion(page);
    await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toBeVisible();
  });
});
