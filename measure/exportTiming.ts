// How long an export of 10,000 applications takes, and the longest stretch it keeps the thread
// busy (what would freeze a page). Not a test: timings depend on the machine. Run it with
//   npm run measure:export [-- <rows>]
// The CSV goes the list's own way (buildExport: chunks of 500, rows made 100 at a time) over a
// stand-in for Firestore that answers at once. The workbook is made on this thread, as the
// browser's worker makes it; the page only copies each slice of rows to the worker.
import i18n from 'i18next';
import { TRANSLATIONS } from '#unit/translationTrees';
import { validApplicationMeta, validMarriedVisaApplication } from '#fixtures/applications';
import { agentNameMap } from '../src/features/admin/lists/agentNames';
import type { ApplicationRow, PageCursor } from '../src/features/admin/lists/api/applicationsQuery';
import type { ChunkSource } from '../src/features/admin/lists/export/readAll';
import { exportColumns, exportRow, headerRow } from '../src/features/admin/lists/export/columns';
import { buildExport } from '../src/features/admin/lists/export/runExport';
import { buildXlsx } from '../src/features/admin/lists/export/xlsx';

const NAMES = ['Zuhura', 'Mwanaisha', 'Baraka', 'Neema', 'Renée', 'Ñandú', 'Khamis', 'Rehema'];

/** 200 agents, who brought every other application. */
const AGENTS = Array.from({ length: 200 }, (_, i) => ({
  aan: `AGT-${String(i).padStart(5, '0')}`,
  name: `${NAMES[i % NAMES.length]} Agency ${i}`,
}));

function applications(count: number): ApplicationRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `doc${i}`,
    data: {
      ...validMarriedVisaApplication({ firstName: NAMES[i % NAMES.length], lastName: `Mwakasege${i}` }),
      ...validApplicationMeta('visa'),
      reference: `VIS-${String(i).padStart(6, '0')}`,
      ...(i % 2 === 0 ? { AAN: AGENTS[(i / 2) % AGENTS.length]!.aan } : {}),
    },
  }));
}

/** A Firestore stand-in over `rows`: pages of the size asked, after the last row's id. */
function sourceOver(rows: ApplicationRow[]): ChunkSource {
  return {
    agentNames: async () => AGENTS,
    fetchPage: async (_request, cursor, size = 24) => {
      const after = cursor as unknown as string | null;
      const start = after ? rows.findIndex((row) => row.id === after) + 1 : 0;
      const page = rows.slice(start, start + size);
      return { rows: page, last: (page.at(-1)?.id ?? null) as unknown as PageCursor };
    },
  };
}

/** The longest gap between two turns of the event loop while `work` runs: the longest busy stretch. */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; longestMs: number }> {
  let last = performance.now();
  let longest = 0;
  let beating = true;
  const beat = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (beating) setTimeout(beat, 0);
  };
  setTimeout(beat, 0);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  beating = false;
  beat();
  return { result, ms, longestMs: longest };
}

const round = (ms: number) => Math.round(ms);
const megabytes = (blob: Blob) => Number((blob.size / 1e6).toFixed(1));

async function main(count: number) {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: TRANSLATIONS.en } },
    interpolation: { escapeValue: false },
  });
  const reader = { t: i18n.t.bind(i18n), lang: 'en' as const };
  const all = applications(count);
  const job = {
    request: { kind: 'visa' as const, plan: { type: 'all' as const }, view: 'all' as const },
    filters: { view: 'all' as const, q: '' },
    source: sourceOver(all),
    // The API's answer of what the documents do not hold (results' codes), at once.
    extras: async () => ({ resultCodes: {} }),
    reader,
    onProgress: () => {},
    signal: new AbortController().signal,
  };
  // What the page does for a CSV: every chunk read, its rows made a slice at a time, the file.
  // Twice: the first export after the page loads runs colder code.
  const csv = await watched(() => buildExport({ ...job, format: 'csv' }));
  const again = await watched(() => buildExport({ ...job, format: 'csv' }));

  // For an XLSX the page does the same reading, but each slice of 100 rows is copied to the
  // worker (postMessage's structured clone) instead of written; the worker makes the workbook.
  const columns = exportColumns('visa', agentNameMap(AGENTS));
  const rows = all.map((row) => exportRow('visa', columns, row.data, reader));
  const copies = await watched(async () => {
    let slowest = 0;
    for (let start = 0; start < rows.length; start += 100) {
      const begun = performance.now();
      structuredClone(rows.slice(start, start + 100));
      slowest = Math.max(slowest, performance.now() - begun);
    }
    return slowest;
  });
  const table = { sheet: 'Visa Applicants', header: headerRow(columns, reader.t), rows };
  const workbook = await watched(() => buildXlsx(table));

  console.log(`${count} visa applications, ${table.header.length} columns`);
  console.table({
    'CSV, first export (on the page)': {
      ms: round(csv.ms),
      longestBusyMs: round(csv.longestMs),
      MB: megabytes(csv.result.blob),
    },
    'CSV, again (on the page)': { ms: round(again.ms), longestBusyMs: round(again.longestMs) },
    'XLSX: copying the rows to the worker, all slices (on the page)': {
      ms: round(copies.ms),
      longestBusyMs: round(copies.result),
    },
    'XLSX: workbook (in the worker)': {
      ms: round(workbook.ms),
      longestBusyMs: round(workbook.longestMs),
      MB: megabytes(workbook.result),
    },
  });
}

const args = (globalThis as { process?: { argv: string[] } }).process?.argv ?? [];
await main(Number(args[2] ?? 10_000));
