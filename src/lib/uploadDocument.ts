import type { UploadAnswer } from '#domain/http';
import type { UploadArea } from '#domain/uploads';
import { apiFetch } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';

/** The translation key for a failed upload: the API's reason, else the spec's 'Failed to upload file'. */
export const uploadErrorKey = (error: unknown) => apiFailureKey(error, 'errors.upload.failed');

async function sendOne(area: UploadArea, file: File): Promise<string> {
  const body = new FormData();
  body.append('area', area);
  body.append('file', file, file.name);
  const { path } = await apiFetch<UploadAnswer>('/api/uploads', { method: 'POST', body });
  return path;
}

/**
 * Sends a document to the API, which stores it and answers with its path in the blob store. A
 * document chosen as several pages (FileField keeps them as a list) is sent page by page, one
 * request each, and answered with its paths in the same order, which is what its field holds.
 */
export async function uploadDocument(area: UploadArea, chosen: File): Promise<string>;
export async function uploadDocument(
  area: UploadArea,
  chosen: File | readonly File[],
): Promise<string | string[]>;
export async function uploadDocument(area: UploadArea, chosen: File | readonly File[]) {
  if (!Array.isArray(chosen)) return sendOne(area, chosen as File);
  const paths: string[] = [];
  // One at a time: on a slow connection, parallel uploads would only slow each other down.
  for (const file of chosen) paths.push(await sendOne(area, file));
  return paths;
}
