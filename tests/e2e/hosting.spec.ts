// One visitor and one admin, start to finish, through a Hosting in front of the API: submit, pay,
// download the receipt, then the admin processes and deletes the application. `npm test` runs it
// twice: through the stand-in in front of the API from source (it lets only `__session` reach the
// API, as production does and Firebase's emulator does not), and through Firebase's Hosting emulator
// in front of the deployed function.
import { readFileSync } from 'node:fs';
import { adminServices } from '../support/admin.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { fillSingleApplicant, submitVisa } from './support/visaForm.ts';

const HOSTING_URL = process.env.E2E_BASE_URL ?? '';
/** The phone number fillSingleApplicant gives. */
const APPLICANT_PHONE = '+254 711 222 333';

test('submit, pay, get the receipt and process an application with every request through Hosting', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!HOSTING_URL, 'runs behind the Hosting stand-in that `npm test` starts');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await page.goto('/visa');
  await fillSingleApplicant(page, `Hosted${Date.now()}`);
  const reference = await submitVisa(page);
  // The form's number is Kenyan, so the card comes first: this payer has mobile money.
  await page.getByRole('radio', { name: 'Mobile money' }).check();
  await page.getByLabel('Mobile money number').fill('0754 123 456');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('Payment was successfull paid');
  // The receipt, from My applications: the phone number on the application proves it is theirs.
  await page.goto('/my-applications');
  const paid = page.getByRole('listitem').filter({ hasText: reference });
  await paid.getByRole('button', { name: 'Download receipt' }).click();
  await paid.getByRole('textbox', { name: 'Phone number on this application' }).fill(APPLICANT_PHONE);
  const download = page.waitForEvent('download');
  await paid.getByRole('button', { name: 'Download receipt' }).last().click();
  const receipt = (await pdfTextLines(readFileSync(await (await download).path()))).join('\n');
  expect(receipt).toContain('Payment receipt');
  expect(receipt).toContain(reference);
  // Every call the app made went to the address Hosting serves, none around it.
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  // The browser holds both cookies; Hosting let only __session through, and that was enough.
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['__session', 'XSRF-TOKEN']));

  const stored = await adminServices()
    .db.collection('visaApplications')
    .where('reference', '==', reference)
    .get();
  const id = stored.docs[0]!.id;
  expect(stored.docs[0]!.get('paymentStatus')).toBe('paid');

  const admin = await signedInUser('admin');
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/sign-in');
  await staffPage.getByLabel('Email').fill(admin.email);
  await staffPage.getByLabel('Password').fill(admin.password);
  await staffPage.getByRole('button', { name: 'Login' }).click();
  await expect(staffPage).toHaveURL(/\/ad\/dashboard$/);
  await staffPage.goto(`/ad/viewVisa/${id}`);
  await staffPage.getByLabel('New status').selectOption({ label: 'In review' });
  await staffPage.getByRole('button', { name: 'Save' }).click();
  await expect(staffPage.getByText('Status saved: In review.')).toBeVisible();
  await staffPage.getByRole('button', { name: 'Delete' }).click();
  await staffPage.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Deleted!' })).toBeVisible();
  expect((await stored.docs[0]!.ref.get()).exists).toBe(false);
  await staffContext.close();
});
