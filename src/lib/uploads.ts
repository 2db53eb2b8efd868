import { apiErrorTranslationKey } from '#domain/apiErrors';
import {
  acceptedTypes,
  FILE_TYPES,
  MAX_FILES_PER_FIELD,
  MAX_UPLOAD_BYTES,
  typeRefusalCode,
  type UploadArea,
} from '#domain/uploads';

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
