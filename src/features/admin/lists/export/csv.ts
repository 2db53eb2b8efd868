import { BOM, csvRecords } from '#domain/csv';
import type { FileWriter } from './file';

// The escaping is the domain's (src/domain/csv.ts), which the server's CSV files share.
export { BOM, csvField, csvRecords } from '#domain/csv';

/** A CSV file in UTF-8 with BOM, written a chunk of rows at a time. */
export function csvWriter(header: readonly string[]): FileWriter {
  const parts = [BOM, csvRecords([header])];
  return {
    add: (rows) => void parts.push(csvRecords(rows)),
    finish: () => Promise.resolve(new Blob(parts, { type: 'text/csv;charset=utf-8' })),
    close: () => {},
  };
}
