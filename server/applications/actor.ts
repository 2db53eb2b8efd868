import type { Response } from 'express';
import type { FirebaseServices } from '../firebase.ts';
import type { Actor } from './events.ts';

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
