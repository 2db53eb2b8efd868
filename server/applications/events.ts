import type { FieldValue, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type {
  ApplicationEventRecord,
  ApplicationEventType,
  ApplicationEventView,
  NewApplicationEvent,
} from '#domain/processing';
import { stamped, stampedView, type Actor } from './actor.ts';
import { existingApplication, type ApplicationTarget } from './target.ts';

/** Top-level collection of what happened to applications; written only here (Admin SDK). */
export const APPLICATION_EVENTS = COLLECTIONS.applicationEvents;

export type EventType = ApplicationEventType;

export type NewEvent = NewApplicationEvent;

/** What the API answers: the stored event with its time as an ISO string. */
export type EventView = ApplicationEventView;

/** An application sees a handful of events; this only bounds the read. */
const HISTORY_LIMIT = 200;

/**
 * Adds an event inside `transaction`, so it is recorded exactly when the change it describes is.
 * `at` is the server's time: neither the browser's clock nor ours is trusted for it.
 */
export function recordEvent(
  db: Firestore,
  transaction: Transaction,
  event: NewEvent,
  actor: Actor,
  at?: Timestamp,
) {
  const ref = db.collection(APPLICATION_EVENTS).doc();
  const record: Omit<ApplicationEventRecord, 'at'> & { at: FieldValue | Timestamp } = stamped(
    event,
    actor,
    at,
  );
  transaction.create(ref, record);
  return ref;
}

/** The history of one application, newest first (composite index: applicationId, at desc). */
export async function listEvents(db: Firestore, kind: ApplicationKind, applicationId: string) {
  const snapshot = await db
    .collection(APPLICATION_EVENTS)
    .where('applicationId', '==', applicationId)
    .orderBy('at', 'desc')
    .limit(HISTORY_LIMIT)
    .get();
  return snapshot.docs.filter((doc) => doc.get('kind') === kind).map((doc) => stampedView<EventView>(doc));
}

/**
 * The history of the application `target` names, newest first. It outlives a deleted application
 * (its delete event stays), so only an id with neither is unknown (404).
 */
export async function applicationHistory(db: Firestore, target: ApplicationTarget) {
  const events = await listEvents(db, target.kind, target.id);
  if (events.length === 0) await existingApplication(target);
  return events;
}

export async function readEvent(db: Firestore, id: string): Promise<EventView> {
  return stampedView<EventView>(await db.collection(APPLICATION_EVENTS).doc(id).get());
}
