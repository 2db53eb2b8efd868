import { MAX_UPLOAD_BYTES, type UploadArea } from '../domain/uploads';
import { apiFetch } from './api';
import { apiFailureKey } from './apiFailure';

/** The translation key for a failed upload: the API's reason, else the spec's 'Failed to upload file'. */
export const uploadErrorKey = (error: unknown) => apiFailureKey(error, 'errors.upload.failed');

/** Checks a chosen file before it is sent, so the user hears at once rather than after waiting. */
export function checkPdf(file: File): string | undefined {
  if (file.size === 0) return 'errors.upload.empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'errors.upload.tooLarge';
  if (file.type && file.type !== 'application/pdf') return 'errors.upload.type';
  return undefined;
}

/** Sends one PDF to the API, which stores it and answers with its path in the blob store. */
export async function uploadDocument(area: UploadArea, file: File): Promise<string> {
  const body = new FormData();
  body.append('area', area);
  body.append('file', file, file.name);
  const { path } = await apiFetch<{ path: string }>('/api/uploads', { method: 'POST', body });
  return path;
}
