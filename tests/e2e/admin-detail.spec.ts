import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { validPayment } from '../../src/domain/fixtures.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { API_URL, csrfPair, request } from '../support/http.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';

const API = process.env.E2E_BASE_URL ?? API_URL;
type User = Awaited<ReturnType<typeof signedInUser>>;

async function signIn(page: Page, user: User) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/ad\/dashboard$/);
}

/** The value shown beside a label on the detail page. */
const valueOf = (page: Page, label: string) =>
  page
    .locator('.detail-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Counts the browser's print calls (in `window.prints`) instead of opening a print dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { prints: number }).prints =
        ((window as unknown as { prints?: number }).prints ?? 0) + 1;
    };
  });
}

const historyItems = (page: Page) => page.getByRole('region', { name: 'History' }).getByRole('listitem');

async function uploadPdf(name: string) {
  const { cookie, token } = await csrfPair(API);
  const form = new FormData();
  form.append('area', 'business');
  form.append('file', new Blob([`%PDF-1.4\n% ${name}\n%%EOF\n`], { type: 'application/pdf' }), name);
  const answer = await request(
    '/api/uploads',
    { method: 'POST', headers: { cookie, 'X-XSRF-TOKEN': token }, body: form },
    API,
  );
  expect(answer.status).toBe(201);
  return (answer.body as { path: string }).path;
}

const fileStatus = async (path: string, user: User) =>
  (await request(`/api/files/${path}`, { headers: { authorization: `Bearer ${user.idToken}` } }, API)).status;

test('staff read an application, print it as a clean A4 page and move it on with a note', async ({
  page,
}) => {
  const staff = await signedInUser('staff');
  const { id, ref, reference } = await storedApplication('visa');
  // Two attempts: one failed, then one paid an hour later.
  const { db } = adminServices();
  const started = Date.now() - 2 * 3_600_000;
  for (const [offset, status, suffix] of [
    [0, 'failed', 'AAAA'],
    [3_600_000, 'paid', 'BBBB'],
  ] as const) {
    const at = new Date(started + offset);
    const orderId = `ATZ${started}${suffix}`;
    await db
      .collection('payments')
      .doc(orderId)
      .set(
        validPayment({
          orderId,
          transid: `TRANS-${started}${suffix}`,
          amount: 300_000,
          applicationKind: 'visa',
          applicationId: id,
          status,
          createdAt: at,
          updatedAt: at,
        }),
      );
  }
  await countPrints(page);
  await signIn(page, staff);
  await page.goto(`/ad/viewVisa/${id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Wanjiru Otieno');
  await expect(valueOf(page, 'Reference')).toHaveText(reference);
  await expect(valueOf(page, 'Status')).toHaveText('Submitted');
  await expect(valueOf(page, 'Country of birth')).toHaveText('Kenya');
  await expect(valueOf(page, 'Passport type')).toHaveText('Ordinary');
  // Single: the spouse's block was never filled in.
  await expect(valueOf(page, "Spouse's full name")).toHaveText('N/A');
  const itinerary = valueOf(page, 'Itinerary').getByRole('table');
  await expect(itinerary.getByRole('row')).toHaveCount(3);
  await expect(itinerary.getByRole('row').nth(2)).toContainText('Arusha');
  const payments = page.getByRole('region', { name: 'Payments' }).getByRole('row');
  await expect(payments).toHaveCount(3);
  await expect(payments.nth(1)).toContainText(`ATZ${started}BBBB`);
  await expect(payments.nth(1)).toContainText('Tsh 300,000');
  await expect(payments.nth(1)).toContainText('Paid');
  await expect(payments.nth(2)).toContainText('Failed');
  await expect(page.getByText('Nothing has been recorded for this application yet.')).toBeVisible();
  // Deleting is for admins.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Print' }).click();
  await expect(historyItems(page).first()).toContainText(`Printed by ${staff.email}`);
  expect(await page.evaluate(() => (window as unknown as { prints?: number }).prints)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  // A4 is 595 × 842 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  const text = pdfTextLines(pdf).join('\n');
  expect(text).toContain('Grace Wanjiru Otieno');
  expect(text).toContain(reference);
  expect(text).toContain('Arusha');
  for (const furniture of ['Dashboard', 'Visa Applicants', 'Sign out', 'Menu', 'Back to the list', 'Save']) {
    expect(text).not.toContain(furniture);
  }
  expect(text.split('\n')).not.toContain('Print');
  // Printing through the browser itself (Chromium fires beforeprint for page.pdf) is recorded too.
  await expect(historyItems(page)).toHaveCount(2);
  await expect(historyItems(page).first()).toContainText(`Printed by ${staff.email}`);

  await page.getByLabel('New status').selectOption({ label: 'In review' });
  await page.getByLabel('Note').fill('Called the applicant: <b>passport copy</b> requested.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status saved.')).toBeVisible();
  await expect(valueOf(page, 'Status')).toHaveText('In review');
  await expect(valueOf(page, 'Staff note')).toHaveText(
    'Called the applicant: <b>passport copy</b> requested.',
  );
  const latest = historyItems(page).first();
  await expect(latest).toContainText(`Status changed to In review by ${staff.email}`);
  await expect(latest).toContainText('Called the applicant: <b>passport copy</b> requested.');
  await expect(historyItems(page)).toHaveCount(3);
  await expect(historyItems(page).nth(1)).toContainText('Printed');

  const stored = (await ref.get()).data()!;
  expect(stored).toMatchObject({ status: 'in_review', statusUpdatedBy: staff.uid });
});

test('an admin opens the documents of an application, then deletes it with them', async ({ page }) => {
  const admin = await signedInUser('admin');
  const { id, ref } = await storedApplication('business');
  const contract = await uploadPdf('landlord-contract.pdf');
  await ref.update({ lordAttach: contract, MMname: '' });
  await signIn(page, admin);
  await page.goto(`/ad/viewBusiness/${id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khamis Ali Said');
  await expect(valueOf(page, "Mother's middle name")).toHaveText('N/A');
  const attachment = valueOf(page, 'Landlord contract (PDF)');
  await expect(attachment).toContainText(contract.split('/').pop()!);

  const served = page.waitForResponse((response) => response.url().endsWith(`/api/files/${contract}`));
  const popup = page.waitForEvent('popup');
  await attachment.getByRole('button', { name: /Open document/ }).click();
  expect((await served).status()).toBe(200);
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();

  // Cancel keeps it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure?');
  await expect(page.getByRole('dialog')).toContainText('You will not be able to recover this booking!');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await ref.get()).exists).toBe(true);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog')).toContainText('Deleted!');
  await expect(page.getByRole('dialog')).toContainText('Booking has been deleted.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/ad\/business$/);

  expect((await ref.get()).exists).toBe(false);
  expect(await fileStatus(contract, admin)).toBe(404);
  const { db } = adminServices();
  const events = await db.collection('applicationEvents').where('applicationId', '==', id).get();
  expect(events.docs.map((doc) => doc.get('type'))).toEqual(['delete']);

  await page.goto(`/ad/viewBusiness/${id}`);
  await expect(page.getByText('There is no such application. It may have been deleted.')).toBeVisible();
});

test('Print opens the print dialog even when the API cannot record it, and says so', async ({ page }) => {
  const staff = await signedInUser('staff');
  const { id } = await storedApplication('tin');
  await countPrints(page);
  await signIn(page, staff);
  await page.goto(`/ad/viewTin/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The API is unreachable for the record (every retry too).
  await page.route('**/api/applications/tin/*/events', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { prints?: number }).prints)).toBe(1);
  await expect(page.getByRole('alert')).toContainText(
    'Printed, but the print could not be recorded in the history.',
    { timeout: 15_000 },
  );
});
