import type { RequestHandler } from 'express';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from './errors.ts';

const STAFF_ROLES = new Set(['staff', 'admin']);

/**
 * Staff only: a valid Firebase ID token whose user record has a staff role. The spec's login cookie
 * is never trusted for access.
 */
export function requireStaff({ auth, db }: FirebaseServices): RequestHandler {
  return async (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw new HttpError(401, 'Sign in as staff to open this.', 'auth.required');
    const decoded = await auth.verifyIdToken(token).catch(() => {
      throw new HttpError(401, 'Your session has expired. Sign in again.', 'auth.invalid');
    });
    const user = await db.collection('users').doc(decoded.uid).get();
    const role = user.get('role') as unknown;
    if (typeof role !== 'string' || !STAFF_ROLES.has(role)) {
      throw new HttpError(403, 'Only staff may open this.', 'auth.forbidden');
    }
    res.locals.staff = { uid: decoded.uid, role };
    next();
  };
}
