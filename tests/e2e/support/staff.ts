// Staff in the browser: a new account with a role, signed in through the staff sign-in form.
import type { Page } from '@playwright/test';
import { signedInUser } from '../../support/users.ts';
import { expect } from '../fixtures.ts';

/** Signs `user` in through the staff sign-in form, in English, and waits for the dashboard. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/ad\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A new account with `role`, signed in on `page`; answers the account. */
export async function signInAs(page: Page, role: 'staff' | 'admin') {
  const user = await signedInUser(role);
  await signInThroughForm(page, user);
  return user;
}
