import type { Env } from '../env.ts';
import { cloudStorageStore } from './cloudStorage.ts';
import { localDiskStore } from './localDisk.ts';
import type { BlobStore } from './store.ts';

export function blobStoreFor(env: Env): BlobStore {
  return env.BLOB_STORE === 'gcs' ? cloudStorageStore(env.STORAGE_BUCKET!) : localDiskStore(env.BLOB_DIR);
}
