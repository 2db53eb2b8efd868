// The Reports page (issue 31) in the browser, on a 360 px phone: counts seeded for three days of
// March 2019, which no other test touches, are shown as an admin picks those dates, in English and
// in Kiswahili, as tables beside their charts; the money downloads as CSV; each screen passes axe
// without scrolling sideways. Staff without the admin role neither see nor open it.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { COLLECTIONS } from '#domain/kinds';
import { countsDocumentId, type CountsDocument, type PeriodCounts } from '#domain/reports/counts';
import { shardDocumentId } from '#domain/reports/shards';
import { waitBucket } from '#domain/reports/waitBuckets';
import { adminServices } from '../support/admin.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { signInAs } from './support/staff.ts';

test.use({ viewport: { width: 360, height: 740 } });

const HOUR = 3_600_000;

// What the counter would have kept for these days. The queue comes back to where it was by the
// end of them, so that the months after 2019 start with the queue they had.
const DAYS: Record<string, PeriodCounts> = {
  // Before the days the tests choose: what their figures are set against.
  '2019-03-02': {
    visa: {
      paid: 1,
      money: { total: 300_000, processing: 90_000, form: 150_000, government: 60_000, commission: 30_000 },
      attempts: { paid: 1 },
    },
  },
  '2019-03-04': {
    visa: {
      received: 3,
      paid: 2,
      money: { total: 600_000, processing: 180_000, form: 300_000, government: 120_000, commission: 60_000 },
      attempts: { paid: 2, failed: 1 },
      queue: { submitted: 2 },
    },
  },
  '2019-03-05': {
    tin: {
      received: 1,
      paid: 1,
      money: { total: 13_000, processing: 3_900, form: 6_500, government: 2_600 },
      attempts: { paid: 1, abandoned: 1 },
      // An answer half a minute after the question.
      waitBuckets: { askedToAnswered: { [waitBucket(30_000)]: 1 } },
    },
    visa: {
      completed: 1,
      rejected: 1,
      queue: { submitted: -2 },
      waitBuckets: { paidToCompleted: { [waitBucket(26 * HOUR)]: 1 } },
    },
  },
};

/** The month's document: the days' counts added up, as the counter adds to both. */
function monthOf(days: PeriodCounts[]): PeriodCounts {
  const add = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + value;
      else add((into[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
    }
  };
  const month: Record<string, unknown> = {};
  for (const day of days) add(month, day);
  return month as PeriodCounts;
}

async function seed() {
  const { db } = adminServices();
  // Each day's counts on a shard, as the counter spreads them; the month, long over, folded.
  const write = (
    collection: string,
    document: CountsDocument,
    id = countsDocumentId(document.scope, document.period),
  ) => db.collection(collection).doc(id).set(document);
  await Promise.all([
    ...Object.entries(DAYS).map(([period, kinds]) =>
      write(COLLECTIONS.reportDays, { scope: 'all', period, kinds }, shardDocumentId('all', period, 7)),
    ),
    write(COLLECTIONS.reportMonths, { scope: 'all', period: '2019-03', kinds: monthOf(Object.values(DAYS)) }),
  ]);
}

/** Whether the page is wider than the phone: nothing may make it scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A table's body and foot rows as the text of their cells, row heading first. */
const rowsOf = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .evaluate((table) =>
      Array.from(table.querySelectorAll('tbody tr, tfoot tr')).map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent),
      ),
    );

test('an admin picks dates and reads the figures the counts imply, in both languages, and downloads them', async ({
  page,
}) => {
  test.slow(); // sign-in, the page in two languages, each through axe, and a download
  await seed();
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/ad\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  const controls = page.getByRole('form', { name: 'What the report covers' });
  await controls.getByLabel('Dates').selectOption('custom');
  await controls.getByLabel('From').fill('2019-03-04');
  await controls.getByLabel('To').fill('2019-03-06');
  await expect(controls.getByLabel('Period')).toHaveValue('day');
  await controls.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(/\/ad\/reports\?range=custom&from=2019-03-04&to=2019-03-06$/);

  const money = 'Money paid per period, by service';
  await expect(page.getByRole('table', { name: money })).toBeVisible();
  // The services in the dashboard's order: BRELA, Visa, TIN, Business.
  expect(await rowsOf(page, money)).toEqual([
    ['4 Mar 2019', 'Tsh 0', 'Tsh 600,000', 'Tsh 0', 'Tsh 0', 'Tsh 600,000'],
    ['5 Mar 2019', 'Tsh 0', 'Tsh 0', 'Tsh 13,000', 'Tsh 0', 'Tsh 13,000'],
    ['6 Mar 2019', 'Tsh 0', 'Tsh 0', 'Tsh 0', 'Tsh 0', 'Tsh 0'],
    ['Total', 'Tsh 0', 'Tsh 600,000', 'Tsh 13,000', 'Tsh 0', 'Tsh 613,000'],
  ]);
  expect(await rowsOf(page, 'Totals for the dates chosen, and how the money splits')).toEqual([
    ['Total paid', 'Tsh 613,000'],
    ['Processing fee', 'Tsh 183,900'],
    ['Form fee', 'Tsh 306,500'],
    ['Government fee and tax', 'Tsh 122,600'],
    ['Reversed (given back)', 'Tsh 0'],
    ['Commission owed to agents', 'Tsh 60,000'],
  ]);
  expect(await rowsOf(page, 'Applications received, paid, completed and rejected per period')).toEqual([
    ['4 Mar 2019', '3', '2', '0', '0'],
    ['5 Mar 2019', '1', '1', '1', '1'],
    ['6 Mar 2019', '0', '0', '0', '0'],
    ['Total', '4', '3', '1', '1'],
  ]);
  expect(
    (await rowsOf(page, 'Open queue at the end of each period, by status')).map((row) => row.at(-1)),
  ).toEqual(['2', '0', '0']);
  expect((await rowsOf(page, 'Waits by service')).find((row) => row[0] === 'Visa')).toEqual([
    'Visa',
    '1 d 2 h',
    '1 d 2 h',
    '1',
    '—',
    '—',
    '0',
  ]);
  expect(await rowsOf(page, 'Payment attempts per period, by outcome')).toEqual([
    ['4 Mar 2019', '3', '2', '1', '0', '0', '33.3%'],
    ['5 Mar 2019', '2', '1', '0', '1', '0', '0%'],
    ['6 Mar 2019', '0', '0', '0', '0', '0', '—'],
    ['Total', '5', '3', '1', '1', '0', '20%'],
  ]);
  await expect(
    page.getByRole('img', { name: /^Chart: Money paid per period, by service, 4 Mar 2019 to 6 Mar 2019/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);

  // The money as a CSV file, amounts as whole numbers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Money' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('report-money-2019-03-04-2019-03-06.csv');
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace('\uFEFF', '')
    .split('\r\n');
  expect(lines.slice(1, 6)).toEqual([
    'Period,BRELA registration,Visa,TIN certificate,Business licence,Total',
    '2019-03-04,0,600000,0,0,600000',
    '2019-03-05,0,0,13000,0,13000',
    '2019-03-06,0,0,0,0,0',
    'Total,0,600000,13000,0,613000',
  ]);

  // The same report in Kiswahili, from its address.
  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  const fedha = 'Fedha zilizolipwa kwa kila kipindi, kwa huduma';
  await expect(page.getByRole('table', { name: fedha })).toBeVisible();
  expect((await rowsOf(page, fedha))[0]).toEqual([
    '4 Mac 2019',
    'Tsh 0',
    'Tsh 600,000',
    'Tsh 0',
    'Tsh 0',
    'Tsh 600,000',
  ]);
  expect((await rowsOf(page, 'Muda wa kusubiri kwa huduma')).find((row) => row[0] === 'Viza')?.[1]).toBe(
    'siku 1 saa 2',
  );
  expect((await rowsOf(page, 'Majaribio ya malipo kwa kila kipindi, kwa matokeo')).at(-1)?.[0]).toBe('Jumla');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});

test('staff without the admin role are not offered the reports, nor let in', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/ad/reports?range=custom&from=2019-03-04&to=2019-03-06');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('Only an administrator can see the reports.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("on the owner's laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('"how much did we make" comes first, each figure against the days before, above any table', async ({
    page,
  }) => {
    await seed();
    await signInAs(page, 'admin');
    await page.goto('/ad/reports?range=custom&from=2019-03-04&to=2019-03-06');
    const summary = page.getByRole('region', { name: 'How much we made' });
    await expect(summary).toBeInViewport({ ratio: 1 });
    await expect(summary).toContainText(
      '4 Mar 2019 to 6 Mar 2019, against the period before: 1 Mar 2019 to 3 Mar 2019',
    );
    const figures = await summary
      .getByRole('term')
      .evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual([
      ['Paid', 'Tsh 613,000+104.3% against Tsh 300,000 before'],
      ['Government fees passed on', 'Tsh 122,600+104.3% against Tsh 60,000 before'],
      ['Commission owed to agents', 'Tsh 60,000+100% against Tsh 30,000 before'],
      ['Given back', 'Tsh 0Tsh 0 before'],
      ['Kept by the agency', 'Tsh 430,400+105% against Tsh 210,000 before'],
    ]);
    // Above every table, and beside nothing: the five figures side by side on one line.
    const top = (await summary.boundingBox())!;
    for (const table of await page.getByRole('table').all()) {
      expect((await table.boundingBox())!.y).toBeGreaterThan(top.y + top.height);
    }
    const tiles = await summary
      .getByRole('term')
      .evaluateAll((terms) => terms.map((term) => term.parentElement!.getBoundingClientRect().top));
    expect(new Set(tiles).size).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('speed reads at a glance: every column in sight, "under a minute", and the median of each day', async ({
    page,
  }) => {
    await seed();
    await signInAs(page, 'admin');
    await page.goto('/ad/reports?range=custom&from=2019-03-04&to=2019-03-06');
    await expect(page.getByRole('table', { name: 'Waits by service' })).toBeVisible();
    expect((await rowsOf(page, 'Waits by service')).find((row) => row[0] === 'TIN certificate')).toEqual([
      'TIN certificate',
      '—',
      '—',
      '0',
      'under a minute',
      'under a minute',
      '1',
    ]);
    expect(await rowsOf(page, 'Median wait per period')).toEqual([
      ['4 Mar 2019', '—', '0', '—', '0'],
      ['5 Mar 2019', '1 d 2 h', '1', 'under a minute', '1'],
      ['6 Mar 2019', '—', '0', '—', '0'],
    ]);
    await expect(
      page.getByRole('img', { name: /^Chart: Median wait per period, 4 Mar 2019 to 6 Mar 2019/ }),
    ).toBeVisible();
    // No table of the report hides a column behind a sideways scroll, in either language.
    const cutOff = () =>
      page
        .locator('.report-table-scroll')
        .evaluateAll((boxes) =>
          boxes
            .filter((box) => box.scrollWidth > box.clientWidth)
            .map((box) => box.querySelector('caption')?.textContent),
        );
    expect(await cutOff()).toEqual([]);
    await page.evaluate(() => localStorage.setItem('lang', 'sw'));
    await page.reload();
    await expect(page.getByRole('table', { name: 'Muda wa kusubiri kwa huduma' })).toBeVisible();
    expect(await cutOff()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
