import type { FileWriter, Rows } from './file';
import type { FromWorker, ToWorker } from './xlsxWorker';

/**
 * An .xlsx file, made in a Web Worker: write-excel-file makes a sheet in one go, a second or two
 * for 10,000 applications, which on the page's own thread would freeze it; and the library stays
 * out of the page's own code. Each slice of rows goes to the worker as it is made (a small copy
 * each time, never the whole table at once).
 */
export function xlsxWriter(sheet: string, header: readonly string[], signal: AbortSignal): FileWriter {
  const worker = new Worker(new URL('./xlsxWorkerEntry.ts', import.meta.url), { type: 'module' });
  const send = (message: ToWorker) => worker.postMessage(message);
  const answer = new Promise<Blob>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) =>
      'blob' in data ? resolve(data.blob) : reject(new Error(data.error));
    worker.onerror = (event) => reject(new Error(event.message));
    // Cancel stops the worker at once, even halfway through the workbook.
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  signal.addEventListener('abort', () => worker.terminate(), { once: true });
  return {
    add: (rows: Rows) => send({ rows }),
    finish: () => {
      send({ sheet, header });
      return answer;
    },
    close: () => worker.terminate(),
  };
}
