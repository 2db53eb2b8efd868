import type { Response } from 'express';
import { FieldValue, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { SYSTEM_ACTOR_UID } from '#domain/processing';
import type { FirebaseServices } from '../firebase.ts';

/** Who did something: their account, and its email as Auth knew it then (null for none). */
export type Actor = { uid: string; email: string | null };

/** What the system does on its own (the scheduled reconciliation) is signed by no person. */
export const SYSTEM_ACTOR: Actor = { uid: SYSTEM_ACTOR_UID, email: null };

/**
 * Who is acting, as requireStaff established it (a verified ID token), with the account's email
 * from Auth itself so the history names a person rather than an id.
 */
export async function actorOf(res: Response, { auth }: FirebaseServices): Promise<Actor> {
  const { uid } = res.locals.staff as { uid: string };
  const user = await auth.getUser(uid).catch(() => null);
  return { uid, email: user?.email ?? null };
}

export function roleOf(res: Response): string {
  return (res.locals.staff as { role: string }).role;
}

/**
 * A record of what staff did (applicationEvents, exportEvents), signed with who did it and when:
 * the server's time, never the browser's clock nor ours; or `at`, the server's time a change is also
 * counted at in the owner's figures.
 */
export function stamped<T extends object>(what: T, actor: Actor, at?: Timestamp) {
  return { ...what, actorUid: actor.uid, actorEmail: actor.email, at: at ?? FieldValue.serverTimestamp() };
}

/** A stamped record as the API answers it: its id, and its time as an ISO 8601 string. */
export function stampedView<View extends { id: string; at: string }>(doc: DocumentSnapshot): View {
  const { at, ...rest } = doc.data() as { at: Timestamp };
  return { id: doc.id, ...rest, at: at.toDate().toISOString() } as View;
}
