// A shop owner on a 360 px phone, in Kiswahili: references stay whole, the council select shows the
// council chosen, and places are listed in alphabetical order. And the phone examples a visitor
// reads are Tanzanian.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scrollToFormEnd } from './support/formEnd.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label; required fields add " *" to it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/** Letters only, so the name stays a plausible name that no other run has used. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The option labels of a select, its "Chagua…" prompt left out. */
const optionLabels = (select: Locator) =>
  select.evaluate((node: HTMLSelectElement) =>
    Array.from(node.options)
      .filter((option) => option.value !== '')
      .map((option) => option.text),
  );

/** Whether the option a select shows fits inside it, rather than being cut at its right edge. */
const showsWholeChoice = (select: Locator) =>
  select.evaluate((node: HTMLSelectElement) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = node.options[node.selectedIndex]!.text;
    // The arrow takes about a character's width at the right of the content box.
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return { text, fits: context.measureText(text).width <= room };
  });

/**
 * How many lines `text` takes inside `scope` (1 when it is never broken), for each of `widths`:
 * the page is laid out again at each one, as on phones of those widths.
 */
async function linesAtWidths(page: Page, scope: Locator, text: string, widths: number[]) {
  const found: Record<number, number> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    found[width] = await scope.evaluate((root, wanted) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(wanted);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.bottom))).size;
      }
      return 0;
    }, text);
  }
  return found;
}

test.describe('a shop owner on a 360 px phone, in Kiswahili', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('lang', 'sw')));

  test('reads the reference of a new application on one line, on any phone’s width', async ({ page }) => {
    await page.goto('/tin');
    await page.getByRole('radio', { name: 'Nina TIN', exact: true }).check();
    await field(page, 'Jina kamili').fill(`Neema Kimaro ${suffix()}`);
    await field(page, 'Namba ya TIN').fill('123-456-789');
    await field(page, 'Namba ya simu').fill('0713 987 654');
    await page.getByRole('button', { name: 'Wasilisha' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Namba yako ya kumbukumbu ni TIN-', { timeout: 30_000 });
    const reference = /TIN-[A-Z0-9]{6}/.exec((await dialog.textContent()) ?? '')![0];

    // Every width from 300 to 420 px: wherever the sentence wraps, it never wraps inside "TIN-…".
    const widths = Array.from({ length: 61 }, (_, index) => 300 + index * 2);
    const lines = await linesAtWidths(page, dialog, reference, widths);
    expect(Object.entries(lines).filter(([, count]) => count !== 1)).toEqual([]);
  });

  test('sees the council chosen whole, and councils and wards in alphabetical order', async ({ page }) => {
    await page.goto('/brela');
    await field(page, 'Mkoa').selectOption('Dar es Salaam');
    const council = field(page, 'Wilaya (halmashauri)');
    const councils = await optionLabels(council);
    expect(councils).toEqual([...councils].sort((a, b) => a.localeCompare(b, 'sw')));
    expect(councils[0]).toMatch(/^Dar es Salaam/i);

    // The longest kind of council name there is: a municipal council.
    await council.selectOption('Kinondoni Municipal Council');
    expect(await showsWholeChoice(council)).toEqual({ text: 'Kinondoni (Manispaa)', fits: true });
    await field(page, 'Mkoa').selectOption('Rukwa');
    await council.selectOption('Sumbawanga Municipal Council');
    expect(await showsWholeChoice(council)).toEqual({ text: 'Sumbawanga (Manispaa)', fits: true });

    await field(page, 'Mkoa').selectOption('Arusha');
    await council.selectOption('Meru District Council');
    const ward = field(page, 'Kata');
    await expect(ward).toBeEnabled();
    const wards = await optionLabels(ward);
    expect(wards.slice(0, 3)).toEqual(['Akheri', 'Ambureni', 'Imbaseni']);
    expect(wards).toEqual([...wards].sort((a, b) => a.localeCompare(b, 'sw')));
  });

  test('is given a Tanzanian phone example on the visa form', async ({ page }) => {
    await page.goto('/visa');
    await expect(field(page, 'Namba ya simu')).toHaveAccessibleDescription(/\+255 712 345 678/);
    await expect(page.getByText(/\+254/)).toHaveCount(0);
  });
});

test.describe('a tourist, in English', () => {
  test('is given a Tanzanian phone example, never a Kenyan one', async ({ page }) => {
    await page.goto('/visa');
    await scrollToFormEnd(page);
    for (const label of ['Phone number', 'Emergency contact phone']) {
      await expect(field(page, label)).toHaveAccessibleDescription(
        'Include the country code, for example +255 712 345 678.',
      );
    }
    await expect(page.getByText(/\+254/)).toHaveCount(0);
  });
});
