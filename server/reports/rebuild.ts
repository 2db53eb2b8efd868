import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  COLLECTIONS,
  isApplicationKind,
  type ApplicationKind,
} from '#domain/kinds';
import { paymentStateOf } from '#domain/paymentState';
import { isStaffScope, type CountsDocument } from '#domain/reports/counts';
import { countsDifferences, type CountsDifference } from '#domain/reports/countsDiff';
import { addedUp } from '#domain/reports/sumCounts';
import {
  countsPath,
  rebuildCounts,
  type AnsweredRequestRecord,
  type ApplicationRecord,
  type PaymentRecord,
  type RebuildNotes,
  type StatusEventRecord,
} from '#domain/reports/rebuild';

export type RebuildOptions = {
  /**
   * Replace each scope's period that differs with one document of the rebuilt counts, its shards
   * removed (all of them, when the rebuild has none).
   */
  write?: boolean;
  /** Only this scope's documents ('all' or 'agent:<AAN>'); every record is still read. */
  scope?: string;
  /** Documents per read, at most 500. */
  pageSize?: number;
  onDifference?: (difference: CountsDifference) => void;
};

export type RebuildSummary = {
  records: {
    applications: number;
    deletions: number;
    statusEvents: number;
    payments: number;
    answeredRequests: number;
    /** Records no service or amount could be read from: left out. */
    skipped: number;
  };
  /**
   * Scopes' periods: as stored (`shards` counts the documents they are spread over), rebuilt,
   * differing, and written or deleted (a deleted shard counts in neither).
   */
  documents: {
    stored: number;
    shards: number;
    rebuilt: number;
    differing: number;
    written: number;
    deleted: number;
  };
  differences: number;
  notes: RebuildNotes;
};

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/**
 * Where the records are read from, and how many were left out: what the API never writes (no
 * service, no whole amount) counts in no figure.
 */
type Source = { db: Firestore; pageSize: number; skipped: number };

const skip = (source: Source) => {
  source.skipped += 1;
  return [];
};

const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A query's documents a page at a time, in id order: memory holds one page of snapshots. */
async function* pagesOf(query: Query, pageSize: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  const ordered = query.orderBy(FieldPath.documentId()).limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (!page.empty) yield page.docs;
    last = page.docs.at(-1);
    if (page.size < pageSize || !last) return;
  }
}

async function collect<T>(source: Source, query: Query, read: (data: DocumentData, id: string) => T[]) {
  const records: T[] = [];
  for await (const page of pagesOf(query, source.pageSize)) {
    for (const doc of page) records.push(...read(doc.data(), doc.id));
  }
  return records;
}

function applicationsOf(source: Source, kind: ApplicationKind) {
  const query = source.db
    .collection(APPLICATION_COLLECTIONS[kind])
    .select('AAN', 'createdAt', 'paidAt', 'paymentStatus', 'status', 'statusUpdatedAt');
  return collect<ApplicationRecord>(source, query, (data, id) => [
    {
      kind,
      id,
      aan: data.AAN,
      createdAt: millis(data.createdAt),
      paidAt: millis(data.paidAt),
      paymentStatus: data.paymentStatus,
      status: data.status,
      statusUpdatedAt: millis(data.statusUpdatedAt),
    },
  ]);
}

/** Deleted applications as they stood when deleted, and the requests they had answered. */
async function deletionsOf(source: Source) {
  const requests: AnsweredRequestRecord[] = [];
  const applications = await collect<ApplicationRecord>(
    source,
    source.db.collection(COLLECTIONS.reportDeletions),
    (data) => {
      const { kind, applicationId } = data;
      if (!isApplicationKind(kind) || typeof applicationId !== 'string') return skip(source);
      const answered = (data.answeredRequests ?? {}) as Record<string, { askedAt: unknown; answeredAt: unknown }>;
      for (const [id, times] of Object.entries(answered)) {
        const askedAt = millis(times.askedAt);
        const answeredAt = millis(times.answeredAt);
        if (askedAt !== undefined && answeredAt !== undefined) {
          requests.push({ id, kind, applicationId, askedAt, answeredAt });
        }
      }
      return [
        {
          kind,
          id: applicationId,
          aan: data.AAN,
          createdAt: millis(data.createdAt),
          paidAt: millis(data.paidAt),
          paymentStatus: data.paymentStatus,
          status: data.status,
          deletedAt: millis(data.deletedAt),
        },
      ];
    },
  );
  return { applications, requests };
}

function statusEventsOf(source: Source) {
  const query = source.db
    .collection(COLLECTIONS.applicationEvents)
    .where('type', '==', 'status')
    .select('kind', 'applicationId', 'status', 'at');
  return collect<StatusEventRecord>(source, query, (data) => {
    const { kind, applicationId, status } = data;
    const at = millis(data.at);
    if (!isApplicationKind(kind) || typeof applicationId !== 'string' || at === undefined) return skip(source);
    return [{ kind, applicationId, status, at }];
  });
}

function paymentsOf(source: Source) {
  const query = source.db
    .collection(COLLECTIONS.payments)
    .select(
      ...['applicationKind', 'applicationId', 'amount', 'state', 'status', 'paymentUrl', 'ambiguous'],
      ...['cancelledAt', 'createdAt', 'paidAt', 'commission', 'reversedAt'],
    );
  return collect<PaymentRecord>(source, query, (data, orderId) => {
    const { applicationKind: kind, applicationId, amount } = data;
    if (!isApplicationKind(kind) || typeof applicationId !== 'string' || !isAmount(amount)) return skip(source);
    return [
    {
      orderId,
      kind,
      applicationId,
      amount,
      state: paymentStateOf(data),
      createdAt: millis(data.createdAt),
      paidAt: millis(data.paidAt),
      commission: typeof data.commission === 'number' ? data.commission : undefined,
      reversedAt: millis(data.reversedAt),
    },
  ];
  });
}

function answeredRequestsOf(source: Source) {
  const query = source.db.collection(COLLECTIONS.requests).select('kind', 'applicationId', 'createdAt', 'answer.answeredAt');
  return collect<AnsweredRequestRecord>(source, query, (data, id) => {
    const { kind, applicationId } = data;
    const askedAt = millis(data.createdAt);
    const answeredAt = millis((data.answer as DocumentData | undefined)?.answeredAt);
    if (askedAt === undefined || answeredAt === undefined) return [];
    if (!isApplicationKind(kind) || typeof applicationId !== 'string') return skip(source);
    return [{ id, kind, applicationId, askedAt, answeredAt }];
  });
}

/**
 * Works out every scope's period of reportDays and reportMonths again from the records
 * (src/domain/reports/rebuild.ts), compares each with what its stored documents add up to and, with
 * `write`, replaces what differs by one document, its shards removed. A replaced period loses any
 * change the API counted in it meanwhile: write while nobody works, or compare again after.
 */
export async function rebuildReports(db: Firestore, options: RebuildOptions = {}): Promise<RebuildSummary> {
  const { write = false, scope, pageSize = 500, onDifference = () => {} } = options;
  const source: Source = { db, pageSize, skipped: 0 };
  const stored = await Promise.all(APPLICATION_KINDS.map((kind) => applicationsOf(source, kind)));
  const deleted = await deletionsOf(source);
  const statusEvents = await statusEventsOf(source);
  const payments = await paymentsOf(source);
  const answeredRequests = [...(await answeredRequestsOf(source)), ...deleted.requests];
  const applications = [...stored.flat(), ...deleted.applications];
  const { documents, notes } = rebuildCounts({ applications, statusEvents, payments, answeredRequests });

  const summary: RebuildSummary = {
    records: {
      applications: applications.length - deleted.applications.length,
      deletions: deleted.applications.length,
      statusEvents: statusEvents.length,
      payments: payments.length,
      answeredRequests: answeredRequests.length,
      skipped: source.skipped,
    },
    documents: { stored: 0, shards: 0, rebuilt: 0, differing: 0, written: 0, deleted: 0 },
    differences: 0,
    notes,
  };
  const writer = write ? db.bulkWriter() : undefined;
  const failures: unknown[] = [];
  const failed = (error: unknown) => void failures.push(error);
  /** A scope's period: compared, and with `write` replaced by one document and its shards removed. */
  const settle = (path: string, shards: QueryDocumentSnapshot[], after: CountsDocument | undefined) => {
    const before = shards.length
      ? addedUp(
          shards[0]!.get('scope') as string,
          shards[0]!.get('period') as string,
          shards.map((doc) => doc.data() as CountsDocument),
        )
      : undefined;
    const differences = countsDifferences(path, before, after);
    if (differences.length === 0) return;
    summary.documents.differing += 1;
    summary.differences += differences.length;
    differences.forEach(onDifference);
    if (!writer) return;
    const ref = db.doc(path);
    if (after) void writer.set(ref, after).then(() => (summary.documents.written += 1), failed);
    else if (shards.some((doc) => doc.ref.path === path)) {
      void writer.delete(ref).then(() => (summary.documents.deleted += 1), failed);
    }
    for (const doc of shards) if (doc.ref.path !== path) void writer.delete(doc.ref).catch(failed);
  };

  const seen = new Set<string>();
  for (const collection of [COLLECTIONS.reportDays, COLLECTIONS.reportMonths]) {
    const query = scope ? db.collection(collection).where('scope', '==', scope) : db.collection(collection);
    // A period's shards are named after it (`{scope}_{period}_{n}`), so in id order they come together.
    let group: { path: string; shards: QueryDocumentSnapshot[] } | undefined;
    const close = () => {
      if (group) settle(group.path, group.shards, documents.get(group.path));
    };
    for await (const page of pagesOf(query, pageSize)) {
      for (const doc of page) {
        // A staff member's figures are counted from their actions alone: not worked out again here.
        if (isStaffScope(doc.get('scope'))) continue;
        summary.documents.shards += 1;
        const path = countsPath(collection, doc.get('scope') as string, doc.get('period') as string);
        if (group?.path === path) {
          group.shards.push(doc);
          continue;
        }
        close();
        if (seen.has(path)) throw new Error(`${doc.ref.path} is apart from the other documents of ${path}.`);
        seen.add(path);
        summary.documents.stored += 1;
        group = { path, shards: [doc] };
      }
    }
    close();
  }
  for (const [path, document] of documents) {
    if (scope && document.scope !== scope) continue;
    summary.documents.rebuilt += 1;
    if (!seen.has(path)) settle(path, [], document);
  }
  await writer?.close();
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} documents could not be written.`);
  return summary;
}
