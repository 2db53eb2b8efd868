import writeExcelFile, { type Row } from 'write-excel-file/universal';
import type { Table } from './file';

/** Excel's limit on a sheet's name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;
const NOT_IN_SHEET_NAMES = /[[\]:*?/\\]/g;
/** Column widths in characters: room for the label, within reason. */
const WIDTH = { min: 10, max: 40 };

/**
 * The table as an .xlsx workbook of one sheet (write-excel-file): a bold header row that stays in
 * view, every value a text cell (a phone number keeps its leading 0, and nothing is run as a
 * formula), an empty value an empty cell.
 */
export function buildXlsx({ sheet, header, rows }: Table): Promise<Blob> {
  const data: Row[] = [
    header.map((label) => ({ value: label, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((text) => (text === '' ? null : text))),
  ];
  return writeExcelFile(data, {
    sheet: sheet.replace(NOT_IN_SHEET_NAMES, ' ').slice(0, SHEET_NAME_MAX),
    stickyRowsCount: 1,
    columns: header.map((label) => ({
      width: Math.min(WIDTH.max, Math.max(WIDTH.min, label.length + 2)),
    })),
  }).toBlob();
}
