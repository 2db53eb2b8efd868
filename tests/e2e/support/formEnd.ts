// An application form builds its sections as they come near the screen, or once the reader starts
// on it (src/features/apply/useStagedReveal.ts): a test that reads a later section first scrolls
// there, as a reader does.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Scrolls down the form until its buttons, which come with its last section, are on screen. */
export async function scrollToFormEnd(page: Page) {
  const actions = page.locator('form .form-actions');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(actions).toBeInViewport({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
}
