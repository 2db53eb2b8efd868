import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { UNFINISHED_STATUSES } from '#domain/duplicates';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type { ApplicationStatus } from '#domain/meta';
import { FINISHED_AT_FIELD, RETENTION_FIELD, RETENTION_STAGES } from '#domain/retention';
import { rewritePages, type RewriteTotals } from '../applications/rewritePages.ts';

export type BackfillTotals = RewriteTotals & {
  /** Finished, and already on retention's clock. */
  current: number;
  /** Not finished: no clock runs yet. */
  open: number;
};

/**
 * Starts retention's clocks on the applications finished before there were any: a finished status
 * without `finishedAt` gets the time of its last status change (statusUpdatedAt, else createdAt,
 * the best the record knows of when it finished) and every stage as not yet removed, which is what
 * the run's query asks for. Reads `pageSize` at a time, only these fields; writes none twice.
 */
export async function backfillFinished(
  db: Firestore,
  kind: ApplicationKind,
  { pageSize = 500, onError = (_error: unknown, _id: string) => {} } = {},
): Promise<BackfillTotals> {
  const totals: BackfillTotals = { checked: 0, written: 0, current: 0, open: 0, gone: 0, errors: 0 };
  const fields = ['status', 'statusUpdatedAt', 'createdAt', FINISHED_AT_FIELD];
  return rewritePages(db, {
    query: db.collection(APPLICATION_COLLECTIONS[kind]).select(...fields),
    pageSize,
    totals,
    update: (application) => {
      const status = application.get('status') as unknown;
      if (typeof status !== 'string' || UNFINISHED_STATUSES.includes(status as ApplicationStatus)) {
        totals.open += 1;
        return undefined;
      }
      if (application.get(FINISHED_AT_FIELD)) {
        totals.current += 1;
        return undefined;
      }
      const finished = [application.get('statusUpdatedAt'), application.get('createdAt')].find(
        (value): value is Timestamp => value instanceof Timestamp,
      );
      return {
        [FINISHED_AT_FIELD]: finished ?? Timestamp.now(),
        [RETENTION_FIELD]: Object.fromEntries(RETENTION_STAGES.map((stage) => [stage, null])),
      };
    },
    onError,
  });
}
