import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { validPayment } from '#fixtures/applications';
import { adminServices } from '../support/admin.ts';
import { storedApplication, submittedApplication } from '../support/applications.ts';
import { API_URL, request } from '../support/http.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { uploadPdf } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';
import { answeredWith, expect, test, unanswered } from './fixtures.ts';
import { countPrints, nextOpenedDocument, printsCounted, valueOf } from './support/detailPage.ts';
import { signInThroughForm } from './support/staff.ts';
import { changeSeeded } from '../support/seededApplications.ts';

const API = process.env.E2E_BASE_URL ?? API_URL;
type User = Awaited<ReturnType<typeof signedInUser>>;

const historyItems = (page: Page) => page.getByRole('region', { name: 'History' }).getByRole('listitem');

const fileStatus = async (path: string, user: User) =>
  (await request(`/api/files/${path}`, { headers: { authorization: `Bearer ${user.idToken}` } }, API)).status;

test('staff read an application, print it as a clean A4 page and move it on with a note', async ({
  page,
}) => {
  test.slow(); // sign-in, a long page with its photos, axe, a print and a status change
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
  await signInThroughForm(page, staff);
  await page.goto(`/ad/viewVisa/${id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Wanjiru Otieno');
  await expect(valueOf(page, 'Reference')).toHaveText(reference);
  await expect(valueOf(page, 'Status')).toHaveText('Submitted');
  await expect(valueOf(page, 'Country of birth')).toHaveText('Kenya');
  await expect(valueOf(page, 'Passport type')).toHaveText('Ordinary');
  // Single: the spouse's section does not apply, until staff ask to see every field.
  await expect(page.getByRole('region', { name: "Spouse's details" })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show every field' }).check();
  await expect(valueOf(page, "Spouse's full name")).toHaveText('N/A');
  await page.getByRole('switch', { name: 'Show every field' }).uncheck();
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
  expect(await printsCounted(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  // A4 is 595 × 842 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  const text = (await pdfTextLines(pdf)).join('\n');
  expect(text).toContain('Grace Wanjiru Otieno');
  expect(text).toContain(reference);
  expect(text).toContain('Arusha');
  for (const furniture of ['Dashboard', 'Visa Applicants', 'Sign out', 'Menu', 'Back to the list', 'Save']) {
    expect(text).not.toContain(furniture);
  }
  // The button's word, not "Printed by" in the history.
  expect(text).not.toMatch(/\bPrint\b/);
  // Printing through the browser itself (Chromium fires beforeprint for page.pdf) is recorded too.
  await expect(historyItems(page)).toHaveCount(2);
  await expect(historyItems(page).first()).toContainText(`Printed by ${staff.email}`);

  await page.getByLabel('New status').selectOption({ label: 'In review' });
  await page
    .getByLabel('Note', { exact: true })
    .fill('Called the applicant: <b>passport copy</b> requested.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status saved: In review.' })).toBeVisible();
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

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('staff read a visa applicant’s passport, see the photo and open it', async ({ page }) => {
    test.slow(); // a submission with two uploads, sign-in, the page, a popup and axe
    const staff = await signedInUser('staff');
    // Sent through the API as the form sends it: the photo page and the photo uploaded first.
    const { id, ref } = await submittedApplication('visa');
    const stored = (await ref.get()).data()!;
    const [passportPhoto, passportBioPage] = [String(stored.passportPhoto), String(stored.passportBioPage)];
    await signInThroughForm(page, staff);
    await page.goto(`/ad/viewVisa/${id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Wanjiru Otieno');
    const passport = page.getByRole('region', { name: 'Passport' });
    await expect(valueOf(page, 'Passport number')).toHaveText('AK0482913');
    await expect(valueOf(page, 'Issuing country')).toHaveText('Kenya');
    await expect(valueOf(page, 'Date of issue')).toHaveText('14 Feb 2022');
    await expect(valueOf(page, 'Date of expiry')).toHaveText('13 Feb 2032');
    await expect(valueOf(page, 'Nationality')).toHaveText('Kenya');
    await expect(valueOf(page, 'Email address')).toHaveText('grace.otieno@example.co.ke');
    await expect(valueOf(page, 'Length of stay')).toHaveText('8');
    await expect(valueOf(page, 'Counted in')).toHaveText('Days');
    await expect(passport).toContainText(passportBioPage.split('/').pop()!);
    // Nobody is asked for a national id any more, so there is none to show, not even N/A.
    await expect(page.getByText('National ID number', { exact: true })).toHaveCount(0);

    // The photo is on the page, fetched with the staff member's token.
    const photo = valueOf(page, 'Passport photo').getByRole('img', { name: 'Passport photo' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);

    // Opened from this application's page, which the address names so the look is recorded with it.
    const served = page.waitForResponse((response) =>
      response.url().endsWith(`/api/files/${passportPhoto}?kind=visa&id=${id}`),
    );
    const opened = nextOpenedDocument(page);
    await valueOf(page, 'Passport photo')
      .getByRole('button', { name: /Open document/ })
      .click();
    const answer = await served;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    const { tab, address } = await opened;
    expect(await address).toMatch(/^blob:/);
    await tab.close();

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

test.describe(() => {
  // The deleted application's page asks the API for it, which answers 404; the browser logs it.
  test.use({ allowedConsoleErrors: answeredWith(404) });
  test('an admin opens the documents of an application, then deletes it with them', async ({ page }) => {
    const admin = await signedInUser('admin');
    const { id, ref } = await storedApplication('business');
    const contract = await uploadPdf('business', 'landlord-contract.pdf', API);
    await changeSeeded(ref, { lordAttach: contract, MMname: '' });
    await signInThroughForm(page, admin);
    await page.goto(`/ad/viewBusiness/${id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khamis Ali Said');
    await expect(valueOf(page, "Mother's middle name")).toHaveText('N/A');
    const attachment = valueOf(page, 'Landlord contract');
    await expect(attachment).toContainText(contract.split('/').pop()!);
    // An admin sees who looked: their own opening of the page is on record already.
    const looked = page.getByRole('region', { name: 'Who looked at this application' });
    await expect(looked.getByRole('listitem')).toHaveText([new RegExp(`^Opened the page by ${admin.email}`)]);

    const served = page.waitForResponse((response) =>
      response.url().endsWith(`/api/files/${contract}?kind=business&id=${id}`),
    );
    const opened = nextOpenedDocument(page);
    await attachment.getByRole('button', { name: /Open document/ }).click();
    expect((await served).status()).toBe(200);
    const { tab, address } = await opened;
    expect(await address).toMatch(/^blob:/);
    await tab.close();

    // Cancel keeps it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure?');
    await expect(page.getByRole('dialog')).toContainText('You will not be able to recover this booking!');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await ref.get()).exists).toBe(true);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    // Back on the list at once, which says so on a line: no dialog to dismiss first.
    await expect(page).toHaveURL(/\/ad\/business$/);
    await expect(page.getByRole('status').filter({ hasText: 'Deleted!' })).toHaveText(
      'Deleted! Booking has been deleted.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect((await ref.get()).exists).toBe(false);
    expect(await fileStatus(contract, admin)).toBe(404);
    const { db } = adminServices();
    const events = await db.collection('applicationEvents').where('applicationId', '==', id).get();
    expect(events.docs.map((doc) => doc.get('type'))).toEqual(['delete']);

    await page.goto(`/ad/viewBusiness/${id}`);
    await expect(page.getByText('There is no such application. It may have been deleted.')).toBeVisible();
  });
});

test.describe(() => {
  // Every attempt to record the print is aborted on purpose; the browser logs each.
  test.use({ allowedConsoleErrors: unanswered('ERR_FAILED') });
  test('Print opens the print dialog even when the API cannot record it, and says so', async ({ page }) => {
    const staff = await signedInUser('staff');
    const { id } = await storedApplication('tin');
    await countPrints(page);
    await signInThroughForm(page, staff);
    await page.goto(`/ad/viewTin/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The API is unreachable for the record (every retry too).
    await page.route('**/api/applications/tin/*/events', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await printsCounted(page)).toBe(1);
    await expect(page.getByRole('alert')).toContainText(
      'Printed, but the print could not be recorded in the history.',
      { timeout: 15_000 },
    );
  });
});
