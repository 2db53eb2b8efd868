// What the browser tests ask of accessibility: no serious or critical violation on the page.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious or critical accessibility violations on the page as it is now, each with its nodes. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
