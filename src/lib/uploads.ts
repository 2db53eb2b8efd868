import { apiErrorTranslationKey } from '#domain/apiErrors';
import type { UploadAnswer } from '#domain/http';
import {
  acceptedTypes,
  FILE_TYPES,
  MAX_FILES_PER_FIELD,
  MAX_UPLOAD_BYTES,
  typeRefusalCode,
  type UploadArea,
} from '#domain/uploads';
import { apiFetch } from './api';
import { apiFailureKey } from './apiFailure';
import { appCheckHeaderOnWrite } from './appCheckOnWrite';

/** What a file picker offers for an area: its types and their extensions. */
export function acceptFor(area: UploadArea): string {
  return acceptedTypes(area)
    .flatMap((type) => [FILE_TYPES[type].contentType, `.${FILE_TYPES[type].extension}`])
    .concat(acceptedTypes(area).includes('jpeg') ? ['.jpeg'] : [])
    .join(',');
}

const typeOk = (file: File, area: UploadArea) =>
  !file.type || acceptedTypes(area).some((type) => FILE_TYPES[type].contentType === file.type);

/**
 * Checks chosen files before they are sent, so the user hears at once rather than after waiting:
 * the translation key of the first problem, if any. The API checks the bytes themselves.
 */
export function checkFiles(files: readonly File[], area: UploadArea): string | undefined {
  if (files.length > MAX_FILES_PER_FIELD) return 'validation.tooMany';
  for (const file of files) {
    if (file.size === 0) return 'errors.upload.empty';
    if (file.size > MAX_UPLOAD_BYTES) return 'errors.upload.tooLarge';
    if (!typeOk(file, area)) return apiErrorTranslationKey(typeRefusalCode(area));
  }
  return undefined;
}

/** The translation key for a failed upload: the API's reason, else the spec's 'Failed to upload file'. */
export const uploadErrorKey = (error: unknown) => apiFailureKey(error, 'errors.upload.failed');

async function sendOne(area: UploadArea, file: File): Promise<string> {
  const body = new FormData();
  body.append('area', area);
  body.append('file', file, file.name);
  const { path } = await apiFetch<UploadAnswer>('/api/uploads', {
    method: 'POST',
    headers: await appCheckHeaderOnWrite(),
    body,
  });
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
