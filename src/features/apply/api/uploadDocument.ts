import type { UploadAnswer } from '../../../domain/http';
import type { UploadArea } from '../../../domain/uploads';
import { apiFetch } from '../../../lib/api';
import { apiFailureKey } from '../../../lib/apiFailure';

/** The translation key for a failed upload: the API's reason, else the spec's 'Failed to upload file'. */
export const uploadErrorKey = (error: unknown) => apiFailureKey(error, 'errors.upload.failed');

/** Sends one PDF to the API, which stores it and answers with its path in the blob store. */
export async function uploadDocument(area: UploadArea, file: File): Promise<string> {
  const body = new FormData();
  body.append('area', area);
  body.append('file', file, file.name);
  const { path } = await apiFetch<UploadAnswer>('/api/uploads', { method: 'POST', body });
  return path;
}
