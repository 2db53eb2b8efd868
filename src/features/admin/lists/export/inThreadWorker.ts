import { workbookMaker, type FromWorker, type ToWorker } from './xlsxWorker';

/** For tests: a Blob's bytes, through FileReader (jsdom's Blob has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * For tests: a Worker that runs the XLSX export's worker code on this thread (jsdom has no
 * workers), answering asynchronously as a real one does. `vi.stubGlobal('Worker', InThreadWorker)`.
 */
export class InThreadWorker {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  private terminated = false;
  private readonly handle = workbookMaker((answer) => {
    if (!this.terminated) this.onmessage?.({ data: answer });
  });
  postMessage(data: ToWorker) {
    queueMicrotask(() => this.handle({ data }));
  }
  terminate() {
    this.terminated = true;
  }
}
