import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { DeletionRequestView, DeletionShown, DeletionState } from '#domain/dataRights';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type { ApplicationTarget } from '../applications/target.ts';

/**
 * `deletionRequests/{id}`: an applicant's request to delete the data of one application, and staff's
 * decision: {kind, applicationId, reference, reason, via, state, askedAt, dueBy} and, once decided,
 * {decidedAt, decisionReason, decidedBy}. Written by the API only; `decidedBy` is never answered to
 * the applicant.
 */
export type DeletionRequestRecord = {
  kind: ApplicationKind;
  applicationId: string;
  reference: string | null;
  reason: string;
  /** How the asker showed the application was theirs (server/applications/access.ts). */
  via: string;
  state: DeletionState;
  askedAt: Timestamp;
  dueBy: Timestamp;
  decidedAt?: Timestamp;
  decisionReason?: string;
  decidedBy?: { uid: string; email: string | null };
};

export const deletionRecords = (db: Firestore) => db.collection(COLLECTIONS.deletionRequests);

/** An application is asked about a handful of times at most; this only bounds the read. */
const PER_APPLICATION = 20;
/** More open at once than a small agency decides in a month; the oldest are listed first. */
export const OPEN_LIMIT = 100;

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : '');

/** A request as its applicant sees it. */
export function deletionShown(doc: DocumentSnapshot): DeletionShown {
  const record = doc.data() as DeletionRequestRecord;
  return {
    state: record.state,
    reason: record.reason,
    askedAt: iso(record.askedAt),
    dueBy: iso(record.dueBy),
    ...(record.decidedAt ? { decidedAt: iso(record.decidedAt) } : {}),
    ...(record.decisionReason ? { decisionReason: record.decisionReason } : {}),
  };
}

export function deletionView(doc: DocumentSnapshot): DeletionRequestView {
  const record = doc.data() as DeletionRequestRecord;
  return {
    id: doc.id,
    kind: record.kind,
    applicationId: record.applicationId,
    reference: record.reference,
    ...deletionShown(doc),
  };
}

/** The application's requests (equality on one field: no composite index). */
export const applicationDeletions = (db: Firestore, target: { id: string }) =>
  deletionRecords(db).where('applicationId', '==', target.id).limit(PER_APPLICATION);

/** The application's requests as its applicant sees them, oldest first. */
export async function deletionRequestsOf(db: Firestore, target: ApplicationTarget): Promise<DeletionShown[]> {
  const { docs } = await applicationDeletions(db, target).get();
  return docs
    .filter((doc) => doc.get('kind') === target.kind)
    .map(deletionShown)
    .sort((a, b) => a.askedAt.localeCompare(b.askedAt));
}
