// Downloads that go wrong: the real Express app in this process, with blob stores that fail on cue.
// Whatever the store does, the caller gets a clear answer or a cut connection, and the server
// keeps answering (an unhandled stream 'error' would take this very process down).
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStore } from '#server/blobs/localDisk.ts';
import type { BlobStore } from '#server/blobs/store.ts';
import { request } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';
import { signedInUser } from '../support/users.ts';

const PATH = 'business-forms/0123456789abcdef0123456789abcdef.pdf';
const FIRST_PART = '%PDF-1.4\n% the first part arrives\n';

const readError = () => Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });

/**
 * A store whose every file fails before its first byte (`at once`), or (`mid-way`) gives its first
 * part and then fails when the test calls `failReads`, once the download is under way.
 */
function failingStore(when: 'at once' | 'mid-way') {
  const started = new Set<Readable>();
  const store: BlobStore = {
    put: async () => true,
    delete: async () => {},
    async open() {
      const stream = new Readable({
        read() {
          if (when === 'at once') this.destroy(readError());
        },
      });
      if (when === 'mid-way') {
        stream.push(FIRST_PART);
        started.add(stream);
      }
      return { stream, size: 10_000, contentType: 'application/pdf' };
    },
  };
  /** Every read under way fails, as a disk or a bucket can in the middle of a file. */
  const failReads = () => {
    for (const stream of started) stream.destroy(readError());
    started.clear();
  };
  return { store, failReads };
}

/**
 * The local disk store, with the file taken away between its lookup (a stat) and the read: the
 * read stream is made again once the file has gone, as if the removal fell in that window.
 */
function vanishingStore(root: string): BlobStore {
  const disk = localDiskStore(root);
  return {
    ...disk,
    async open(blobPath) {
      const blob = await disk.open(blobPath);
      if (!blob) return null;
      blob.stream.destroy();
      await rm(path.join(root, blobPath));
      return { ...blob, stream: createReadStream(path.join(root, blobPath)) };
    },
  };
}

let staffToken: string;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  staffToken = (await signedInUser('staff')).idToken;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function apiWith(blobs: BlobStore) {
  const api = await startApi({}, { blobs });
  servers.push(api);
  const download = () =>
    fetch(`${api.url}/api/files/${PATH}`, {
      headers: { authorization: `Bearer ${staffToken}` },
      signal: AbortSignal.timeout(5_000),
    });
  const healthy = async () => (await request('/api/health', {}, api.url)).status;
  return { download, healthy };
}

describe('GET /api/files/… when the store fails', () => {
  it('cuts a download whose read fails mid-way, and the server goes on answering', async () => {
    const { store, failReads } = failingStore('mid-way');
    const api = await apiWith(store);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await api.download();
      // The headers have gone with the first part when the store fails; what the caller must not
      // get is a short file passed off as whole, nor a download left hanging until its own
      // timeout (a TimeoutError, not this TypeError).
      expect(response.status).toBe(200);
      failReads();
      const failure: unknown = await response.arrayBuffer().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TypeError);
    }
    expect(await api.healthy()).toBe(200);
  });

  it('answers a read that fails before the first byte with a JSON 500', async () => {
    const api = await apiWith(failingStore('at once').store);
    const answer = await api.download();
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'server',
    });
    expect(await api.healthy()).toBe(200);
  });

  it('answers a file removed between its lookup and the read with a JSON 404', async () => {
    const root = path.join(tmpdir(), `applytz-vanishing-${process.pid}`);
    await mkdir(path.join(root, 'business-forms'), { recursive: true });
    await writeFile(path.join(root, PATH), FIRST_PART);
    const api = await apiWith(vanishingStore(root));
    const answer = await api.download();
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'There is no such document.', code: 'file.notFound' });
    expect(await api.healthy()).toBe(200);
  });
});
