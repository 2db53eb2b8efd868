import { APPLICATIONS } from '../../src/domain/applications.ts';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { uploadAreaOf } from '../../src/domain/uploads.ts';

/**
 * The documents an application refers to: the values of its form's document fields (TIN
 * regCert/consForm/leeseAgree, business lordAttach, as the schemas name them) that are paths in
 * an upload area, of today's shape or the earlier one.
 */
export function uploadedFilesOf(kind: ApplicationKind, record: Record<string, unknown>): string[] {
  const paths = APPLICATIONS[kind].uploadFields
    .map(({ field }) => record[field])
    .filter((value): value is string => typeof value === 'string' && uploadAreaOf(value) !== undefined);
  return [...new Set(paths)];
}
