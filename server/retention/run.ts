import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { FINISHED_AT_FIELD, RETENTION_FIELD, RETENTION_STAGES, type RetentionStage } from '#domain/retention';
import { uploadedFilesOf } from '../applications/files.ts';
import type { ApplicationTarget } from '../applications/target.ts';
import type { BlobStore } from '../blobs/store.ts';
import { answerFilesOf, applicationRequests } from '../requests/records.ts';
import { updateApplication } from '../applications/rows.ts';
import { resultsIn, resultsOf } from '../results/records.ts';
import { readPersonalElsewhere, reducePersonalElsewhere } from './personalElsewhere.ts';
import { removedFileRef, removedFiles } from './removedFiles.ts';
import { KEPT_FOR_FIGURES, RETENTION_RULES, type RetentionPeriods } from './rules.ts';
import { DAY_MS } from '#domain/officeDay';

/** Applications read per query: a page, then the next after the last one read. */
const PAGE = 100;
/** Applications one run takes on at most, every stage and kind together; the rest wait a run. */
export const RETENTION_BUDGET = 2_000;

/** One application's removal, done or (in a dry run) due. */
export type RetentionItem = {
  stage: RetentionStage;
  kind: ApplicationKind;
  id: string;
  reference: string | null;
  finishedAt: string;
  /** Files that go: documents or results' files. */
  files: number;
  /** Personal fields that go. */
  fields: number;
};

export type RetentionTotals = {
  /** Applications the queries returned. */
  read: number;
  /** Applications whose stage was removed by this run (not by another instance first). */
  removed: Record<RetentionStage, number>;
  files: number;
  blobsDeleted: number;
  errors: number;
  /** The budget ran out: more may be due. */
  more: boolean;
  items: RetentionItem[];
};

export type RetentionOptions = {
  periods: RetentionPeriods;
  now?: number;
  /** List what is due; remove nothing, write nothing. */
  dryRun?: boolean;
  budget?: number;
  onError?: (error: unknown, what: string) => void;
};

const isoOf = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : '');
const marksOf = (application: DocumentSnapshot) =>
  (application.get(RETENTION_FIELD) ?? {}) as Partial<Record<RetentionStage, unknown>>;

/**
 * The stages a run removes for `stage`: removing the personal fields removes whatever documents
 * and results' files are still there, since their paths are among those fields.
 */
function stagesWith(stage: RetentionStage, application: DocumentSnapshot): RetentionStage[] {
  const wanted = stage === 'personal' ? RETENTION_STAGES : [stage];
  return wanted.filter((each) => marksOf(application)[each] === null);
}

/** The applications of a kind whose `stage` is due, oldest finished first, a page at a time. */
export function dueQuery(
  db: Firestore,
  kind: ApplicationKind,
  stage: RetentionStage,
  cutoff: Timestamp,
): Query {
  return db
    .collection(APPLICATION_COLLECTIONS[kind])
    .where(`${RETENTION_FIELD}.${stage}`, '==', null)
    .where(FINISHED_AT_FIELD, '<=', cutoff)
    .orderBy(FINISHED_AT_FIELD)
    .limit(PAGE);
}

type Read = <T>(query: Query<T>) => Promise<{ docs: QueryDocumentSnapshot<T>[] }>;

/** What the stages remove of one application, read with `read` (a transaction's, or plain). */
async function whatGoes(
  db: Firestore,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  stages: RetentionStage[],
  readResults: () => Promise<DocumentSnapshot[]>,
  read: Read,
) {
  const data = application.data() ?? {};
  const files: { path: string; stage: 'documents' | 'results' }[] = [];
  if (stages.includes('documents')) {
    const requests = await read(applicationRequests(db, target));
    for (const path of [...uploadedFilesOf(target.kind, data), ...requests.docs.flatMap(answerFilesOf)]) {
      files.push({ path, stage: 'documents' });
    }
  }
  const results = stages.includes('results')
    ? (await readResults()).filter((result) => !result.get('fileRemovedAt'))
    : [];
  for (const result of results) files.push({ path: result.get('path') as string, stage: 'results' });
  const fields = stages.includes('personal')
    ? Object.keys(data).filter((field) => !KEPT_FOR_FIGURES.includes(field))
    : [];
  return { files, results, fields };
}

/** The stages of an application not removed yet: what a granted request to delete removes. */
export function stagesLeft(application: DocumentSnapshot): RetentionStage[] {
  return RETENTION_STAGES.filter((stage) => !(marksOf(application)[stage] instanceof Timestamp));
}

/** Why a removal happened, as its log records it: a run of the table, or a decision about one application. */
export type RemovalCause = { run: string; reason?: string };

/**
 * Removes `stages` of the application read in `transaction`: refuses its files from then on
 * (removedFiles), marks its results' files removed, deletes its personal fields (keeping what the
 * money and the reports need) and those its payments, messages and requests hold
 * (personalElsewhere.ts), marks the stages done and logs what went and why (the table's reason,
 * or `cause.reason`). Reads first, then writes: the caller's own reads must come before it, its
 * writes after. Blobs go after the commit (deleteRemovedBlobs): a crash between leaves a file
 * refused, never served.
 */
export async function removeStages(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  stages: RetentionStage[],
  cause: RemovalCause,
) {
  const read: Read = (query) => transaction.get(query);
  const { files, results, fields } = await whatGoes(
    db,
    target,
    application,
    stages,
    () => resultsIn(db, transaction, target),
    read,
  );
  const elsewhere = stages.includes('personal') ? await readPersonalElsewhere(db, transaction, target) : [];
  const at = Timestamp.now();
  const common = { kind: target.kind, applicationId: target.id, removedAt: at, blobDeleted: false };
  for (const { path, stage: of } of files) {
    transaction.set(removedFileRef(db, path), { path, stage: of, ...common });
  }
  for (const result of results) transaction.update(result.ref, { fileRemovedAt: at });
  updateApplication(transaction, application, {
    ...Object.fromEntries(fields.map((field) => [field, FieldValue.delete()])),
    ...Object.fromEntries(stages.map((each) => [`${RETENTION_FIELD}.${each}`, at])),
  });
  reducePersonalElsewhere(transaction, elsewhere);
  transaction.create(db.collection(COLLECTIONS.retentionLog).doc(), {
    kind: target.kind,
    applicationId: target.id,
    reference: (application.get('reference') as string | undefined) ?? null,
    finishedAt: (application.get(FINISHED_AT_FIELD) as unknown) ?? null,
    stages: Object.fromEntries(
      stages.map((each) => [
        each,
        { removes: RETENTION_RULES[each].removes, reason: cause.reason ?? RETENTION_RULES[each].reason },
      ]),
    ),
    files: files.map(({ path }) => path),
    fields,
    run: cause.run,
    at,
  });
  return { files: files.map(({ path }) => path), fields };
}

/**
 * Removes the due stages of one application in one transaction (removeStages). The transaction
 * re-reads the application, so of several instances racing for it exactly one commits the
 * removal; the others find it marked and remove nothing.
 */
async function removeDue(
  db: Firestore,
  target: ApplicationTarget,
  stage: RetentionStage,
  cutoff: Timestamp,
  run: string,
): Promise<RetentionItem | null> {
  return db.runTransaction(async (transaction: Transaction) => {
    const application = await transaction.get(target.ref);
    const finishedAt = application.get(FINISHED_AT_FIELD) as unknown;
    if (!(finishedAt instanceof Timestamp) || finishedAt.toMillis() > cutoff.toMillis()) return null;
    const stages = stagesWith(stage, application);
    if (!stages.includes(stage)) return null;
    const { files, fields } = await removeStages(db, transaction, target, application, stages, { run });
    return itemOf(stage, target, application, files.length, fields.length);
  });
}

function itemOf(
  stage: RetentionStage,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  files: number,
  fields: number,
): RetentionItem {
  return {
    stage,
    kind: target.kind,
    id: target.id,
    reference: (application.get('reference') as string | undefined) ?? null,
    finishedAt: isoOf(application.get(FINISHED_AT_FIELD)),
    files,
    fields,
  };
}

/** Deletes one removed file's blob and says so on its record; deleting twice is harmless. */
async function deleteBlobOf(blobs: BlobStore, removed: DocumentSnapshot) {
  await blobs.delete(removed.get('path') as string);
  await removed.ref.update({ blobDeleted: true });
}

/**
 * Deletes the blobs of `paths`, removed in a transaction just committed. One that fails stays
 * `blobDeleted: false`, and the next retention run deletes it.
 */
export async function deleteRemovedBlobs(db: Firestore, blobs: BlobStore, paths: string[]) {
  if (paths.length === 0) return;
  const records = await db.getAll(...paths.map((path) => removedFileRef(db, path)));
  await Promise.allSettled(
    records.filter((record) => record.exists).map((record) => deleteBlobOf(blobs, record)),
  );
}

/**
 * Deletes the blobs of removed files not yet deleted: this run's and any an earlier run left (a
 * crash, a failed delete). Deleting twice is harmless, so instances racing here do no damage.
 */
async function deletePendingBlobs(
  db: Firestore,
  blobs: BlobStore,
  totals: RetentionTotals,
  onError: RetentionOptions['onError'],
) {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const pending = removedFiles(db).where('blobDeleted', '==', false).limit(PAGE);
    const page = await (last ? pending.startAfter(last) : pending).get();
    for (const removed of page.docs) {
      const path = removed.get('path') as string;
      try {
        await deleteBlobOf(blobs, removed);
        totals.blobsDeleted += 1;
      } catch (error) {
        totals.errors += 1;
        onError?.(error, path);
      }
    }
    if (page.size < PAGE) return;
    last = page.docs.at(-1);
  }
}

/**
 * Removes what the retention table says is due (rules.ts), oldest finished first, stage by stage
 * and kind by kind: each application found by its indexed due date, in pages of 100, at most
 * `budget` applications a run. Run every hour by the scheduled function (server/function.ts) and
 * by `npm run retention`, which with `dryRun` only lists what would go.
 */
export async function runRetention(
  db: Firestore,
  blobs: BlobStore,
  { periods, now = Date.now(), dryRun = false, budget = RETENTION_BUDGET, onError }: RetentionOptions,
): Promise<RetentionTotals> {
  const totals: RetentionTotals = {
    read: 0,
    removed: { documents: 0, results: 0, personal: 0 },
    files: 0,
    blobsDeleted: 0,
    errors: 0,
    more: false,
    items: [],
  };
  const run = randomUUID();
  for (const stage of RETENTION_STAGES) {
    const cutoff = Timestamp.fromMillis(now - periods[stage] * DAY_MS);
    for (const kind of APPLICATION_KINDS) {
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        if (totals.read >= budget) {
          totals.more = true;
          break;
        }
        const query = dueQuery(db, kind, stage, cutoff);
        // Paged by position: one that failed stays behind and is not read twice in a run.
        const page = await (last ? query.startAfter(last) : query).get();
        totals.read += page.size;
        for (const application of page.docs) {
          const target = { kind, id: application.id, ref: application.ref };
          try {
            const item = dryRun
              ? await dueItem(db, target, application, stage)
              : await removeDue(db, target, stage, cutoff, run);
            if (!item) continue;
            totals.items.push(item);
            totals.files += item.files;
            if (!dryRun) totals.removed[stage] += 1;
          } catch (error) {
            totals.errors += 1;
            onError?.(error, `${kind}/${application.id} ${stage}`);
          }
        }
        if (page.size < PAGE) break;
        last = page.docs.at(-1);
      }
    }
  }
  if (!dryRun) await deletePendingBlobs(db, blobs, totals, onError);
  return totals;
}

/** What removeDue would remove of one application, read without a transaction and written nowhere. */
async function dueItem(
  db: Firestore,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  stage: RetentionStage,
): Promise<RetentionItem | null> {
  const stages = stagesWith(stage, application);
  if (!stages.includes(stage)) return null;
  const { files, fields } = await whatGoes(
    db,
    target,
    application,
    stages,
    () => resultsOf(db, target),
    (query) => query.get(),
  );
  return itemOf(stage, target, application, files.length, fields.length);
}
