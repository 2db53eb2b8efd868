// The API's log lines as an operator reads them, kept in memory for a test to look through.
import { Writable } from 'node:stream';
import { createLogger } from '#server/http/requestLog.ts';

export function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', capture), lines };
}
