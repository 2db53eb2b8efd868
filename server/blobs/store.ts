import type { Readable } from 'node:stream';

/** Where uploaded documents live: local disk by default, the project's Cloud Storage bucket in production. */
export type BlobStore = {
  /** Writes a new file; false, writing nothing, when one already has that path. */
  put(path: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** null when there is no such file. */
  open(path: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  delete(path: string): Promise<void>;
};
