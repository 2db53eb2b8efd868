// Every screen as deployed: served by Firebase's Hosting emulator with firebase.json's headers, its
// API the built function. The fixtures fail a test on any Content-Security-Policy violation
// (report-only ones too) and any console error, so a policy that blocks what a screen needs shows.
import { APPLICATION_KINDS, SERVICE_PATHS } from '#domain/kinds';
import { submittedApplication } from '../support/applications.ts';
import { expect, test } from './fixtures.ts';
import { PUBLIC_SCREENS } from './support/screens.ts';
import { signInAs } from './support/staff.ts';

test.skip(!process.env.FUNCTIONS_URL, 'runs on the deployed stack that `npm test` starts');

for (const lang of ['en', 'sw'] as const) {
  test(`every public screen in ${lang} keeps to the deployed policy`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}

test('every staff screen keeps to the deployed policy', async ({ page }) => {
  const { id } = await submittedApplication('visa');
  await signInAs(page, 'admin');
  for (const kind of APPLICATION_KINDS) {
    await page.goto(SERVICE_PATHS[kind].adminList);
    // The staff area first asks the API who is signed in: the emulator may start a function
    // instance for it, slow on a loaded machine (seen over 10 s with a second run beside).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  }
  await page.goto(`/ad/${SERVICE_PATHS.visa.adminDetailSegment}/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The passport photo is fetched with the staff member's token and shown from a blob: address.
  // The emulator may start a fresh function instance for it, slow on a loaded machine.
  await expect(page.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
});
