import { withinDates, type ExportDates } from '#domain/exportDates';
import type { ExportFilter, ExportFormat } from '#domain/exports';
import { timesFromWire, type LoadedApplication } from '#domain/shownApplication';
import { TIME_ZONE } from '#domain/timeZone';
import { serviceLabels, type ApplicationKind } from '#domain/kinds';
import { saveFile } from '#lib/saveFile';
import { agentNameMap } from '../agentNames';
import { EXPORT_EXTRAS_BATCH, type ExportExtrasAnswer } from '#domain/exports';
import { fetchExportExtras, recordExport } from '../../common/api/exports';
import type { ApplicationRow, ListRequest } from '../api/applicationsQuery';
import type { Filters } from '../listView';
import type { ChunkSource } from './readAll';
import { exportColumns, exportRow, headerRow, notesCell, type Reader } from './columns';
import { csvWriter } from './csv';
import type { FileWriter } from './file';
import { nextTask, readAll } from './readAll';
import { xlsxWriter } from './xlsxFile';

// Loaded when an export button is pressed (ExportPanel), never with the list itself.

export type ExportJob = {
  request: ListRequest;
  filters: Filters;
  format: ExportFormat;
  /** The days the export is narrowed to, if any. */
  dates?: ExportDates;
  /** An admin asked for the staff notes: a last column holds them. */
  withNotes?: boolean;
  /** Where what the documents do not hold comes from: the API's export extras unless told. */
  extras?: typeof fetchExportExtras;
  source: ChunkSource;
  reader: Reader;
  /** How many rows are ready so far, after each chunk. */
  onProgress: (rows: number) => void;
  signal: AbortSignal;
};

/** A file made and not yet recorded nor offered; kept so that a failed record can be tried again. */
export type BuiltExport = {
  kind: ApplicationKind;
  filter: ExportFilter;
  format: ExportFormat;
  withNotes?: true;
  rows: number;
  blob: Blob;
};

/** The filters as the audit record names them: the work queue, or all with what narrows it. */
export function exportFilterOf(filters: Filters, dates?: ExportDates): ExportFilter {
  const agent = filters.agent ? { agent: filters.agent } : {};
  const days = dates ? { dates } : {};
  if (filters.view === 'attention') return { view: 'attention', ...agent, ...days };
  const { status, payment, q } = filters;
  return {
    view: 'all',
    ...(status ? { status } : {}),
    ...(payment ? { payment } : {}),
    ...agent,
    ...(q ? { q } : {}),
    ...days,
  };
}

// The office's date: "visa-applications-2026-01-15.csv".
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
export const exportFileName = (kind: ApplicationKind, format: ExportFormat, now = new Date()) =>
  `${kind}-applications-${isoDay.format(now)}.${format}`;

/** Rows made in one go: about 10 ms of work for the widest kind (visa) on a laptop. */
const ROWS_PER_TASK = 100;

type NewWriter = (sheet: string, header: string[], signal: AbortSignal) => FileWriter;
const WRITERS: Record<ExportFormat, NewWriter> = {
  csv: (_sheet, header) => csvWriter(header),
  xlsx: xlsxWriter,
};

/**
 * What `rows` hold beyond the list's rows, EXPORT_EXTRAS_BATCH at a time: the applications
 * themselves (through the API, which puts each batch on record as a look of this export), their
 * results' codes, and the notes if asked.
 */
async function extrasOfRows(
  kind: ApplicationKind,
  rows: ApplicationRow[],
  notes: boolean,
  exported: Pick<BuiltExport, 'filter' | 'format'>,
  { extras: fetchExtras = fetchExportExtras, signal }: Pick<ExportJob, 'extras' | 'signal'>,
) {
  const extras: Required<ExportExtrasAnswer> = { resultCodes: {}, notes: {}, records: {} };
  for (let start = 0; start < rows.length; start += EXPORT_EXTRAS_BATCH) {
    const ids = rows.slice(start, start + EXPORT_EXTRAS_BATCH).map((row) => row.id);
    const answer = await fetchExtras({ kind, ids, exported, ...(notes ? { notes } : {}) });
    Object.assign(extras.resultCodes, answer.resultCodes);
    Object.assign(extras.notes, answer.notes);
    Object.assign(extras.records, answer.records);
    signal.throwIfAborted();
  }
  return extras;
}

/**
 * An application's answers as the API sent them, under its row (which holds our own fields as
 * stored, the dates the export filters on among them); the row alone for one deleted meanwhile.
 */
const recordOf = (row: ApplicationRow, record: LoadedApplication | undefined) => ({
  ...(record ? (timesFromWire(record.data) as Record<string, unknown>) : {}),
  ...row.data,
});

/** Reads every application the list's filters select, chunk by chunk, into a CSV or XLSX file. */
export async function buildExport(job: ExportJob): Promise<BuiltExport> {
  const { request, format, reader, signal, dates, withNotes } = job;
  const { kind } = request;
  // The agents' names, read once for the whole export, not once per application.
  const agents = agentNameMap(await job.source.agentNames());
  signal.throwIfAborted();
  const columns = exportColumns(kind, agents);
  const header = [...headerRow(columns, reader.t), reader.t('admin.lists.export.resultCodes')];
  if (withNotes) header.push(reader.t('admin.lists.export.staffNotes'));
  const file = WRITERS[format](reader.t(serviceLabels(kind).listTitle), header, signal);
  const filter = exportFilterOf(job.filters, dates);
  try {
    let ready = 0;
    await readAll(
      job.source,
      request,
      async (read) => {
        // The list's query reads them all; the days asked for keep theirs.
        const chunk = dates ? read.filter((row) => withinDates(row.data, dates)) : read;
        const extras = await extrasOfRows(kind, chunk, Boolean(withNotes), { filter, format }, job);
        // A chunk's rows take some 50 ms to make: in slices, each a short task of its own.
        for (let start = 0; start < chunk.length; start += ROWS_PER_TASK) {
          if (start > 0) await nextTask();
          signal.throwIfAborted();
          const slice = chunk.slice(start, start + ROWS_PER_TASK);
          file.add(
            slice.map((row) => [
              ...exportRow(kind, columns, recordOf(row, extras.records[row.id]), reader),
              (extras.resultCodes[row.id] ?? []).join(' '),
              ...(withNotes ? [notesCell(extras.notes[row.id], reader)] : []),
            ]),
          );
        }
        ready += chunk.length;
        job.onProgress(ready);
      },
      signal,
    );
    const blob = await file.finish();
    signal.throwIfAborted();
    return { kind, filter, format, rows: ready, blob, ...(withNotes ? { withNotes: true as const } : {}) };
  } finally {
    file.close();
  }
}

/**
 * Records the export (POST /api/exports), and only then hands the file to the browser to save. A
 * cancel while it is being recorded keeps the file back: the record may then say more was taken
 * than was, never less.
 */
export async function deliverExport(built: BuiltExport, signal: AbortSignal) {
  const { blob, kind, filter, format, withNotes } = built;
  // The API counts the rows itself, with the list's filters.
  await recordExport({ kind, filter, format, ...(withNotes ? { withNotes } : {}) });
  signal.throwIfAborted();
  saveFile(blob, exportFileName(kind, format));
}
