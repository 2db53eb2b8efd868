// Several staff on one queue (decisions 0019 and 0020), in two browsers at once: an action from a
// page someone else has moved on since is refused with what changed and who changed it, and what
// was typed stays; an application taken in one browser shows as theirs on the other's live list.
import type { Browser, Page } from '@playwright/test';
import { correctableFields } from '#domain/requests';
import { storedApplication } from '../support/applications.ts';
import { signedInUser } from '../support/users.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { valueOf } from './support/detailPage.ts';
import { signInThroughForm } from './support/staff.ts';

const [answerField] = correctableFields('visa') as [string];

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

/** A second staff member, signed in on a browser of their own beside the test's page. */
async function secondStaff(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const staff = await signedInUser('staff');
  await signInThroughForm(page, staff);
  return { page, email: staff.email };
}

test.describe('two staff on one application', () => {
  // Staff B's approval from the stale page is refused with a 409, which the browser logs.
  test.use({ allowedConsoleErrors: answeredWith(409) });

  test('the approval from a page that never showed the request is refused, says who asked, and keeps the note', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two sign-ins, two long pages, a request and two saves
    const a = await signedInUser('staff');
    const { id } = await storedApplication('visa');
    await signInThroughForm(page, a);
    const b = await secondStaff(browser, baseURL);
    await Promise.all([page.goto(`/ad/viewVisa/${id}`), b.page.goto(`/ad/viewVisa/${id}`)]);
    await expect(valueOf(page, 'Status')).toHaveText('Submitted');
    await expect(valueOf(b.page, 'Status')).toHaveText('Submitted');

    // A asks the applicant for a correction: the application is now "action needed".
    await page.getByRole('button', { name: 'Ask the applicant' }).click();
    const item = page.getByRole('group', { name: 'Item 1' });
    await item.getByLabel('Answer').selectOption(answerField);
    await item.getByLabel('Reason').fill('The name differs from the passport.');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByText('The request was sent to the applicant.')).toBeVisible();

    // B, whose page still shows it submitted, approves it with a note.
    await b.page.getByLabel('New status').selectOption('approved');
    await b.page.getByLabel('Note', { exact: true }).fill('Passport checked against the photo.');
    await b.page.getByLabel('Message to the applicant').fill('Your visa is approved.');
    await b.page.getByRole('button', { name: 'Save' }).click();
    const refusal = b.page.getByRole('alert').filter({ hasText: 'Someone else changed this application' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(`Status changed to Action needed by ${a.email}`);
    // B's page now shows the application as it is, and what B typed is still there.
    await expect(valueOf(b.page, 'Status')).toHaveText('Action needed');
    await expect(b.page.getByRole('region', { name: 'Requests' })).toContainText(
      'The name differs from the passport.',
    );
    await expect(b.page.getByLabel('Note', { exact: true })).toHaveValue(
      'Passport checked against the photo.',
    );
    await expect(b.page.getByLabel('Message to the applicant')).toHaveValue('Your visa is approved.');
    await expect(b.page.getByLabel('New status')).toHaveValue('approved');
    await expect(b.page.getByText('Status saved: Approved.')).toHaveCount(0);
    await b.page.context().close();
  });
});

test('an application one staff member takes shows as theirs on another staff member’s list within seconds', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two sign-ins and a live list
  const a = await signedInUser('staff');
  const { id, reference } = await storedApplication('visa');
  await signInThroughForm(page, a);
  const b = await secondStaff(browser, baseURL);

  // B watches the list, found by the reference.
  await b.page.goto(`/ad/visa?view=all&q=${reference}`);
  const table = b.page.getByRole('table', { name: 'Visa Applicants' });
  await expect(table.getByRole('columnheader', { name: 'Assigned to' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Nobody');

  // A opens it (which takes nothing), then takes it.
  await page.goto(`/ad/viewVisa/${id}`);
  const who = page.getByRole('region', { name: 'Who has it' });
  await expect(who).toContainText('Assigned to: Nobody');
  await expect(row).toContainText('Nobody');
  await who.getByRole('button', { name: 'Take it' }).click();
  await expect(who.getByRole('status')).toHaveText('You have this application now.');
  await expect(who).toContainText(`Assigned to: ${a.email} (you)`);

  // B's list hears of it through its listener, without a reload.
  await expect(row).toContainText(a.email, { timeout: 10_000 });
  await expect(row).not.toContainText('Nobody');
  await b.page.context().close();
});

test('an admin gives an application to a staff member, then takes it over from its row, asked first', async ({
  page,
}) => {
  test.slow(); // a sign-in, a page, a live list and a confirmation
  const admin = await signedInUser('admin');
  const colleague = await signedInUser('staff');
  const { id, reference } = await storedApplication('visa');
  await signInThroughForm(page, admin);

  await page.goto(`/ad/viewVisa/${id}`);
  const who = page.getByRole('region', { name: 'Who has it' });
  await expect(who).toContainText('Assigned to: Nobody');
  const giveTo = who.getByLabel('Give to…');
  await giveTo.focus();
  await giveTo.selectOption({ label: colleague.email });
  await who.getByRole('button', { name: 'Give', exact: true }).click();
  await expect(who.getByRole('status')).toHaveText('The application was given.');
  await expect(who).toContainText(`Assigned to: ${colleague.email}`);

  // On the list, the row names the colleague; taking it from them asks first, then it is the admin's.
  await page.goto(`/ad/visa?view=all&q=${reference}`);
  const row = page
    .getByRole('table', { name: 'Visa Applicants' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toContainText(colleague.email);
  await row.getByRole('button', { name: 'Take it' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`${colleague.email} has this application. Take it over from them?`);
  await confirm.getByRole('button', { name: 'Yes, take it' }).click();
  await expect(row).toContainText(admin.email, { timeout: 10_000 });
  await expect(row).not.toContainText(colleague.email);
  await expect(row.getByRole('button', { name: 'Take it' })).toHaveCount(0);
});
