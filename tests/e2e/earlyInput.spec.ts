// A pre-rendered page shows its forms before their code arrives. On a slow phone someone may start
// typing then: the fields wait for the app (disabled) rather than take what the app would wipe as it
// takes the form over, and nothing can be sent by the browser itself, with a password in the
// address. The page's scripts are held back here as a slow network would.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Opens `path` with its scripts held back `ms`, so the HTML is on screen long before the app. */
async function openBeforeTheApp(page: Page, path: string, ms = 1_500) {
  await page.route('**/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
}

test('sign-in typed into as soon as it shows keeps every letter, and never puts them in the address', async ({
  page,
}) => {
  await openBeforeTheApp(page, '/sign-in');
  const email = page.getByLabel(/^Email/);
  await expect(email).toBeVisible();
  // Shown from the HTML, not yet usable.
  await expect(email).toBeDisabled();
  await email.fill('asha@example.co.tz');
  await page.getByLabel(/^Password/).fill('a-password-of-hers');
  await page.getByLabel(/^Password/).press('Enter');
  await expect(email).toHaveValue('asha@example.co.tz');
  expect(page.url()).not.toContain('password');
});

test('Track typed into as soon as it shows keeps the reference', async ({ page }) => {
  await openBeforeTheApp(page, '/track');
  const reference = page.getByLabel(/reference/i).first();
  await expect(reference).toBeDisabled();
  await reference.fill('VIS-7K3Q9X');
  await expect(reference).toHaveValue('VIS-7K3Q9X');
});
