// Records no form could have written (every field of the wrong type, a 2,000-stop itinerary, text
// of 200,000 characters) still open, print and delete in the staff area, showing what they can.
// An error in the console on the way (React reports some only there) fails the test (./fixtures.ts).
import { APPLICATION_KINDS, SERVICE_PATHS, serviceLabels, type ApplicationKind } from '#domain/kinds';
import { SHOWN_STOPS } from '../../src/features/admin/detail/shownLimits.ts';
import {
  MALFORMED_ITINERARY_STOPS,
  storedMalformedApplication,
  type Readable,
} from '../support/malformedApplications.ts';
import { english } from './support/translations.ts';
import { expect, test } from './fixtures.ts';
import { countPrints, printsCounted, valueOf } from './support/detailPage.ts';
import { signInAs } from './support/staff.ts';
import { deleteSeeded } from '../support/seededApplications.ts';

const LISTS = Object.fromEntries(
  APPLICATION_KINDS.map((kind) => [
    kind,
    { path: SERVICE_PATHS[kind].adminList, title: english(serviceLabels(kind).listTitle) },
  ]),
) as Record<ApplicationKind, { path: string; title: string }>;

/** A name and a phone number no other run uses, so a search finds exactly this record. */
function readable(): Readable {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return { name: `Odd${letters.join('')}`, phone: `+2557${digits}` };
}

for (const kind of APPLICATION_KINDS) {
  test(`a ${kind} record of the wrong types everywhere lists, opens, prints and deletes`, async ({
    page,
  }) => {
    const who = readable();
    const { ref } = await storedMalformedApplication(kind, who);
    await countPrints(page);
    try {
      const admin = await signInAs(page, 'admin');

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
      expect(await printsCounted(page)).toBe(1);

      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure?');
      await page.getByRole('button', { name: 'Yes, delete it!' }).click();
      // A delete takes the application's requests, results and counts in one transaction: slow
      // on a busy machine's emulator.
      await expect(page.getByRole('status').filter({ hasText: 'Deleted!' })).toBeVisible({ timeout: 30_000 });
      // Back to the list it was opened from, its search kept.
      await expect(page).toHaveURL(new RegExp(`${LISTS[kind].path}\\?q=${encodeURIComponent(who.phone)}$`));
      expect((await ref.get()).exists).toBe(false);
    } finally {
      // A record whose createdAt is text sorts above every real one: never leave it to other tests.
      await deleteSeeded(ref);
    }
  });
}
