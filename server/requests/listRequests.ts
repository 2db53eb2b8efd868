import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { RequestView } from '#domain/requests';
import type { ApplicationTarget } from '../applications/target.ts';
import { applicationRequests } from './records.ts';

const isoOf = (time: unknown) => (time as Timestamp).toDate().toISOString();

/** A stored request as staff read it: times as ISO 8601 strings. */
function requestView(id: string, data: DocumentData): RequestView {
  const { createdAt, answer, decision, ...rest } = data;
  return {
    id,
    ...rest,
    createdAt: isoOf(createdAt),
    ...(answer ? { answer: { ...answer, answeredAt: isoOf(answer.answeredAt) } } : {}),
    ...(decision ? { decision: { ...decision, decidedAt: isoOf(decision.decidedAt) } } : {}),
  } as RequestView;
}

/**
 * Every request of the application, newest first, as staff read them. Read beside the application
 * rather than after it, like the page's other lists (messages, payments): an application that is
 * gone simply has none, for the page to say it is gone.
 */
export async function listRequests(db: Firestore, target: ApplicationTarget): Promise<RequestView[]> {
  // Sorted here rather than by the query: an application has few, and it spares an index.
  const snapshot = await applicationRequests(db, target).get();
  return snapshot.docs
    .map((doc) => requestView(doc.id, doc.data()))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
