import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationKind } from '../../src/domain/kinds.ts';
import type {
  ApplicationEventRecord,
  ApplicationEventType,
  ApplicationEventView,
  NewApplicationEvent,
} from '../../src/domain/processing.ts';

/** Top-level collection of what staff did to applications; written only here (Admin SDK). */
export const APPLICATION_EVENTS = COLLECTIONS.applicationEvents;

export type EventType = ApplicationEventType;

export type Actor = { uid: string; email: string | null };

export type NewEvent = NewApplicationEvent;

/** What the API answers: the stored event with its time as an ISO string. */
export type EventView = ApplicationEventView;

/** An application sees a handful of events; this only bounds the read. */
const HISTORY_LIMIT = 200;

/**
 * Adds an event inside `transaction`, so it is recorded exactly when the change it describes is.
 * `at` is the server's time: neither the browser's clock nor ours is trusted for it.
 */
export function recordEvent(db: Firestore, transaction: Transaction, event: NewEvent, actor: Actor) {
  const ref = db.collection(APPLICATION_EVENTS).doc();
  const record: Omit<ApplicationEventRecord, 'at'> & { at: FieldValue } = {
    ...event,
    actorUid: actor.uid,
    actorEmail: actor.email,
    at: FieldValue.serverTimestamp(),
  };
  transaction.create(ref, record);
  return ref;
}

function toView(doc: DocumentSnapshot): EventView {
  const { at, ...rest } = doc.data() as Omit<ApplicationEventRecord, 'at'> & { at: Timestamp };
  return { id: doc.id, ...rest, at: at.toDate().toISOString() };
}

/** The history of one application, newest first (composite index: applicationId, at desc). */
export async function listEvents(db: Firestore, kind: ApplicationKind, applicationId: string) {
  const snapshot = await db
    .collection(APPLICATION_EVENTS)
    .where('applicationId', '==', applicationId)
    .orderBy('at', 'desc')
    .limit(HISTORY_LIMIT)
    .get();
  return snapshot.docs.filter((doc) => doc.get('kind') === kind).map(toView);
}

export async function readEvent(db: Firestore, id: string): Promise<EventView> {
  return toView(await db.collection(APPLICATION_EVENTS).doc(id).get());
}
