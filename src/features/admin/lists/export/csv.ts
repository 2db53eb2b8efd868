import type { FileWriter, Rows } from './file';

/** UTF-8's byte order mark: without it Excel reads a CSV file in the machine's own code page. */
export const BOM = '\uFEFF';
const CRLF = '\r\n';

/** A spreadsheet takes a cell starting with one of these for a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding a quote, a comma or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: a leading apostrophe keeps a would-be formula text, then quoted if need be. */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as RFC 4180 records, each ended by CRLF. */
export function csvRecords(rows: Rows): string {
  return rows.map((row) => row.map(csvField).join(',') + CRLF).join('');
}

/** A CSV file in UTF-8 with BOM, written a chunk of rows at a time. */
export function csvWriter(header: readonly string[]): FileWriter {
  const parts = [BOM, csvRecords([header])];
  return {
    add: (rows) => void parts.push(csvRecords(rows)),
    finish: () => Promise.resolve(new Blob(parts, { type: 'text/csv;charset=utf-8' })),
    close: () => {},
  };
}
