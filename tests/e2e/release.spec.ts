// What a release does to pages and service workers of the one before: two builds that differ in the
// code Submit loads, a site the second is deployed to under an open page of the first (every file
// replaced, as Firebase Hosting does), and a Submit after the deploy that goes through once.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { carryRelease } from '../../ops/release/carryRelease.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { pdfBytes } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';
import {
  buildTwoReleases,
  startReleaseSite,
  type Releases,
  type ReleaseSite,
} from '../support/releaseSite.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { askForNameAndLease } from './support/asking.ts';
import {
  choose,
  fillApplicant,
  fillSingleApplicant,
  fillTripAndEmergency,
  submitVisa,
} from './support/visaForm.ts';

const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let releases: Releases;
let site: ReleaseSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  releases = await buildTwoReleases();
  site = await startReleaseSite(process.env.E2E_BASE_URL!);
});

test.afterAll(async () => {
  await site?.close();
  releases?.remove();
});

/**
 * Deploys the second release as `npm run release:carry` prepares it (the live release's files kept
 * beside the new ones), or, `carried: false`, as a deploy without that step would.
 */
async function deploySecond({ carried }: { carried: boolean }) {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'deploy-')), 'dist');
  cpSync(releases.second, dist, { recursive: true });
  if (carried) await carryRelease({ distDir: dist, site: site.url });
  site.deploy(dist);
}

/**
 * The release the page runs: the address of its entry script, which differs between the two (a
 * pre-rendered page names it on its root element, the shell in its script tag).
 */
const entryScript = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.dataset.entry ??
      document.querySelector('script[type="module"][src]')?.getAttribute('src'),
  );

async function storedVisas(lastName: string) {
  const { db } = adminServices();
  return (await db.collection('visaApplications').where('lastName', '==', lastName).get()).docs.map((doc) =>
    doc.data(),
  );
}

/**
 * Opens `path` under the first release, with its service worker in control when `worker`, and
 * waits for the app to run there: the manifest link is the app's, added once its notices load.
 */
async function openFirstRelease(page: Page, address: string, { worker }: { worker: boolean }) {
  site.deploy(releases.first);
  await page.goto(`${site.url}${address}`);
  if (worker) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${site.url}${address}`);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }
  await expect(page.locator('link[rel="manifest"]')).toBeAttached();
}

for (const worker of [true, false]) {
  const who = worker
    ? 'a page under the service worker of the release before'
    : 'a page opened before the release, with no service worker';

  test.describe(who, () => {
    test.use({ serviceWorkers: worker ? 'allow' : 'block' });

    test('submits a visa typed before and after the deploy, once, with its documents', async ({ page }) => {
      test.slow(); // a long form typed field by field, on two releases
      const lastName = `Release${suffix()}`;
      await openFirstRelease(page, '/visa', { worker });
      const before = await entryScript(page);
      expect(before).toBeDefined();
      await fillApplicant(page, lastName);
      await deploySecond({ carried: true });

      await choose(page, 'Single');
      await choose(page, 'No');
      await fillTripAndEmergency(page);
      const reference = await submitVisa(page);
      // The page stayed on the release it opened with, whose chunks the site still serves.
      expect(await entryScript(page)).toBe(before);
      const stored = await storedVisas(lastName);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ reference, passportPhoto: expect.any(String) });

      // The payment screen, of the same release, pays once.
      await page.getByRole('radio', { name: 'Mobile money' }).check();
      await page.getByLabel('Mobile money number').fill('0754 123 456');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('status')).toContainText('Payment was successfull paid');
      const payments = await adminServices()
        .db.collection('payments')
        .where('reference', '==', reference)
        .get();
      expect(payments.docs.map((payment) => payment.get('status'))).toEqual(['paid']);
    });

    test('answers what staff asked, on Track opened before the deploy, once', async ({ page }) => {
      const staff = await signedInUser('staff');
      const { id, proof } = await storedApplication('business');
      await askForNameAndLease(staff, id);
      await openFirstRelease(page, `/track?reference=${proof.reference}`, { worker });
      await page.getByLabel('Phone number').fill(proof.phone);
      await page.getByRole('button', { name: 'Find my application' }).click();
      const asked = page.getByRole('region', { name: 'What we need from you' });
      await asked.getByLabel('Business name').fill('Amani Traders Ltd');
      await deploySecond({ carried: true });

      await asked
        .getByLabel('Signed lease')
        .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: pdfBytes('lease') });
      await asked.getByRole('button', { name: 'Send answer' }).click();
      await expect(page.getByRole('region', { name: 'Answer sent: we will tell you by SMS' })).toBeVisible();
      const requests = await adminServices().db.collection('requests').where('applicationId', '==', id).get();
      expect(requests.docs.map((request) => request.get('state'))).toEqual(['answered']);
    });

    test.describe('when the earlier release was not carried', () => {
      // The chunks of the first release are gone: the browser logs each one it asked for.
      test.use({ allowedConsoleErrors: answeredWith(404) });

      test('a visa opened before the deploy and submitted after it moves to the new release and is sent once', async ({
        page,
      }) => {
        test.slow();
        const lastName = `Moved${suffix()}`;
        await openFirstRelease(page, '/visa', { worker });
        const before = await entryScript(page);
        await deploySecond({ carried: false });

        await fillSingleApplicant(page, lastName);
        await page.getByRole('button', { name: 'Submit' }).click();
        const sent = page.getByText(
          /The application kept on this device has been sent\. Your reference number is VIS-/,
        );
        await expect(sent).toBeVisible({ timeout: 45_000 });
        await expect(page).toHaveURL(/\/payment$/);
        expect(await entryScript(page)).not.toBe(before);
        const stored = await storedVisas(lastName);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ firstName: 'Amina', passportPhoto: expect.any(String) });
      });
    });
  });
}

test.describe('a pre-rendered page whose app is gone by the time it asks for it', () => {
  // The first release's entry script, asked for after the deploy, is gone.
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: answeredWith(404) });

  test('reloads into the new release, which runs', async ({ page }) => {
    site.deploy(releases.first);
    const firstEntry = /data-entry="([^"]+)"/.exec(
      readFileSync(path.join(releases.first, 'visa.html'), 'utf8'),
    )?.[1];
    let deployed = false;
    // The page has painted and starts its app just as the deploy lands.
    await page.route('**/static/index-*.js', async (route) => {
      if (!deployed) {
        deployed = true;
        await deploySecond({ carried: false });
      }
      await route.continue();
    });
    await page.goto(`${site.url}/visa`);
    await expect(page.locator('link[rel="manifest"]')).toBeAttached();
    const entry = await entryScript(page);
    expect(entry).toBeDefined();
    expect(entry).not.toBe(firstEntry);
    await page.getByLabel(/^First name/).fill('Amina');
    await expect(page.getByLabel(/^First name/)).toHaveValue('Amina');
  });
});
