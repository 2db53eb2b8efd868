// What an open staff list costs while it is live: the documents it downloads while nobody changes
// anything (per hour), and for each change made by someone else, how long until the list shows it
// and how many documents it brought. Measured in Chromium over the bench's seeded collection.
import { chromium, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import { newApplicationMeta } from '#domain/meta';
import { PAGE_SIZE } from '../src/features/admin/lists/paging.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { listenerDocuments, watchFirestoreReads } from '../tests/support/firestoreReads.ts';
import { LIST_ENTRY } from '../tests/support/staffList.ts';
import { ROW_COLLECTIONS } from '#domain/kinds';
import {
  createApplicationRecord,
  deleteApplicationRecord,
  updateApplication,
} from '#server/applications/rows.ts';

export type LiveList = {
  idleSeconds: number;
  /** Documents downloaded by the open list while nothing changed. */
  idleDocuments: number;
  idleDocumentsPerHour: number;
  /** What the list read before it was live: its first page every 15 s while visible. */
  pollingDocumentsPerHour: number;
  changes: Array<{ change: string; ms: number; documents: number }>;
};

type Options = {
  baseUrl: string;
  chromiumPath: string;
  projectId: string;
  staff: { email: string; password: string };
  collection: string;
  listPath: string;
  idleSeconds?: number;
};

const POLLED_EVERY_SECONDS = 15;

/** The first application's entry, as the list shows it now. */
const firstCard = (page: Page) => page.locator(LIST_ENTRY).first();

export async function measureLiveList(options: Options): Promise<LiveList> {
  const idleSeconds = options.idleSeconds ?? 60;
  const { db } = initFirebaseAdmin(options.projectId);
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext({ baseURL: options.baseUrl })).newPage();
    const reads = await watchFirestoreReads(page);
    await page.goto('/sign-in');
    await page.getByLabel(/^Email/).fill(options.staff.email);
    await page.getByLabel(/^Password/).fill(options.staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto(`${options.listPath}?view=all`);
    await page
      .locator(LIST_ENTRY)
      .nth(PAGE_SIZE - 1)
      .waitFor();
    await reads.idle();

    reads.mark();
    await page.waitForTimeout(idleSeconds * 1000);
    await reads.idle();
    const idleDocuments = reads.documentsRead()[ROW_COLLECTIONS.visa] ?? 0;

    // Each change is timed from the moment the write is committed to the moment the list shows it.
    const changes: LiveList['changes'] = [];
    const timed = async (change: string, write: () => Promise<unknown>, shown: () => Promise<void>) => {
      const before = await listenerDocuments(page);
      await write();
      const started = performance.now();
      await shown();
      const ms = Math.round(performance.now() - started);
      await page.waitForTimeout(500);
      changes.push({ change, ms, documents: (await listenerDocuments(page)) - before });
    };
    const firstName = `Bench${Date.now().toString(36)}`;
    // Written as the API writes them: each change with the list's row, in one commit.
    const newcomer = db.collection(options.collection).doc();
    const change = (fields: Record<string, unknown>) =>
      db.runTransaction(async (transaction) =>
        updateApplication(transaction, await transaction.get(newcomer), fields),
      );
    await timed(
      'new application',
      () =>
        db.runTransaction(async (transaction) =>
          createApplicationRecord(transaction, newcomer, {
            ...validVisaApplication({ firstName, lastName: 'Live' }),
            ...newApplicationMeta('visa', { lang: 'en' }),
            createdAt: Timestamp.now(),
          }),
        ),
      () => firstCard(page).filter({ hasText: firstName }).waitFor(),
    );
    await timed(
      'payment',
      () => change({ paymentStatus: 'paid' }),
      () => firstCard(page).filter({ hasText: 'Paid' }).waitFor(),
    );
    await timed(
      'status change',
      () => change({ status: 'approved' }),
      () => firstCard(page).filter({ hasText: 'Approved' }).waitFor(),
    );
    await timed(
      'delete',
      () => db.runTransaction(async (transaction) => deleteApplicationRecord(transaction, newcomer)),
      () => firstCard(page).filter({ hasText: firstName }).waitFor({ state: 'detached' }),
    );
    return {
      idleSeconds,
      idleDocuments,
      idleDocumentsPerHour: Math.round((idleDocuments * 3600) / idleSeconds),
      pollingDocumentsPerHour: PAGE_SIZE * (3600 / POLLED_EVERY_SECONDS),
      changes,
    };
  } finally {
    await browser.close();
  }
}
