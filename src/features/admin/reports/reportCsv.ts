import { csvFile, type CsvCell } from '#domain/csv';
import type { DateRange } from '#domain/reports/range';
import { saveFile } from '#lib/saveFile';
import { csvHeading, csvValue, type FigureTable, type CsvName } from './figureTables';
import type { Translate } from './waits';

/**
 * A section's tables as one CSV file (UTF-8 with BOM, for Excel): each table under its caption, a
 * blank line between them; money and counts as whole numbers, shares in per cent, waits in hours.
 */
export function sectionCsv(tables: readonly FigureTable[], t: Translate): string {
  const rows: CsvCell[][] = [];
  tables.forEach((table, index) => {
    if (index > 0) rows.push([]);
    rows.push([table.caption]);
    rows.push([table.rowHeading, ...table.columns.map((column) => csvHeading(column, t))]);
    for (const row of [...table.rows, ...(table.totals ? [table.totals] : [])]) {
      rows.push([row.csvKey, ...row.cells.map((cell, at) => csvValue(cell, table.columns[at]!.format))]);
    }
  });
  return csvFile(rows);
}

/** report-money-2026-03-01-2026-03-31.csv */
export const csvFileName = (section: CsvName, range: DateRange) =>
  `report-${section}-${range.from}-${range.to}.csv`;

export function downloadSectionCsv(
  section: CsvName,
  range: DateRange,
  tables: readonly FigureTable[],
  t: Translate,
) {
  const blob = new Blob([sectionCsv(tables, t)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, csvFileName(section, range));
}
