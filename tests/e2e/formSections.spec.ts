// A long form on a phone builds the questions the reader can see, and the rest as they scroll to
// them or start on the form: opening the page costs a cheap phone only what it shows, and nobody
// is left without a question.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scrollToFormEnd } from './support/formEnd.ts';
import { field } from './support/visaForm.ts';

/** The visa form's last section, a group named by its legend. */
const lastSection = (page: Page) => page.getByRole('group', { name: 'Emergency contact', exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

type Draft = Record<string, unknown>;

/** The visa form's draft as this device keeps it. */
const storedDraft = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('draft:visa'))) ?? '{}') as Draft;

/** Until the page has nothing left to do: the country lists in, then an idle moment and a little more. */
async function settled(page: Page) {
  await expect(page.locator('select[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
  );
}

test.describe('the visa form on a phone', () => {
  test('builds the sections below the screen as the reader scrolls to them', async ({ page }) => {
    await page.goto('/visa');
    await expect(field(page, 'First name')).toBeVisible();
    await settled(page);
    await expect(lastSection(page)).toHaveCount(0);
    await expect(submit(page)).toHaveCount(0);

    await scrollToFormEnd(page);
    await expect(lastSection(page)).toBeVisible();
    await expect(submit(page)).toBeVisible();
  });

  test('builds every section once the reader starts on the form, so Tab never skips one', async ({
    page,
  }) => {
    await page.goto('/visa');
    await expect(field(page, 'First name')).toBeVisible();
    await settled(page);

    await field(page, 'First name').focus();
    await expect(lastSection(page)).toBeAttached();
    await expect(submit(page)).toBeAttached();
  });

  test('a reader back at their draft keeps every answer in it when they type one more letter', async ({
    page,
  }) => {
    const draft = () => storedDraft(page);
    await page.goto('/visa');
    await field(page, 'First name').fill('Amina');
    await scrollToFormEnd(page);
    await field(page, 'Visa validity (months)').fill('6');
    await expect.poll(async () => String((await draft()).validity)).toBe('6');
    const kept = await draft();

    // A phone's pace: the rest of the form takes a moment to build after the reader starts typing.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Amina');
    await field(page, 'First name').press('End');
    await page.keyboard.type('h');
    await expect.poll(async () => (await draft()).firstName).toBe('Aminah');
    expect(await draft()).toEqual({ ...kept, firstName: 'Aminah' });
  });

  test('an answer typed just before the page is reloaded is there after it', async ({ page }) => {
    await page.goto('/visa');
    await field(page, 'First name').fill('Amina');
    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Amina');
  });
});
