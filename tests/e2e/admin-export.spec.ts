// Staff download a filtered list as CSV and as XLSX, each recorded where admins see it.
//
// Applications are seeded under a surname no other run uses and the list is narrowed to it by its
// search, so each file must hold exactly the seeded records, whatever else the database holds.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './support/staff.ts';
import { seedApplication } from '../support/seededApplications.ts';

/** More than one page of the list (24), so the export must read past what the screen shows. */
const SEEDED = 30;
const FIRST_NAMES = ['Zuhura', 'Renée', 'Ñandú', 'Mwanaisha', 'Baraka'];
const BOM = [0xef, 0xbb, 0xbf];

const surname = () =>
  'Tz' + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function seedVisaApplications(lastName: string) {
  const { db } = adminServices();
  const batch = db.batch();
  const references: string[] = [];
  for (let i = 0; i < SEEDED; i += 1) {
    const meta = newApplicationMeta('visa', { lang: 'en' });
    // With the search index the server's handler would write, so the search finds all at once.
    seedApplication(
      batch,
      db.collection(APPLICATION_COLLECTIONS.visa).doc(),
      withSearchIndex('visa', {
        ...validVisaApplication({ firstName: FIRST_NAMES[i % FIRST_NAMES.length], lastName }),
        ...meta,
        createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
      }),
    );
    references.push(meta.reference);
  }
  await batch.commit();
  return references;
}

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { file, bytes: await readFile((await file.path())!) };
}

/** RFC 4180 records of a CSV without quoted line breaks, each split into its fields. */
function csvRows(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map(([, field]) => field!))
    .map((fields) => fields.slice(0, -1).map((field) => field.replace(/^"|"$/g, '').replaceAll('""', '"')));
}

const sharedStrings = (xml: string) =>
  [...xml.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g)].map(([, text]) => text!);

async function recordedExports(uid: string) {
  const { db } = adminServices();
  const snapshot = await db.collection(COLLECTIONS.exportEvents).where('actorUid', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

test('an admin downloads a searched list as CSV and XLSX, and sees both exports recorded', async ({
  page,
}) => {
  const lastName = surname();
  const references = await seedVisaApplications(lastName);
  const admin = await signInAs(page, 'admin');
  await page.goto(`/ad/visa?view=all&q=${lastName}`);
  await expect(page.getByText(references[0]!)).toBeVisible();

  const csv = await download(page, 'Download CSV');
  expect(csv.file.suggestedFilename()).toMatch(/^visa-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual(BOM);
  const [header, ...rows] = csvRows(csv.bytes.subarray(3).toString('utf8'));
  expect(header!.slice(0, 4)).toEqual(['Reference', 'Status', 'Payment', 'Submitted on']);
  expect(header).toEqual(expect.arrayContaining(['First name', 'Last name']));
  expect(rows).toHaveLength(SEEDED);
  expect(rows.map((row) => row[0]).sort()).toEqual([...references].sort());
  const firstNameColumn = header!.indexOf('First name');
  expect(new Set(rows.map((row) => row[firstNameColumn]))).toEqual(new Set(FIRST_NAMES));
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toHaveText(
    `Exported ${SEEDED} rows. Your browser is saving the file.`,
  );

  const xlsx = await download(page, 'Download Excel (XLSX)');
  expect(xlsx.file.suggestedFilename()).toMatch(/\.xlsx$/);
  const parts = unzipSync(new Uint8Array(xlsx.bytes));
  const strings = sharedStrings(strFromU8(parts['xl/sharedStrings.xml']!));
  expect(strings).toEqual(
    expect.arrayContaining(['Reference', 'First name', 'Renée', 'Ñandú', ...references]),
  );
  // Header plus one row per application.
  expect(strFromU8(parts['xl/worksheets/sheet1.xml']!).match(/<row /g)).toHaveLength(SEEDED + 1);

  const recorded = await recordedExports(admin.uid);
  expect(recorded).toHaveLength(2);
  expect(recorded).toEqual(
    expect.arrayContaining(
      ['csv', 'xlsx'].map((format) =>
        expect.objectContaining({
          kind: 'visa',
          format,
          rows: SEEDED,
          filter: { view: 'all', q: lastName },
          actorEmail: admin.email,
        }),
      ),
    ),
  );

  await page.goto('/ad/dashboard');
  const log = page.getByRole('region', { name: 'Exports' });
  const ours = log.getByRole('row').filter({ hasText: admin.email });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText(`All applications, search “${lastName}”`);
  await expect(ours.first()).toContainText(String(SEEDED));
  // On a phone the log scrolls sideways, by keyboard too; nothing serious for assistive technology.
  const { violations } = await new AxeBuilder({ page }).include('.export-log').analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
});

test('plain staff may export, and their dashboard has no export log', async ({ page }) => {
  const lastName = surname();
  await seedVisaApplications(lastName);
  const staff = await signInAs(page, 'staff');
  await expect(page.getByRole('region', { name: 'Visa applications' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exports' })).toHaveCount(0);

  await page.goto(`/ad/visa?view=all&q=${lastName}`);
  const csv = await download(page, 'Download CSV');
  expect(csvRows(csv.bytes.subarray(3).toString('utf8'))).toHaveLength(SEEDED + 1);
  expect(await recordedExports(staff.uid)).toEqual([
    expect.objectContaining({ kind: 'visa', format: 'csv', rows: SEEDED, actorEmail: staff.email }),
  ]);
});
