import { MAX_UPLOAD_BYTES } from '../domain/uploads';

/** Checks a chosen file before it is sent, so the user hears at once rather than after waiting. */
export function checkPdf(file: File): string | undefined {
  if (file.size === 0) return 'errors.upload.empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'errors.upload.tooLarge';
  if (file.type && file.type !== 'application/pdf') return 'errors.upload.type';
  return undefined;
}
