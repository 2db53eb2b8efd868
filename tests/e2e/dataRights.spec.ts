// An applicant on Track proves the application is theirs, downloads everything held about it as
// JSON, and asks to delete it; staff refuse, and Track then says so with staff's reason.
import { readFile } from 'node:fs/promises';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { staffSend } from '../support/staffActions.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';

test('Track: "Your data" downloads the JSON copy, asks to delete, and shows staff\'s refusal', async ({
  page,
}) => {
  const { id, proof } = await storedApplication('visa');

  await page.goto(`/track?reference=${proof.reference}`);
  await page.getByLabel(/^Phone number/).fill(proof.phone);
  await page.getByRole('button', { name: 'Find my application' }).click();
  const found = page.getByRole('region', { name: 'Visa application' });
  await found.getByRole('button', { name: 'Your data' }).click();

  const saving = page.waitForEvent('download');
  await found.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`my-data-${proof.reference}.json`);
  const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    reference: string;
    answers: Record<string, unknown>;
  };
  expect(copy.reference).toBe(proof.reference);
  expect(copy.answers).toMatchObject({ firstName: 'Grace', lastName: 'Otieno', phone: proof.phone });

  await found.getByLabel('Why? (optional)').fill('I travelled with another agency.');
  await found.getByRole('button', { name: 'Ask to delete my data' }).click();
  await expect(found.getByRole('status')).toContainText(/^Received\. We will decide by /);
  await expect(found.getByRole('button', { name: 'Ask to delete my data' })).toHaveCount(0);

  const { docs } = await adminServices()
    .db.collection(COLLECTIONS.deletionRequests)
    .where('applicationId', '==', id)
    .get();
  expect(docs.map((doc) => [doc.get('state'), doc.get('reason')])).toEqual([
    ['open', 'I travelled with another agency.'],
  ]);
  const staff = await signedInUser('staff');
  const refused = await staffSend('POST', `/api/deletion-requests/${docs[0]!.id}/decision`, staff, {
    decision: 'refuse',
    reason: 'The immigration office still processes this visa.',
  });
  expect(refused.status).toBe(200);

  await page.getByRole('button', { name: 'Find my application' }).click();
  await expect(found.locator('dd', { hasText: 'Refused:' })).toHaveText(
    'Refused: The immigration office still processes this visa.',
  );
});
