// The applicant is told of each step: submit and pay in Kiswahili, then read the messages in the
// sandbox outbox and follow their links; a staff status change with a message texts it too.
import type { Page } from '@playwright/test';
import { adminServices } from '../support/admin.ts';
import { submittedApplication } from '../support/applications.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './support/staff.ts';
import { submitTinInKiswahili } from './support/tinForm.ts';

const PHONE = '0713 456 789';

const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The outbox's messages about one application; new ones are fetched by reloading the page. */
async function outboxMessages(page: Page, reference: string, count: number) {
  const messages = page.getByRole('listitem').filter({ hasText: reference });
  await expect(async () => {
    await page.goto('/api/sandbox/outbox');
    await expect(messages).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return messages;
}

test('the received and paid messages reach the outbox in Kiswahili, with links that work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reference = await submitTinInKiswahili(page, `Mwombaji ${suffix()}`, PHONE);
  await page.getByRole('textbox', { name: /Namba ya simu ya kulipia/ }).fill('0754 123 456');
  await page.getByRole('button', { name: /^Lipa$/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('Malipo yako yamepokelewa');

  const messages = await outboxMessages(page, reference, 2);
  const received = messages.filter({ hasText: 'tumepokea maombi yako ya Cheti cha TIN' });
  const paid = messages.filter({ hasText: /tumepokea malipo ya Tsh [\d,]+ kwa maombi namba/ });
  await expect(received).toHaveCount(1);
  await expect(paid).toHaveCount(1);
  // The number the applicant gave, compacted as stored.
  await expect(received).toContainText('0713456789');

  await received.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/track\\?reference=${reference}$`));
  await expect(page.getByLabel(/^Namba ya kumbukumbu/)).toHaveValue(reference);

  await page.goto('/api/sandbox/outbox');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Risiti:' })
    .filter({ hasText: reference })
    .getByRole('link')
    .click();
  await page.getByLabel(/^Namba ya simu/).fill(PHONE);
  await page.getByRole('button', { name: /Tafuta/ }).click();
  await expect(page.getByRole('button', { name: /Pakua risiti/ })).toBeVisible();
});

test('a status change with a message to the applicant texts them', async ({ page }) => {
  test.setTimeout(90_000);
  const { db } = adminServices();
  const { id, reference } = await submittedApplication('tin');
  await signInAs(page, 'staff');
  await page.goto(`/ad/viewTin/${id}`);
  await page.getByLabel('New status').selectOption({ label: 'Action needed' });
  await page.getByLabel('Note', { exact: true }).fill('Internal: check the TIN with TRA.');
  await page.getByLabel('Message to the applicant').fill('Please bring your NIDA card to our office.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status saved: Action needed.')).toBeVisible();

  const messages = await outboxMessages(page, reference, 2);
  const status = messages.filter({ hasText: 'we are waiting for your answer' });
  await expect(status).toContainText('Please bring your NIDA card to our office.');
  await expect(status).not.toContainText('Internal');
  const stored = await db.collection('notifications').where('applicationId', '==', id).get();
  expect(stored.docs.map((doc) => doc.get('event')).sort()).toEqual(['received', 'statusChanged']);
});
