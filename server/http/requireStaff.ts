import type { RequestHandler } from 'express';
import { COLLECTIONS } from '../../src/domain/kinds.ts';
import { canManageApplications } from '../../src/domain/user.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from './errors.ts';

/**
 * Staff only: a valid Firebase ID token of an account that is neither disabled nor signed out
 * everywhere, whose user record has a staff role. The spec's login cookie is never trusted for
 * access.
 */
export function requireStaff({ auth, db }: FirebaseServices): RequestHandler {
  return async (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw new HttpError(401, 'Sign in as staff to open this.', 'auth.required');
    // checkRevoked asks Auth about the account on every request, so that disabling a staff member
    // or ending their sessions shuts them out at once rather than when their token expires.
    const decoded = await auth.verifyIdToken(token, true).catch((error: unknown) => {
      throw refusal((error as { code?: string }).code);
    });
    const user = await db.collection(COLLECTIONS.users).doc(decoded.uid).get();
    const role = user.get('role') as unknown;
    if (typeof role !== 'string' || !canManageApplications(role)) {
      throw new HttpError(403, 'Only staff may open this.', 'auth.forbidden');
    }
    res.locals.staff = { uid: decoded.uid, role };
    next();
  };
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
