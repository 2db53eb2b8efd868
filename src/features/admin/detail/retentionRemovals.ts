import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import { isTimestampLike, timestampToMillis } from '#domain/meta';
import { RETENTION_FIELD, RETENTION_STAGES, type RetentionStage } from '#domain/retention';

/** What the retention run removed of a stored application, and when (milliseconds), in stage order. */
export function removalsOf(record: Record<string, unknown>): { stage: RetentionStage; at: number }[] {
  const marks = (record[RETENTION_FIELD] ?? {}) as Partial<Record<RetentionStage, unknown>>;
  return RETENTION_STAGES.flatMap((stage) => {
    const at = marks[stage];
    return isTimestampLike(at) ? [{ stage, at: timestampToMillis(at) }] : [];
  });
}

/**
 * The record without its document fields once the retention run removed their files: the paths
 * stay stored, but a link to a removed file could only fail, so the page says when they went instead.
 */
export function withoutRemovedDocuments(kind: ApplicationKind, record: Record<string, unknown>) {
  if (!removalsOf(record).some(({ stage }) => stage === 'documents')) return record;
  const documentFields = new Set(APPLICATIONS[kind].uploadFields.map(({ field }) => field));
  return Object.fromEntries(Object.entries(record).filter(([field]) => !documentFields.has(field)));
}
