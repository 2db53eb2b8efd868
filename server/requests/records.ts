import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import type { RequestDecision, SentDocuments } from '#domain/requests';
import { APPLICATION_REQUEST_FIELDS } from '#domain/workQueue';
import type { Actor } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { bumpVersion } from '../applications/version.ts';
import { HttpError } from '../http/errors.ts';
import { updateApplication } from '../applications/rows.ts';
import { referenceOf } from '../applications/statusChange.ts';
import type { ApplicationTarget } from '../applications/target.ts';

export const requestRecords = (db: Firestore) => db.collection(COLLECTIONS.requests);

/** A request id that is not one of this application's: the same answer whoever asks. */
export const noSuchRequest = () =>
  new HttpError(404, 'This application has no such request.', 'request.notFound');

/** An application is asked a handful of times; this only bounds the read. */
const REQUESTS_LIMIT = 100;

/** Every request of the application, in no particular order. */
export const applicationRequests = (db: Firestore, target: ApplicationTarget) =>
  requestRecords(db)
    .where('applicationId', '==', target.id)
    .where('kind', '==', target.kind)
    .limit(REQUESTS_LIMIT);

/** The files the applicant sent in answer to a request. */
export function answerFilesOf(request: DocumentSnapshot): string[] {
  const documents = (request.get('answer.documents') ?? []) as SentDocuments[];
  return documents.flatMap(({ paths }) => paths);
}

/** The application's requests still waiting for the applicant or for staff: at most one of each. */
export const pendingRequests = (db: Firestore, target: ApplicationTarget) =>
  requestRecords(db)
    .where('applicationId', '==', target.id)
    .where('kind', '==', target.kind)
    .where('state', 'in', ['open', 'answered'])
    .limit(2);

/** Staff's decision on an answered request, as the request keeps it. */
export function decisionFields(decision: RequestDecision['decision'], actor: Actor) {
  return {
    state: decision,
    decision: { decision, decidedAt: FieldValue.serverTimestamp(), decidedBy: actor },
  };
}

/** The decision's event in the application's history, inside the transaction that makes it. */
export function recordDecision(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  requestId: string,
  decision: RequestDecision['decision'],
  actor: Actor,
) {
  const event = {
    kind: target.kind,
    applicationId: target.id,
    reference: referenceOf(application),
    type: 'requestDecided' as const,
    requestId,
    decision,
    version: bumpVersion(transaction, application),
  };
  recordEvent(db, transaction, event, actor);
}

/**
 * Withdraws the application's open request when staff move it to `status` by hand (or hand back
 * its result): what was asked no longer waits for the applicant, so it is neither answered,
 * reminded nor overdue. Reads in `transaction` now and returns the writes, made after the change's.
 */
export async function withdrawalOnStatusChange(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  status: string,
  actor: Actor,
): Promise<() => void> {
  if (status === 'action_needed') return () => {};
  const pending = await transaction.get(pendingRequests(db, target));
  const open = pending.docs.filter((request) => request.get('state') === 'open');
  return () => {
    for (const request of open) {
      transaction.update(request.ref, decisionFields('withdrawn', actor));
      recordDecision(db, transaction, target, application, request.id, 'withdrawn', actor);
      updateApplication(transaction, application, pendingRequestFields({ state: 'none' }));
    }
  };
}

/**
 * The application's summary of its pending request (APPLICATION_REQUEST_FIELDS), which the staff
 * lists read: open with its reply-by date, answered with when, or none.
 */
export function pendingRequestFields(
  pending: { state: 'open'; replyBy: string } | { state: 'answered' } | { state: 'none' },
) {
  const { state, replyBy, answeredAt } = APPLICATION_REQUEST_FIELDS;
  return {
    [state]: pending.state === 'none' ? FieldValue.delete() : pending.state,
    [replyBy]: pending.state === 'open' ? pending.replyBy : FieldValue.delete(),
    [answeredAt]: pending.state === 'answered' ? FieldValue.serverTimestamp() : FieldValue.delete(),
  };
}
