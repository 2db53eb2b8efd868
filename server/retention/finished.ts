import { FieldValue, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { UNFINISHED_STATUSES } from '#domain/duplicates';
import type { ApplicationStatus } from '#domain/meta';
import { FINISHED_AT_FIELD, RETENTION_FIELD, RETENTION_STAGES } from '#domain/retention';

const isFinished = (status: unknown) => !UNFINISHED_STATUSES.includes(status as ApplicationStatus);

/**
 * What a status change writes for retention. Moving to a finished status (approved, rejected,
 * completed) from another status starts the clocks at `at`; saving the same status again keeps
 * them. Each stage not yet removed is written as null, which is what the run's indexed query asks
 * for. Reopening stops the clocks: a reopened application keeps everything until it is finished again.
 */
export function retentionFields(application: DocumentSnapshot, status: string, at: Timestamp) {
  if (!isFinished(status)) return { [FINISHED_AT_FIELD]: FieldValue.delete() };
  const marks = (application.get(RETENTION_FIELD) ?? {}) as Record<string, unknown>;
  const unchanged = application.get('status') === status && application.get(FINISHED_AT_FIELD);
  return {
    [FINISHED_AT_FIELD]: unchanged ? (application.get(FINISHED_AT_FIELD) as Timestamp) : at,
    [RETENTION_FIELD]: Object.fromEntries(RETENTION_STAGES.map((stage) => [stage, marks[stage] ?? null])),
  };
}
