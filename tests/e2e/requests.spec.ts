import { correctableFields, documentFields } from '#domain/requests';
import { storedApplication } from '../support/applications.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { valueOf } from './support/detailPage.ts';
import { signInThroughForm } from './support/staff.ts';

const [answerField] = correctableFields('visa') as [string];
const [documentField] = documentFields('visa') as [string];

test('staff ask the applicant for a correction and a document, and see the request and the status', async ({
  page,
}) => {
  test.slow(); // sign-in, a long page, two axe runs and a send
  const staff = await signedInUser('staff');
  const { id } = await storedApplication('visa');
  await signInThroughForm(page, staff);
  await page.goto(`/ad/viewVisa/${id}`);
  await expect(valueOf(page, 'Status')).toHaveText('Submitted');
  const requests = page.getByRole('region', { name: 'Requests' });
  await expect(requests).toContainText('Nothing has been asked yet.');

  await page.getByRole('button', { name: 'Ask the applicant' }).click();
  const first = page.getByRole('group', { name: 'Item 1' });
  await first.getByLabel('Answer').selectOption(answerField);
  await first.getByLabel('Reason').fill('The name differs from the passport.');
  await page.getByRole('button', { name: 'Add an item' }).click();
  const second = page.getByRole('group', { name: 'Item 2' });
  await second.getByLabel('What to ask for').selectOption('document');
  await second.getByLabel('Document').selectOption(documentField);
  // Keyboard only: the reason is reached with Tab from the document's list.
  await second.getByLabel('Document').focus();
  await page.keyboard.press('Tab');
  await expect(second.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('The scan is blurred.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('The request was sent to the applicant.')).toBeVisible();
  await expect(valueOf(page, 'Status')).toHaveText('Action needed');
  const request = requests.getByRole('article');
  await expect(request).toContainText('Waiting for the applicant');
  await expect(request).toContainText('Reply by');
  await expect(request.getByRole('listitem')).toHaveCount(2);
  await expect(request).toContainText('The name differs from the passport.');
  await expect(request).toContainText('The scan is blurred.');
  await expect(request).toContainText(`Asked by ${staff.email}`);
  expect(await seriousViolations(page)).toEqual([]);
});
