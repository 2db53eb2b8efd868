import { getStorage } from 'firebase-admin/storage';
import type { BlobStore } from './store.ts';

/** The project's Cloud Storage bucket through the Admin SDK; storage.rules keep clients out. */
export function cloudStorageStore(bucketName: string): BlobStore {
  const bucket = getStorage().bucket(bucketName);
  return {
    async put(path, bytes, contentType) {
      try {
        await bucket
          .file(path)
          .save(bytes, { contentType, resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
        return true;
      } catch (error) {
        // 412: the generation-0 precondition failed, so the object exists already.
        if ((error as { code?: number }).code === 412) return false;
        throw error;
      }
    },
    async open(path) {
      const file = bucket.file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [metadata] = await file.getMetadata();
      return {
        stream: file.createReadStream(),
        size: Number(metadata.size ?? 0),
        contentType: metadata.contentType ?? 'application/pdf',
      };
    },
    async delete(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
