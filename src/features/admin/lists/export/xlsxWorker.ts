import type { Rows } from './file';
import { buildXlsx } from './xlsx';

/** What the page sends (xlsxFile.ts): slices of rows as they are made, then the sheet to make. */
export type ToWorker = { rows: Rows } | { sheet: string; header: readonly string[] };
export type FromWorker = { blob: Blob } | { error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage: (answer: FromWorker) => void;
};

const rows: (readonly string[])[] = [];
scope.onmessage = ({ data }) => {
  if ('rows' in data) {
    rows.push(...data.rows);
    return;
  }
  buildXlsx({ ...data, rows }).then(
    (blob) => scope.postMessage({ blob }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
