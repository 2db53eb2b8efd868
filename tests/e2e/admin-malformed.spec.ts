// Records no form could have written (every field of the wrong type, a 2,000-stop itinerary, text
// of 200,000 characters) still open, print and delete in the staff area, showing what they can.
import type { Page } from '@playwright/test';
import { APPLICATION_KINDS, type ApplicationKind } from '../../src/domain/kinds.ts';
import { SHOWN_STOPS } from '../../src/features/admin/detail/shownLimits.ts';
import {
  MALFORMED_ITINERARY_STOPS,
  storedMalformedApplication,
  type Readable,
} from '../support/malformedApplications.ts';
import { signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';

const LISTS: Record<ApplicationKind, { path: string; title: string }> = {
  visa: { path: '/ad/visa', title: 'Visa Applicants' },
  tin: { path: '/ad/tin', title: 'Tin Applicants' },
  brela: { path: '/ad/brela', title: 'Brela Applicants' },
  business: { path: '/ad/business', title: 'Business License' },
};

/** A name and a phone number no other run uses, so a search finds exactly this record. */
function readable(): Readable {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return { name: `Odd${letters.join('')}`, phone: `+2557${digits}` };
}

const valueOf = (page: Page, label: string) =>
  page
    .locator('.detail-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Console errors, which the page-error fixture does not see (React reports some only there). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function signInAsAdmin(page: Page) {
  const admin = await signedInUser('admin');
  await page.goto('/sign-in');
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return admin;
}

for (const kind of APPLICATION_KINDS) {
  test(`a ${kind} record of the wrong types everywhere lists, opens, prints and deletes`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const who = readable();
    const { ref } = await storedMalformedApplication(kind, who);
    // Count the browser's print calls instead of opening a print dialog.
    await page.addInitScript(() => {
      window.print = () => {
        const counted = window as unknown as { prints?: number };
        counted.prints = (counted.prints ?? 0) + 1;
      };
    });
    try {
      const admin = await signInAsAdmin(page);

      await page.goto(`${LISTS[kind].path}?q=${encodeURIComponent(who.phone)}`);
      const card = page.getByRole('list', { name: LISTS[kind].title }).getByRole('article');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading')).toHaveText(who.name);
      await expect(card).toContainText(who.phone);
      await expect(card).not.toContainText('[object Object]');

      await card.getByRole('link', { name: 'Manage Applicant' }).click();
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(who.name);
      await expect(main).toContainText(who.phone);
      // Not options, not times, not text: shown as stored, or N/A.
      await expect(valueOf(page, 'Status')).toHaveText('constructor');
      await expect(valueOf(page, 'Payment')).toHaveText('toString');
      await expect(valueOf(page, 'Reference')).toContainText('-ABCDEF');
      await expect(valueOf(page, 'Submitted on')).toHaveText('N/A');
      await expect(valueOf(page, 'Staff note')).toContainText('kept in a map');
      await expect(main).toContainText('deepest');
      await expect(main).toContainText('more characters not shown');
      await expect(main).not.toContainText('[object Object]');
      if (kind === 'visa') {
        const itinerary = valueOf(page, 'Itinerary');
        await expect(itinerary.getByRole('row')).toHaveCount(SHOWN_STOPS + 1);
        await expect(itinerary.getByRole('row').nth(1)).toContainText('Arusha');
        await expect(itinerary.getByRole('row').nth(2)).toContainText('Moshi');
        const hidden = (MALFORMED_ITINERARY_STOPS - SHOWN_STOPS).toLocaleString('en');
        await expect(itinerary).toContainText(`${hidden} more stops are not shown.`);
      }

      await page.getByRole('button', { name: 'Print' }).click();
      const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
      await expect(history.first()).toContainText(`Printed by ${admin.email}`);
      expect(await page.evaluate(() => (window as unknown as { prints?: number }).prints)).toBe(1);

      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure?');
      await page.getByRole('button', { name: 'Yes, delete it!' }).click();
      await expect(page.getByRole('dialog')).toContainText('Deleted!');
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(new RegExp(`${LISTS[kind].path}$`));
      expect((await ref.get()).exists).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      // A record whose createdAt is text sorts above every real one: never leave it to other tests.
      await ref.delete();
    }
  });
}
