import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, isApplicationKind, type ApplicationKind } from '#domain/kinds';
import { DOCUMENT_ID_PATTERN } from '#domain/common';
import { HttpError } from '../http/errors.ts';

export type ApplicationTarget = { kind: ApplicationKind; id: string; ref: DocumentReference };

const notFound = () => new HttpError(404, 'There is no such application.', 'application.notFound');

/**
 * The application a URL names (`/applications/:kind/:id`). An unknown kind or a malformed id is
 * simply not found: there is nothing to tell the caller beyond that.
 */
export function applicationTarget(db: Firestore, params: Record<string, unknown>): ApplicationTarget {
  const { kind, id } = params;
  if (!isApplicationKind(kind) || typeof id !== 'string' || !DOCUMENT_ID_PATTERN.test(id)) throw notFound();
  return { kind, id, ref: db.collection(APPLICATION_COLLECTIONS[kind]).doc(id) };
}

export async function existingApplication(target: ApplicationTarget, read = () => target.ref.get()) {
  const snapshot = await read();
  if (!snapshot.exists) throw notFound();
  return snapshot;
}
