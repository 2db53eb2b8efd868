// The staff dashboard and lists (issue 6 items 3–4) over real Firestore data.
//
// Applications are seeded with the Admin SDK under a surname no other run uses, so the test can
// page through exactly its own records whatever else the database holds; the dashboard is
// compared with Admin SDK counts taken just before it loads.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  ROW_COLLECTIONS,
  serviceLabels,
  type ApplicationKind,
} from '#domain/kinds';
import { startOfDayInTanzania } from '#domain/timeZone';
import { newApplicationMeta, type PaymentStatus } from '#domain/meta';
import { SEARCH_INDEX_FIELD, withSearchIndex } from '#domain/searchIndex';
import { foldText } from '#domain/searchText';
import { PAGE_SIZE } from '../../src/features/admin/lists/paging.ts';
import { adminServices } from '../support/admin.ts';
import { english } from './support/translations.ts';
import { sendApplication, withUploads } from '../support/applications.ts';
import {
  changeSeeded,
  deleteSeeded,
  seedApplication,
  seedApplicationNow,
} from '../support/seededApplications.ts';
import { listenerDocuments, watchFirestoreReads } from '../support/firestoreReads.ts';
import { anonymousApplicant, signedInUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './support/staff.ts';

const SEEDED = 62;
const PAYMENTS: PaymentStatus[] = ['unpaid', 'paid', 'pending', 'failed', 'paid'];

/** Letters only: a surname that is plausible and unique to this run. */
const surname = () =>
  'Tz' + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

type Seeded = { reference: string; firstName: string; phone: string; paymentStatus: PaymentStatus };

/** `count` visa applications, the newest first in index order, one second apart. */
async function seedVisaApplications(lastName: string, count = SEEDED): Promise<Seeded[]> {
  const { db } = adminServices();
  const batch = db.batch();
  const now = Date.now();
  // Tanzanian mobile numbers unique to this run: 7 + six random digits + the index.
  const prefix = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const seeded: Seeded[] = [];
  for (let i = 0; i < count; i += 1) {
    const meta = newApplicationMeta('visa', { lang: 'en' });
    const paymentStatus = PAYMENTS[i % PAYMENTS.length]!;
    const firstName = `Applicant${String(i).padStart(2, '0')}`;
    const phone = `+2557${prefix}${String(i).padStart(2, '0')}`;
    // With the search index the server's handler would write, so a search finds them at once.
    seedApplication(
      batch,
      db.collection(APPLICATION_COLLECTIONS.visa).doc(),
      withSearchIndex('visa', {
        ...validVisaApplication({ firstName, lastName, phone }),
        ...meta,
        paymentStatus,
        createdAt: Timestamp.fromMillis(now - i * 1000),
      }),
    );
    seeded.push({ reference: meta.reference, firstName, phone, paymentStatus });
  }
  await batch.commit();
  return seeded;
}

async function expectedCounts() {
  const { db } = adminServices();
  // The dashboard's "today" is the office's day in Dar es Salaam, not the test machine's.
  const midnight = startOfDayInTanzania();
  const perKind = await Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      // The dashboard counts the lists' rows.
      const source = db.collection(ROW_COLLECTIONS[kind]);
      const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
      return {
        kind,
        total: await count(source),
        awaiting: await count(source.where('paymentStatus', 'in', ['unpaid', 'pending'])),
        today: await count(source.where('createdAt', '>=', Timestamp.fromDate(midnight))),
      };
    }),
  );
  return {
    perKind,
    awaiting: perKind.reduce((sum, kind) => sum + kind.awaiting, 0),
    today: perKind.reduce((sum, kind) => sum + kind.today, 0),
  };
}

/** The names on the first page of all visa applications, read with the Admin SDK. */
async function newestVisa() {
  const { db } = adminServices();
  const newest = await db
    .collection(APPLICATION_COLLECTIONS.visa)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  return newest.docs[0]!;
}

async function newestVisaNames(): Promise<string[]> {
  const { db } = adminServices();
  const page = await db
    .collection(APPLICATION_COLLECTIONS.visa)
    .orderBy('createdAt', 'desc')
    .limit(PAGE_SIZE)
    .get();
  return page.docs.map((doc) =>
    [doc.get('firstName'), doc.get('middleName'), doc.get('lastName')].filter(Boolean).join(' '),
  );
}

const isEqual = (a: string[], b: string[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** A card names the applicant in full, first, middle and last, as the domain's identity does. */
const MIDDLE_NAME = validVisaApplication().middleName;
const fullName = (firstName: string, lastName: string) =>
  [firstName, MIDDLE_NAME, lastName].filter(Boolean).join(' ');

const cardList = (page: Page) => page.getByRole('list', { name: 'Visa Applicants' });
const cards = (page: Page) => cardList(page).getByRole('article');

/** The names on the cards of the page shown, once it has loaded. */
async function cardNames(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).getByRole('heading').allTextContents();
}

/**
 * Records each set of card names the list shows from now on, as the page changes it (a view
 * switching, a listener answering); answers a function that reads them.
 */
async function recordNamesShown(page: Page) {
  await page.evaluate(() => {
    const shown: string[][] = [];
    Object.assign(window, { namesShown: shown });
    const record = () => {
      const names = Array.from(
        document.querySelectorAll('.card-grid article h2'),
        (name) => name.textContent,
      );
      if (names.length > 0 && JSON.stringify(names) !== JSON.stringify(shown.at(-1))) shown.push(names);
    };
    // The list shown now first: a change to it (a flag that arrives) then records nothing new.
    record();
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { namesShown: string[][] }).namesShown);
}

const tileName = (kind: ApplicationKind) => english(serviceLabels(kind).dashboardTotal);

test.describe('staff dashboard and lists', () => {
  test('totals match the database, and 62 applications page 24 at a time, newest first', async ({ page }) => {
    const lastName = surname();
    const seeded = await seedVisaApplications(lastName);
    const expected = await expectedCounts();
    expect(expected.perKind.find((kind) => kind.kind === 'visa')!.total).toBeGreaterThanOrEqual(SEEDED);

    await signInAs(page, 'staff');
    for (const { kind, total } of expected.perKind) {
      await expect(page.getByRole('region', { name: tileName(kind) }).locator('.count-total')).toHaveText(
        total.toLocaleString('en'),
      );
    }
    await expect(
      page.getByRole('region', { name: 'Awaiting payment (unpaid or pending)' }).locator('.count-total'),
    ).toHaveText(expected.awaiting.toLocaleString('en'));
    await expect(page.getByRole('region', { name: 'Submitted today' }).locator('.count-total')).toHaveText(
      expected.today.toLocaleString('en'),
    );

    // The seeded applications are the newest: all applications, newest first, start with them.
    await page.getByRole('link', { name: 'View visa applicants' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visa Applicants' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const namesShown = await recordNamesShown(page);
    const [shownFirst = []] = await namesShown();
    await page.getByLabel('Show').selectOption({ label: 'All applications' });
    await expect(page).toHaveURL(/\/ad\/visa\?view=all$/);
    // Newest first across every test's visa applications (another test's may be as recent).
    const allFirstPage = await newestVisaNames();
    await expect(cards(page).getByRole('heading')).toHaveText(allFirstPage);
    // Its agent as the spec words it: the AAN, or No Agent.
    const newestAan = (await newestVisa()).get('AAN') as string | undefined;
    await expect(cards(page).first()).toContainText(newestAan ?? 'No Agent');

    // Search by surname, then page through exactly the seeded ones: 24 + 24 + 14, in order.
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`Showing 1–24 of ${SEEDED}`)).toBeVisible();
    const newest = seeded.slice(0, PAGE_SIZE).map((s) => fullName(s.firstName, lastName));
    await expect(cards(page).getByRole('heading')).toHaveText(newest);
    // Neither new list showed, even for a moment, rows another list had read (the SDK's cache).
    const eachList = [shownFirst, allFirstPage, newest].filter(
      (names, i, all) => i === 0 || !isEqual(names, all[i - 1]),
    );
    expect(await namesShown()).toEqual(eachList);
    const seen: string[] = [];
    for (let pageNumber = 0; pageNumber < 3; pageNumber += 1) {
      const from = pageNumber * PAGE_SIZE + 1;
      const to = Math.min(SEEDED, (pageNumber + 1) * PAGE_SIZE);
      await expect(page.getByText(`Showing ${from}–${to} of ${SEEDED}`)).toBeVisible();
      const names = await cardNames(page);
      expect(names.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...names);
      if (pageNumber < 2) await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(seen).toEqual(seeded.map((s) => fullName(s.firstName, lastName)));

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(`Showing 25–48 of ${SEEDED}`)).toBeVisible();
  });

  test('the work queue holds paid, unfinished applications oldest first, and each filter is in the address', async ({
    page,
  }) => {
    const lastName = surname();
    const seeded = await seedVisaApplications(lastName, 10);
    const { db } = adminServices();
    // Staff have finished with one paid application: it leaves the queue.
    const finished = seeded.find((s) => s.paymentStatus === 'paid')!;
    const found = await db
      .collection(APPLICATION_COLLECTIONS.visa)
      .where('reference', '==', finished.reference)
      .get();
    await changeSeeded(found.docs[0]!.ref, { status: 'approved' });
    // Counted as the list counts: its rows.
    const source = db.collection(ROW_COLLECTIONS.visa);
    const queue = source
      .where('paymentStatus', '==', 'paid')
      .where('status', 'in', ['submitted', 'in_review', 'action_needed']);
    const inQueue = (await queue.count().get()).data().count;
    // Answers other tests left wait at the head of the queue, above its oldest-first rows.
    const oldestFirst = (await queue.orderBy('createdAt', 'asc').limit(50).get()).docs;
    const oldest = oldestFirst.find((application) => application.get('requestState') !== 'answered')!;

    await signInAs(page, 'staff');
    const tile = page.getByRole('region', { name: tileName('visa') });
    await expect(tile.getByRole('row', { name: /Needs attention/ })).toContainText(String(inQueue));
    await page.goto('/ad/visa');
    await expect(page.getByLabel('Show')).toHaveValue('attention');
    await expect(page.getByText(`of ${inQueue}`)).toBeVisible();
    const rows = cards(page).filter({ hasNotText: 'Applicant answered' });
    await expect(rows.first()).toContainText(oldest.get('reference') as string);

    // Narrowed to the approved paid ones of this run: the one finished, found by its surname.
    await page.goto(`/ad/visa?view=all&status=approved&payment=paid&q=${lastName}`);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
    await expect(page.getByLabel('Payment')).toHaveValue('paid');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(finished.reference);
    await page.getByLabel('Status', { exact: true }).selectOption('submitted');
    await expect(page).toHaveURL(new RegExp(`status=submitted&payment=paid&q=${lastName}`));
    await expect(cards(page)).toHaveCount(seeded.filter((s) => s.paymentStatus === 'paid').length - 1);
    await page.goBack();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
  });

  test('a reference finds exactly its application; the payment filter keeps only that state', async ({
    page,
  }) => {
    const lastName = surname();
    const seeded = await seedVisaApplications(lastName);
    await signInAs(page, 'staff');

    const target = seeded[37]!;
    await page.goto(`/ad/visa`);
    // Typed the way people read references out: lower case, a space for the dash.
    await page
      .getByRole('searchbox', { name: 'Search' })
      .fill(target.reference.toLowerCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(target.reference);
    await expect(cards(page).first().getByRole('heading')).toHaveText(fullName(target.firstName, lastName));
    await expect(cards(page).first().getByRole('link', { name: 'Manage Applicant' })).toHaveAttribute(
      'href',
      /^\/ad\/viewVisa\/[A-Za-z0-9]+$/,
    );

    const pending = seeded.filter((s) => s.paymentStatus === 'pending');
    await page.goto(`/ad/visa?q=${lastName}`);
    await expect(page.getByText(`Showing 1–24 of ${SEEDED}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Payment' }).selectOption('pending');
    await expect(page).toHaveURL(/payment=pending/);
    await expect(page.getByText(`Showing 1–${pending.length} of ${pending.length}`)).toBeVisible();
    expect(await cardNames(page)).toEqual(pending.map((s) => fullName(s.firstName, lastName)));
    for (const card of await cards(page).all()) await expect(card).toContainText('Payment pending');

    // Staff may not delete (only admins): no Delete button for them.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('first and last name together, or a phone number typed the local way, find one applicant', async ({
    page,
  }) => {
    const lastName = surname();
    const seeded = await seedVisaApplications(lastName);
    await signInAs(page, 'staff');
    const search = async (text: string) => {
      await page.goto(`/ad/visa?q=${encodeURIComponent(text)}`);
      await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
      return cards(page).first().getByRole('heading').textContent();
    };
    expect(await search(`applicant12 ${lastName.toLowerCase()}`)).toBe(fullName('Applicant12', lastName));
    // Stored as +2557…; typed as 07… with spaces.
    const local = `0${seeded[20]!.phone.slice(4)}`.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3');
    expect(await search(local)).toBe(fullName('Applicant20', lastName));
  });

  test('a search finds names by their start in any case, without accents and surname first, and phones typed the local way', async ({
    page,
  }) => {
    // This run's own middle name on every record: its cards are told from any other run's.
    const tag = surname();
    const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    const people = [
      { firstName: 'Asha', lastName: 'Mrisho' },
      { firstName: 'ASHA', lastName: 'KOMBO', phone: `255754${digits}` },
      { firstName: 'Renée', lastName: 'Mushi' },
    ];
    const { db } = adminServices();
    const batch = db.batch();
    for (const [i, person] of people.entries()) {
      seedApplication(
        batch,
        db.collection(APPLICATION_COLLECTIONS.visa).doc(),
        withSearchIndex('visa', {
          ...validVisaApplication({ ...person, middleName: tag }),
          ...newApplicationMeta('visa', { lang: 'en' }),
          createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
        }),
      );
    }
    await batch.commit();
    const nameOf = (person: { firstName: string; lastName: string }) =>
      `${person.firstName} ${tag} ${person.lastName}`;
    const [asha, ashaKombo, renee] = people.map(nameOf);
    const card = (name: string) => cards(page).getByRole('heading', { name, exact: true });

    await signInAs(page, 'staff');
    await page.goto('/ad/visa?view=all');
    const search = async (text: string) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(text);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replaceAll('%20', '\\+')}$`));
    };
    /** Every card's name has a word starting with `prefix`, compared as the index compares. */
    const everyCardStartsWith = async (prefix: string) => {
      for (const name of await cardNames(page)) {
        expect(
          foldText(name)
            .split(' ')
            .some((word) => word.startsWith(prefix)),
          name,
        ).toBe(true);
      }
    };

    await search('asha');
    await expect(card(asha!)).toBeVisible();
    await expect(card(ashaKombo!)).toBeVisible();
    await everyCardStartsWith('asha');

    await search('rene');
    await expect(card(renee!)).toBeVisible();
    await everyCardStartsWith('rene');

    // Stored as 255754…; typed the local way, and only its start.
    await search(`0754 ${digits.slice(0, 5)}`);
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(ashaKombo!);

    // The surname first, as Tanzanian documents write a name.
    await search('kombo asha');
    await expect(card(ashaKombo!)).toBeVisible();
    await expect(card(asha!)).toHaveCount(0);

    await search(`${tag}x`);
    await expect(page.getByText('No application matches this search.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // A new application after the list opened, sent to the API as a form sends it: it is written
    // with its index, so the search finds it at once.
    await search('asha');
    await expect(card(asha!)).toBeVisible();
    const newcomer = { firstName: 'Ashanti', lastName: 'Newcomer' };
    const applicant = await anonymousApplicant();
    const sent = await sendApplication(
      'visa',
      {
        lang: 'sw',
        answers: await withUploads('visa', validVisaApplication({ ...newcomer, middleName: tag })),
      },
      applicant.idToken,
    );
    expect(sent.status).toBe(201);
    const added = db.collection(APPLICATION_COLLECTIONS.visa).doc((sent.body as { id: string }).id);
    expect((await added.get()).get(SEARCH_INDEX_FIELD)).toEqual(
      expect.arrayContaining(['asha', 'ashanti', 'newcomer']),
    );
    // The open list shows it as it learns of it; a reload (the search again) does in any case.
    await expect(async () => {
      await page.reload();
      await expect(card(nameOf(newcomer))).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await everyCardStartsWith('asha');
  });

  test("an open list shows anyone's change at once, and downloads only what changed", async ({ page }) => {
    const lastName = surname();
    const seeded = await seedVisaApplications(lastName);
    const reads = await watchFirestoreReads(page);
    await signInAs(page, 'staff');
    await page.goto(`/ad/visa?view=all&q=${lastName}`);
    await expect(page.getByText(`Showing 1–24 of ${SEEDED}`)).toBeVisible();
    expect(await listenerDocuments(page)).toBe(PAGE_SIZE);

    // Pushed by the listener, not read on a timer: each shows well within the 2 seconds
    // on a quiet machine (the bench times it); the bound here allows for a busy test run.
    const pushed = { timeout: 5_000 };
    const { db } = adminServices();
    const visa = db.collection(APPLICATION_COLLECTIONS.visa);
    // As the API writes one: with its search index.
    const newcomer = await seedApplicationNow(
      visa.doc(),
      withSearchIndex('visa', {
        ...validVisaApplication({ firstName: 'Newcomer', lastName }),
        ...newApplicationMeta('visa', { lang: 'sw' }),
        createdAt: Timestamp.now(),
      }),
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(fullName('Newcomer', lastName), pushed);
    await expect(page.getByText(`Showing 1–24 of ${SEEDED + 1}`)).toBeVisible(pushed);

    await changeSeeded(newcomer, { paymentStatus: 'paid' });
    await expect(cards(page).first()).toContainText('Paid', pushed);
    await changeSeeded(newcomer, { status: 'approved' });
    await expect(cards(page).first()).toContainText('Approved', pushed);

    await deleteSeeded(newcomer);
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      fullName(seeded[0]!.firstName, lastName),
      pushed,
    );
    await expect(page.getByText(`Showing 1–24 of ${SEEDED}`)).toBeVisible(pushed);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    // Four documents brought: the newcomer three times, then the application its delete brought
    // back onto the page; nothing unchanged was sent again.
    expect(await listenerDocuments(page)).toBe(PAGE_SIZE + 4);

    // Idle, the list downloads nothing at all.
    await reads.idle();
    reads.mark();
    await page.waitForTimeout(5_000);
    await reads.idle();
    expect(reads.documentsRead()[ROW_COLLECTIONS.visa] ?? 0).toBe(0);
    expect(await listenerDocuments(page)).toBe(PAGE_SIZE + 4);
  });

  test('the dashboard downloads no application and a list at most one page of them', async ({ page }) => {
    await seedVisaApplications(surname());
    const reads = await watchFirestoreReads(page);
    await signInAs(page, 'staff');

    reads.mark();
    await page.goto('/ad/dashboard');
    await expect(page.getByRole('region', { name: tileName('visa') }).locator('.count-total')).toHaveText(
      /\d/,
    );
    await reads.idle();
    const dashboard = reads.documentsRead();
    expect(dashboard[APPLICATION_COLLECTIONS.visa] ?? 0).toBe(0);
    expect(dashboard[ROW_COLLECTIONS.visa] ?? 0).toBe(0);
    expect(reads.aggregations()).toBeGreaterThan(0);

    // More than a page exists (this test alone seeded 62), yet only the page shown is downloaded.
    reads.mark();
    await page.goto('/ad/visa?view=all');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await reads.idle();
    // Rows, and not one application: those are the API's to read, each look on record.
    expect(reads.documentsRead()[ROW_COLLECTIONS.visa]).toBe(PAGE_SIZE);
    expect(reads.documentsRead()[APPLICATION_COLLECTIONS.visa] ?? 0).toBe(0);
  });

  test('an admin deletes an application from the list after confirming', async ({ page }) => {
    const lastName = surname();
    const seeded = await seedVisaApplications(lastName, 3);
    await signInAs(page, 'admin');
    await page.goto(`/ad/visa?q=${lastName}`);
    await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();

    const first = cards(page).first();
    const dialog = page.getByRole('dialog');
    await first.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('Are you sure?');
    await expect(dialog).toContainText('You will not be able to recover this booking!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards(page)).toHaveCount(3);

    await first.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    // The delete's transaction reads the application's history first (its version): slower on a busy machine.
    await expect(page.getByRole('status').filter({ hasText: 'Deleted!' })).toHaveText(
      'Deleted! Booking has been deleted.',
      { timeout: 30_000 },
    );
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      fullName(seeded[1]!.firstName, lastName),
    );

    const { db } = adminServices();
    const left = await db.collection(APPLICATION_COLLECTIONS.visa).where('lastName', '==', lastName).get();
    expect(left.docs.map((document) => document.data().reference).sort()).toEqual(
      [seeded[1]!.reference, seeded[2]!.reference].sort(),
    );
  });

  for (const lang of ['en', 'sw'] as const) {
    test(`dashboard and a list have no serious accessibility violations (${lang})`, async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await seedVisaApplications(surname());
      const staff = await signedInUser('staff');
      await page.goto('/sign-in');
      await page.locator('input[type=email]').fill(staff.email);
      await page.locator('input[type=password]').fill(staff.password);
      await page.locator('button[type=submit]').click();
      await expect(page).toHaveURL(/\/ad\/dashboard$/);
      for (const path of ['/ad/dashboard', '/ad/visa']) {
        await page.goto(path);
        await expect(page.locator('.count-total, .application-card').first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${path} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          );
        expect(serious).toEqual([]);
      }
    });
  }
});
