import { workbookMaker, type FromWorker, type ToWorker } from './xlsxWorker';

// The Web Worker an XLSX export runs in (xlsxFile.ts starts it): write-excel-file is loaded here
// only, never on the page's own thread.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage: (answer: FromWorker) => void;
};
scope.onmessage = workbookMaker((answer) => scope.postMessage(answer));
