// How the app writes CSV for a spreadsheet, wherever the file is made: the staff lists' export in
// the browser (src/features/admin/lists/export/csv.ts) and the agents' statements on the server.

/** UTF-8's byte order mark: without it Excel reads a CSV file in the machine's own code page. */
export const BOM = '\uFEFF';
const CRLF = '\r\n';

/** A spreadsheet takes a cell starting with one of these for a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding a quote, a comma or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A code written in digits, not a quantity: a phone number (0754…, +255…), a NIDA (20 digits), a
 * TIN, a national id. Quantities in an export are short (months, staff) or written with separators
 * (1,500,000), so a code is digits with a leading + or 0, or at least six of them.
 */
const DIGIT_CODE = /^(?:\+\d+|0\d+|\d{6,})$/;

/**
 * Excel reads a cell of digits as a number: a phone loses its leading 0 or +, and a NIDA shows as
 * 1.99004E+19 with only 15 of its 20 digits kept. A code is written as the formula ="0754123456",
 * whose value Excel shows, and keeps, as that very text (LibreOffice and Google Sheets do the
 * same). A leading apostrophe would not do: Excel honours it only when it is typed into a cell, and
 * shows it as part of the value in a CSV. The formula holds digits and a + only, so it runs nothing.
 */
const asExcelText = (code: string) => `="${code}"`;

/**
 * One field: a code of digits as Excel text, a leading apostrophe keeping any other would-be
 * formula inert, then quoted if need be.
 */
export function csvField(text: string): string {
  const safe = DIGIT_CODE.test(text) ? asExcelText(text) : FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as RFC 4180 records, each ended by CRLF. */
export function csvRecords(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + CRLF).join('');
}

/**
 * A cell that is text or a whole amount. An amount is written as the plain integer it is (-9990,
 * 300000), which a spreadsheet adds up: it is ours, never typed by anyone, so it needs none of the
 * guards text does (its minus sign is no formula).
 */
export type CsvCell = string | number;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'string') return csvField(value);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole amount: ${value}`);
  return String(value);
}

/** A whole CSV file's text: BOM, then each row as an RFC 4180 record. */
export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',') + CRLF).join('');
}
