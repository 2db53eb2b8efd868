import { isUploadPath, UPLOAD_PREFIXES, type UploadArea } from '../../src/domain/uploads.ts';

const AREAS = Object.keys(UPLOAD_PREFIXES) as UploadArea[];

/**
 * The documents an application refers to: every field whose value is a path in an upload area
 * (TIN regCert/consForm/leeseAgree, business lordAttach). Reading the values rather than a list
 * of field names also catches documents of records written before a field was renamed.
 */
export function uploadedFilesOf(record: Record<string, unknown>): string[] {
  const paths = Object.values(record).filter(
    (value): value is string => typeof value === 'string' && AREAS.some((area) => isUploadPath(value, area)),
  );
  return [...new Set(paths)];
}
