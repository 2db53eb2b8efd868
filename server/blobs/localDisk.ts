import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './store.ts';

/** Files under one folder; a path that would leave it is refused, whatever produced it. */
export function localDiskStore(root: string): BlobStore {
  const base = path.resolve(root);
  const locate = (blobPath: string) => {
    const file = path.resolve(base, blobPath);
    if (!file.startsWith(base + path.sep)) throw new Error(`blob path escapes the store: ${blobPath}`);
    return file;
  };
  return {
    async put(blobPath, bytes) {
      const file = locate(blobPath);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, bytes, { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    async open(blobPath) {
      const file = locate(blobPath);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size, contentType: 'application/pdf' };
    },
    async delete(blobPath) {
      await rm(locate(blobPath), { force: true });
    },
  };
}
