import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { scrollToFormEnd } from './support/formEnd.ts';
import { FORM_SCREENS, PUBLIC_SCREENS } from './support/screens.ts';

for (const lang of ['en', 'sw'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    });

    for (const path of PUBLIC_SCREENS) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The whole form, its buttons included, not only the sections a first look builds.
        if (FORM_SCREENS.includes(path)) await scrollToFormEnd(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
