import type { Request, RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { canManageAgents, canManageApplications } from '#domain/user';
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
    const decoded = await verifiedOrRefused({ auth }, token);
    const role = await staffRoleOf(db, decoded.uid);
    if (!role) throw new HttpError(403, 'Only staff may open this.', 'auth.forbidden');
    // Who a look on record names (server/access/looker.ts), from the token just verified.
    res.locals.staff = { uid: decoded.uid, role, email: decoded.email ?? null, name: decoded.name ?? null };
    next();
  };
}

/** Admins only (agents, their commissions and payouts): requireStaff, then the admin role. */
export function requireAdmin(firebase: FirebaseServices): RequestHandler[] {
  const adminOnly: RequestHandler = (_req, res, next) => {
    if (!canManageAgents((res.locals.staff as { role: string }).role)) {
      throw new HttpError(403, 'Only an administrator may do this.', 'auth.forbidden');
    }
    next();
  };
  return [requireStaff(firebase), adminOnly];
}

/**
 * The token's claims, or the 401 that says why not. checkRevoked asks Auth about the account on
 * every request, so that disabling an account or ending its sessions shuts it out at once rather
 * than when its token expires.
 */
export async function verifiedOrRefused({ auth }: Pick<FirebaseServices, 'auth'>, token: string) {
  return auth.verifyIdToken(token, true).catch((error: unknown) => {
    throw refusal((error as { code?: string }).code);
  });
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
