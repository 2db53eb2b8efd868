import type { Request, RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { canManageApplications } from '#domain/user';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from './errors.ts';

/**
 * Staff only: a valid Firebase ID token of an account that is neither disabled nor signed out
 * everywhere, whose user record has a staff role. The spec's login cookie is never trusted for
 * access.
 */
export function requireStaff({ auth, db }: FirebaseServices): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw new HttpError(401, 'Sign in as staff to open this.', 'auth.required');
    // checkRevoked asks Auth about the account on every request, so that disabling a staff member
    // or ending their sessions shuts them out at once rather than when their token expires.
    const decoded = await auth.verifyIdToken(token, true).catch((error: unknown) => {
      throw refusal((error as { code?: string }).code);
    });
    const role = await staffRoleOf(db, decoded.uid);
    if (!role) throw new HttpError(403, 'Only staff may open this.', 'auth.forbidden');
    res.locals.staff = { uid: decoded.uid, role };
    next();
  };
}

/** The ID token of `Authorization: Bearer …`, if the request carries one. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
}

/** The user's role when it lets them manage applications (staff or admin), else undefined. */
export async function staffRoleOf(db: Firestore, uid: string): Promise<string | undefined> {
  const role = (await db.collection(COLLECTIONS.users).doc(uid).get()).get('role') as unknown;
  return typeof role === 'string' && canManageApplications(role) ? role : undefined;
}

function refusal(code: string | undefined): HttpError {
  switch (code) {
    case 'auth/user-disabled':
      return new HttpError(401, 'This account has been disabled.', 'auth.disabled');
    case 'auth/id-token-revoked':
      return new HttpError(401, 'Your session was ended. Sign in again.', 'auth.revoked');
    default:
      return new HttpError(401, 'Your session has expired. Sign in again.', 'auth.invalid');
  }
}
