// What the staff area costs over a large collection: documents downloaded and time until the
// dashboard, a list's first page and a page of search results show, measured in Chromium on the
// network, beside what downloading the whole collection would cost.
import { chromium, devices, type Page } from '@playwright/test';
import type { ClientConfig } from '#domain/http';
import { PAGE_SIZE } from '../src/features/admin/lists/paging.ts';
import { watchFirestoreReads } from '../tests/support/firestoreReads.ts';
import { LIST_ENTRY } from '../tests/support/staffList.ts';
import { kindOfCollection, ROW_COLLECTIONS } from '#domain/kinds';

/** The rows of the applications in `collection`, which the lists read in their place. */
const rowsOf = (collection: string) => {
  const kind = kindOfCollection(collection);
  return kind ? ROW_COLLECTIONS[kind] : collection;
};

export type ScreenCost = {
  /** Documents downloaded, by collection (`users` is the guard reading the staff member's role). */
  documents: Record<string, number>;
  /** Rows of the application collection measured (what its lists read): the figure that grows with the data. */
  applicationDocuments: number;
  aggregations: number;
  bytes: number;
  ms: number;
};
export type AdminReads = {
  collection: string;
  collectionSize: number;
  dashboard: ScreenCost;
  firstPage: ScreenCost;
  /** One page of a search with more matches than a page: its reads must stay within the page. */
  searchPage?: ScreenCost & { path: string; pageSize: number };
  /** One page of the applications nobody has taken (the new filter), more of them than a page. */
  nobodysPage?: ScreenCost & { path: string; pageSize: number };
  wholeCollection: ScreenCost;
};

type Options = {
  baseUrl: string;
  chromiumPath: string;
  staff: { email: string; password: string };
  /** The list measured; the seeded collection. */
  collection?: string;
  listPath?: string;
  /** A search of that list that matches more than a page (`/ad/visa?q=amina`). */
  searchPath?: string;
  collectionSize: number;
};

const SETTLE_MS = 1_500;

async function signIn(page: Page, { email, password }: Options['staff']) {
  await page.goto('/sign-in');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** The whole collection as one query would bring it, through the emulator's REST API. */
async function downloadWholeCollection(page: Page, collection: string) {
  const config = (await (await page.request.get('/api/client-config')).json()) as ClientConfig;
  if (!config.emulators) throw new Error('The bench API does not name its emulators.');
  const { host, port } = config.emulators.firestore;
  const projectId = config.firebase.projectId;
  return page.evaluate(
    async ({ url, collection }) => {
      const answer = await fetch(url, {
        method: 'POST',
        // The emulator's owner token skips the rules: this measures transfer, not access.
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }] } }),
      });
      const rows = (await answer.json()) as Array<{ document?: unknown }>;
      return rows.filter((row) => row.document).length;
    },
    {
      url: `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
      collection,
    },
  );
}

export async function measureAdminReads(options: Options): Promise<AdminReads> {
  const collection = options.collection ?? 'visaApplications';
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: options.baseUrl });
    const page = await context.newPage();
    const reads = await watchFirestoreReads(page);
    await signIn(page, options.staff);

    const measure = async (load: () => Promise<unknown>): Promise<ScreenCost> => {
      reads.mark();
      const started = performance.now();
      await load();
      const ms = performance.now() - started;
      // Anything arriving late (a second snapshot, a retried stream) still counts.
      await page.waitForTimeout(SETTLE_MS);
      await reads.settled();
      const documents = reads.documentsRead();
      return {
        documents,
        applicationDocuments: (documents[collection] ?? 0) + (documents[rowsOf(collection)] ?? 0),
        aggregations: reads.aggregations(),
        bytes: reads.bytes(),
        ms: Math.round(ms),
      };
    };

    const dashboard = await measure(async () => {
      await page.goto('/ad/dashboard');
      // Every tile shows a number once its count aggregation has answered.
      await page.locator('.count-total').first().waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.count-total')).every((tile) =>
          /\d/.test(tile.textContent ?? ''),
        ),
      );
    });
    const firstPage = await measure(async () => {
      await page.goto(options.listPath ?? '/ad/visa');
      await page
        .locator(LIST_ENTRY)
        .nth(PAGE_SIZE - 1)
        .waitFor();
    });
    /** A list at `path` with more than a page of applications, read until its page is shown. */
    const fullPage = async (path: string) => ({
      path,
      pageSize: PAGE_SIZE,
      ...(await measure(async () => {
        await page.goto(path);
        await page
          .locator(LIST_ENTRY)
          .nth(PAGE_SIZE - 1)
          .waitFor();
      })),
    });
    const searchPage = options.searchPath ? await fullPage(options.searchPath) : undefined;
    const listPath = options.listPath ?? '/ad/visa';
    const nobodysPage = await fullPage(`${listPath}?view=all&assignee=nobody`);
    let downloaded = 0;
    const wholeCollection = await measure(async () => {
      downloaded = await downloadWholeCollection(page, collection);
    });
    if (downloaded !== wholeCollection.applicationDocuments) {
      throw new Error(
        `Counted ${wholeCollection.applicationDocuments} documents, the query returned ${downloaded}.`,
      );
    }
    reads.stop();
    return {
      collection,
      collectionSize: options.collectionSize,
      dashboard,
      firstPage,
      searchPage,
      nobodysPage,
      wholeCollection,
    };
  } finally {
    await browser.close();
  }
}
