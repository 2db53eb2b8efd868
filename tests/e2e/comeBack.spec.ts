// The applicant comes back: a late save is never stored twice, an application left unpaid is paid
// later from My applications or from another browser with Track, and the receipt reads right. On a
// shared computer, the receipt asks for the phone number on the application, and Forget leaves
// nothing of the earlier applicant for the next person.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { adminServices } from '../support/admin.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { answeredWith, expect, test, unanswered } from './fixtures.ts';
import { submitTinInKiswahili } from './support/tinForm.ts';
import { field, fillAll, submitForm } from './support/visaForm.ts';

const PHONE = '0713 987 654';

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function fillExistingTin(page: Page, fullName: string) {
  await page.goto('/tin');
  await page.getByRole('radio', { name: 'I have a TIN' }).check();
  await fillAll(page, { 'Full name': fullName, 'TIN number': '123-456-789', 'Phone number': PHONE });
}

const submitTin = (page: Page) => submitForm(page, 'Tin application submitted successfully.', 'TIN');

async function storedTins(fullName: string) {
  const found = await adminServices()
    .db.collection('tinApplications')
    .where('fullName', '==', fullName)
    .get();
  return found.docs;
}

/** On the payment screen: pays with a good number and approves in the sandbox. */
async function payInSandbox(page: Page, successText = 'Payment was successfull paid') {
  await page
    .getByRole('textbox', { name: /Mobile money number|Namba ya simu ya kulipia/ })
    .fill('0754 123 456');
  await page.getByRole('button', { name: /^(Pay|Lipa)$/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText(successText);
}

async function downloadReceipt(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  return { name: file.suggestedFilename(), lines: await pdfTextLines(readFileSync(path)) };
}

test.describe('a save that lands late', () => {
  test('is found by the next Submit: one record, one reference', async ({ page }) => {
    test.setTimeout(90_000);
    const fullName = `Late Saver${suffix()}`;
    await fillExistingTin(page, fullName);
    // A slow network: every request waits, and the first save waits until the form has given up.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 20_000,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    await page.route(
      (url) => url.pathname === '/api/applications/tin',
      async (route) => {
        saves += 1;
        if (saves === 1) await released;
        await route.continue();
      },
    );

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Failed to submit Tin application. Please try again.', {
      timeout: 30_000,
    });
    // The save the form gave up on now reaches the database.
    release();
    await expect.poll(async () => (await storedTins(fullName)).length, { timeout: 15_000 }).toBe(1);
    const [landed] = await storedTins(fullName);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(field(page, 'Full name')).toHaveValue(fullName);

    // Sent again under the same draft: the API answers with the application it made.
    const reference = await submitTin(page);
    expect(reference).toBe(landed!.get('reference'));
    expect(await storedTins(fullName)).toHaveLength(1);
    expect(saves).toBe(2);
  });
});

test.describe('coming back to pay', () => {
  // The wrong phone number's 404 is logged by the browser.
  test.use({ allowedConsoleErrors: answeredWith(404) });

  test('leave before paying, come back to My applications, pay, and download the receipt', async ({
    page,
  }) => {
    const fullName = `Returning Payer${suffix()}`;
    await fillExistingTin(page, fullName);
    const reference = await submitTin(page);
    // Leaves without paying.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Applications' })
      .getByRole('link', { name: 'My applications' })
      .click();
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toContainText('TIN registration');
    await expect(card).toContainText('Unpaid');
    await card.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText(reference)).toBeVisible();
    await payInSandbox(page);

    await page.goto('/my-applications');
    const paid = page.getByRole('listitem').filter({ hasText: reference });
    await expect(paid).toContainText('Paid');
    // Holding the device is not enough for what names the applicant: the phone number is asked for.
    await paid.getByRole('button', { name: 'Download receipt' }).click();
    const phone = paid.getByRole('textbox', { name: 'Phone number on this application' });
    await expect(phone).toBeFocused();
    await phone.fill('0713 000 000');
    await paid.getByRole('button', { name: 'Download receipt' }).last().click();
    await expect(paid.getByRole('alert')).toContainText(
      'We found no application with this reference and phone number.',
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
    await phone.fill(PHONE);
    const receipt = await downloadReceipt(
      page,
      paid.getByRole('button', { name: 'Download receipt' }).last(),
    );
    expect(receipt.name).toBe(`receipt-${reference}.pdf`);
    expect(receipt.lines.join('\n')).toContain(reference);
    expect(receipt.lines.join('\n')).toContain('Payment receipt');
    expect(receipt.lines.join('\n')).toContain(fullName);
  });
});

test.describe('My applications without a connection to the database', () => {
  // Every list request is cut on purpose until Try again; the browser logs each.
  test.use({ allowedConsoleErrors: unanswered('ERR_FAILED', 'ERR_INTERNET_DISCONNECTED') });

  test('says so, offers Try again, and then lists what was sent', async ({ page }) => {
    const fullName = `Offline Reader${suffix()}`;
    await fillExistingTin(page, fullName);
    const reference = await submitTin(page);
    const queries = (url: URL) => url.pathname === '/api/my-applications';
    await page.route(queries, (route) => route.abort('internetdisconnected'));
    await page.goto('/my-applications');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText(/could not reach our service|could not be loaded/, {
      timeout: 30_000,
    });

    await page.unroute(queries);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('Unpaid');
  });
});

test.describe('tracking from another browser', () => {
  // The wrong phone's 404 is logged by the browser.
  test.use({ allowedConsoleErrors: answeredWith(404) });
  let other: BrowserContext | undefined;
  test.afterEach(async () => other?.close());

  test('reference and phone find it; it is paid from there; a wrong phone finds nothing', async ({
    page,
    browser,
  }) => {
    const fullName = `Tracker${suffix()}`;
    await fillExistingTin(page, fullName);
    const reference = await submitTin(page);

    other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('/');
    await fresh.getByRole('main').getByRole('link', { name: 'Track an application' }).click();
    await fresh.getByLabel('Reference number').fill(reference.toLowerCase());
    await fresh.getByLabel('Phone number').fill('+255713987000');
    await fresh.getByRole('button', { name: 'Find my application' }).click();
    await expect(fresh.getByRole('alert')).toContainText(
      'We found no application with this reference and phone number.',
    );
    await expect(fresh.getByLabel('Reference number')).toHaveValue(reference.toLowerCase());

    await fresh.getByLabel('Phone number').fill('+255 713 987 654');
    await fresh.getByRole('button', { name: 'Find my application' }).click();
    await expect(fresh.getByText(reference)).toBeVisible();
    await expect(fresh.getByRole('main')).toContainText('Unpaid');
    await expect(fresh.getByRole('main')).not.toContainText(fullName);
    await fresh.getByRole('button', { name: 'Pay now' }).click();
    await expect(fresh).toHaveURL(/\/payment$/);
    await payInSandbox(fresh);
    const [stored] = await storedTins(fullName);
    expect(stored!.get('paymentStatus')).toBe('paid');
  });
});

test.describe('the receipt in Kiswahili', () => {
  test('is downloaded from Track and reads in Kiswahili', async ({ page }) => {
    const reference = await submitTinInKiswahili(page, `Mlipaji${suffix()}`, PHONE);
    await payInSandbox(page, 'Malipo yako yamepokelewa');

    await page.goto(`/track?reference=${reference}`);
    await expect(page.getByLabel(/^Namba ya kumbukumbu/)).toHaveValue(reference);
    await page.getByLabel(/^Namba ya simu/).fill(PHONE);
    await page.getByRole('button', { name: /Tafuta/ }).click();
    const receipt = await downloadReceipt(page, page.getByRole('button', { name: /Pakua risiti/ }));
    const text = receipt.lines.join('\n');
    for (const word of ['Risiti ya malipo', 'Namba ya kumbukumbu', 'Jumla', reference])
      expect(text).toContain(word);
  });
});

test.describe('a shared computer', () => {
  test('Forget ends the session and the drafts: My applications is empty, and stays so after a reload', async ({
    page,
  }) => {
    const fullName = `Cafe Visitor${suffix()}`;
    await fillExistingTin(page, fullName);
    const reference = await submitTin(page);
    // A second form half filled, then left.
    await page.goto('/visa');
    await field(page, 'First name').fill('Halfway');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('draft:visa'))).toContain('Halfway');

    await page.goto('/my-applications');
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toContainText('Unpaid');
    await expect(page.getByRole('main')).not.toContainText(fullName);
    await page.getByRole('button', { name: 'Not your device? Forget these applications' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This device will stop showing these applications');
    await dialog.getByRole('button', { name: 'Forget' }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('This device no longer shows earlier applications.');
    await expect(main).toContainText('Applications you send from this device appear here.');
    await expect(main).not.toContainText(reference);
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => /^(draft|submission):/.test(key)),
    );
    expect(drafts).toEqual([]);

    await page.reload();
    await expect(main).toContainText('Applications you send from this device appear here.');
    await expect(main).not.toContainText(reference);
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.goto('/visa');
    await expect(field(page, 'First name')).toHaveValue('');
    await page.goto('/payment');
    await expect(page.getByRole('main')).not.toContainText(reference);
  });
});
