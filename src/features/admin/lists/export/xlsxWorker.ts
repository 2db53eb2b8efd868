import type { Rows } from './file';
import { buildXlsx } from './xlsx';

/** What the page sends (xlsxFile.ts): slices of rows as they are made, then the sheet to make. */
export type ToWorker = { rows: Rows } | { sheet: string; header: readonly string[] };
export type FromWorker = { blob: Blob } | { error: string };

/**
 * The worker's side of an XLSX export: keeps each slice of rows, and makes the workbook when the
 * sheet's name and header arrive. Answers through `post`; its own file binds it to the worker.
 */
export function workbookMaker(post: (answer: FromWorker) => void) {
  const rows: (readonly string[])[] = [];
  return ({ data }: { data: ToWorker }) => {
    if ('rows' in data) {
      rows.push(...data.rows);
      return;
    }
    buildXlsx({ ...data, rows }).then(
      (blob) => post({ blob }),
      (error: unknown) => post({ error: String(error) }),
    );
  };
}
