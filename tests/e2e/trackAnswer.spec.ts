// An applicant on a 360 px phone, in Kiswahili, follows the SMS's link to Track: what was found is
// brought into view, the status speaks to them, what staff asked is said once, and once answered
// the heading says so and that an SMS will follow.
import { storedApplication } from '../support/applications.ts';
import { pdfBytes } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { askForNameAndLease } from './support/asking.ts';

test.use({ viewport: { width: 360, height: 640 } });

test('Track at 360 px: the result in view, "Tunasubiri jibu lako", the request said once, and the answer sent', async ({
  page,
}) => {
  const staff = await signedInUser('staff');
  const { id, proof } = await storedApplication('business', undefined, 'sw');
  await askForNameAndLease(staff, id);

  await page.goto(`/track?reference=${proof.reference}&lang=sw`);
  await page.getByLabel(/^Namba ya simu/).fill(proof.phone);
  await page.getByRole('button', { name: /Tafuta/ }).click();

  // Brought to the top of the screen, not left under the form.
  const found = page.getByRole('region', { name: 'Leseni ya biashara' });
  await expect(found.getByRole('heading', { name: 'Leseni ya biashara' })).toBeFocused();
  await expect(found.getByRole('heading', { name: 'Leseni ya biashara' })).toBeInViewport();
  const status = found.locator('dd', { hasText: 'Tunasubiri jibu lako' });
  await expect(status).toBeInViewport();
  await expect(page.getByRole('main')).not.toContainText('anatakiwa');

  // What staff asked is said by the request alone, not again as the team's message.
  const asked = page.getByRole('region', { name: 'Tunachohitaji kutoka kwako' });
  await expect(asked).toContainText('Sababu: The name differs from the BRELA certificate.');
  await expect(page.getByText(/Tumekuomba:/)).toHaveCount(0);
  await expect(page.getByText('Ujumbe kutoka kwa timu yetu')).toHaveCount(0);

  await asked.getByLabel('Jina la biashara').fill('Amani Traders Ltd');
  await asked
    .getByLabel('Signed lease')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: pdfBytes('lease') });
  await asked.getByRole('button', { name: 'Tuma jibu' }).click();
  const sent = page.getByRole('heading', { name: 'Jibu limetumwa: tutakujulisha kwa SMS' });
  await expect(sent).toBeFocused();
  await expect(sent).toBeInViewport();
  // The application moved on (the facts say so), and the focus stayed on what says it was sent.
  await expect(found.locator('dd', { hasText: 'Inakaguliwa' })).toBeVisible();
  await expect(sent).toBeFocused();
});
