import type { Page } from '@playwright/test';
import { DUPLICATE_KEYS_FIELD } from '#domain/duplicates';
import { SEARCH_INDEX_FIELD } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { photoFile } from '../support/uploads.ts';
import { API_URL } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test, unanswered } from './fixtures.ts';
import { expectKiswahiliOnly } from './support/kiswahili.ts';
import {
  answers,
  CONTRACT,
  contractInput,
  expectEverythingFilled,
  fillEverything,
  fillEverythingByName,
  PLACE,
  select,
  textbox,
} from './support/businessForm.ts';
import { ensureAgent } from '../support/agents.ts';
import { scrollToFormEnd } from './support/formEnd.ts';

// The agent numbers these forms are filled in with belong to active agents.
test.beforeAll(async () => {
  await ensureAgent('AG-0042');
});

const COLLECTION = 'businessApplication';
/** Where the form sends an application to be saved. */
const SAVE = '**/api/applications/business';
const API = process.env.E2E_BASE_URL ?? API_URL;

async function storedWithName(bName: string) {
  const { db } = adminServices();
  const snapshot = await db.collection(COLLECTION).where('bName', '==', bName).get();
  // The search index and duplicate keys are the server's additions, not what was typed
  // (tests/api/searchIndex.test.ts, tests/api/duplicates.test.ts).
  return snapshot.docs.map((doc) => {
    const { [SEARCH_INDEX_FIELD]: _index, [DUPLICATE_KEYS_FIELD]: _keys, ...record } = doc.data();
    return { id: doc.id, ...record } as Record<string, unknown>;
  });
}

/** Records every request that would store something: an upload or a save. */
function watchWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/uploads') || url.includes('/api/applications/')) writes.push(url);
  });
  return writes;
}

test.describe('a shop owner on a small phone, in Kiswahili', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('photographs the lease page by page and sends the photos with the application', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
    const typed = answers();
    await page.goto('/business');
    await expect(page.getByRole('heading', { level: 1, name: 'Maombi ya leseni ya biashara' })).toBeVisible();
    await fillEverythingByName(page, typed);

    const lease = page.getByLabel('Mkataba na mwenye nyumba', { exact: true });
    await expect(lease).toHaveAccessibleDescription(/PDF moja, au picha ya kila ukurasa/);
    const pages = [photoFile('ukurasa wa 1.jpg'), photoFile('ukurasa wa 2.jpg')];
    await lease.setInputFiles(pages);
    await expect(page.getByText('Umechagua: ukurasa wa 1.jpg, ukurasa wa 2.jpg')).toBeVisible();
    await expectKiswahiliOnly(page);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Wasilisha' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Maombi yako ya leseni ya biashara yamewasilishwa kwa mafanikio!', {
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Sawa' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    const [stored] = await storedWithName(typed.bName);
    expect(stored).toMatchObject({ lang: 'sw', bName: typed.bName });
    const { lordAttach } = stored!;
    expect(lordAttach).toEqual([
      expect.stringMatching(/^business-licenses\/[0-9a-f]{32}\.jpg$/),
      expect.stringMatching(/^business-licenses\/[0-9a-f]{32}\.jpg$/),
    ]);
    // Each page is the photo taken, served to staff as a JPEG.
    const staff = await signedInUser('staff');
    for (const [index, path] of (lordAttach as string[]).entries()) {
      const download = await fetch(`${API}/api/files/${path}`, {
        headers: { Authorization: `Bearer ${staff.idToken}` },
      });
      expect(download.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await download.arrayBuffer()).equals(pages[index]!.buffer)).toBe(true);
    }
  });
});

test.describe('business licence form', () => {
  test('submits every answer and the landlord contract, stores them and goes to payment', async ({
    page,
  }) => {
    const typed = answers();
    await page.goto('/business');
    await expect(page.getByRole('heading', { level: 1, name: 'Business licence application' })).toBeVisible();
    await fillEverything(page, typed);
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Business License submitted successfully!', { timeout: 15_000 });
    const reference = /BIZ-[A-Z0-9]{6}/.exec((await dialog.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    const stored = await storedWithName(typed.bName);
    expect(stored).toHaveLength(1);
    const { id, createdAt, lordAttach, ...fields } = stored[0]!;
    expect(id).toMatch(/\S/);
    expect(fields).toEqual({
      ...typed,
      // Stored the way the domain schema normalises them: NIDA digits only, phones compact.
      Nida: '19821103121040000317',
      Phone: '0689112233',
      MPhone: '+255655443322',
      ...PLACE,
      reference,
      status: 'submitted',
      paymentStatus: 'unpaid',
      // The anonymous user this browser submitted as.
      submittedBy: expect.any(String),
      lang: 'en',
      // Nobody has it yet: staff take it (decision 0020).
      assignee: null,
    });
    expect(Math.abs((createdAt as { toMillis(): number }).toMillis() - Date.now())).toBeLessThan(120_000);
    expect(lordAttach).toMatch(/^business-licenses\/[0-9a-f]{32}\.pdf$/);

    const staff = await signedInUser('staff');
    const download = await fetch(`${API}/api/files/${lordAttach as string}`, {
      headers: { Authorization: `Bearer ${staff.idToken}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(CONTRACT)).toBe(true);

    const anonymous = await fetch(`${API}/api/files/${lordAttach as string}`);
    expect(anonymous.status).toBe(401);
  });

  test('an empty submit stores nothing and shows what is missing', async ({ page }) => {
    const writes = watchWrites(page);
    await page.goto('/business');
    await scrollToFormEnd(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Please fill in all required fields');
    await dialog.getByRole('button', { name: 'OK' }).click();
    for (const label of ['NIDA number', 'First name', 'Last name', 'Business name', 'Street']) {
      await expect(textbox(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(select(page, 'Region')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(textbox(page, 'NIDA number')).toBeFocused();
    await expect(page).toHaveURL(/\/business$/);
    expect(writes).toEqual([]);
  });

  test('refuses a contract that is neither a PDF nor a photo, in English and in Kiswahili', async ({
    page,
  }) => {
    const writes = watchWrites(page);
    await page.goto('/business');
    await scrollToFormEnd(page);
    await contractInput(page).setInputFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByRole('alert')).toHaveText('Only PDF, JPEG or PNG files are accepted.');
    await expect(contractInput(page)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Language').selectOption('sw');
    await expect(page.getByRole('alert')).toHaveText('Faili za PDF, JPEG au PNG pekee ndizo zinakubaliwa.');
    await page.getByLabel('Mkataba na mwenye nyumba', { exact: true }).setInputFiles({
      name: 'ramani.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByRole('alert')).toHaveText('Faili za PDF, JPEG au PNG pekee ndizo zinakubaliwa.');
    expect(writes).toEqual([]);
  });

  test.describe(() => {
    // The save is aborted on purpose until the retry; the browser logs it.
    test.use({ allowedConsoleErrors: unanswered('ERR_FAILED') });
    test('a failed save says so and keeps every answer, and the same answers go through later', async ({
      page,
    }) => {
      const typed = answers();
      await page.goto('/business');
      await fillEverything(page, typed);
      await page.route(SAVE, (route) => route.abort());
      await page.getByRole('button', { name: 'Submit' }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Failed to submit data. Please try again.', { timeout: 15_000 });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/business$/);
      await expectEverythingFilled(page, typed);
      expect(await storedWithName(typed.bName)).toEqual([]);

      await page.unroute(SAVE);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog).toContainText('Business License submitted successfully!', { timeout: 15_000 });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      expect(await storedWithName(typed.bName)).toHaveLength(1);
    });
  });
});
