import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import { isDocumentPath, pathsIn } from '#domain/uploads';

/**
 * The documents an application refers to: the values of its form's document fields (TIN
 * regCert/consForm/leeseAgree, business lordAttach, visa passportBioPage/passportPhoto, as the
 * schemas name them; a field may hold a list of pages) that are paths in an upload area, of
 * today's shape or the earlier one.
 */
export function uploadedFilesOf(kind: ApplicationKind, record: Record<string, unknown>): string[] {
  const paths = APPLICATIONS[kind].uploadFields
    .flatMap(({ field }) => pathsIn(record[field]))
    .filter(isDocumentPath);
  return [...new Set(paths)];
}
