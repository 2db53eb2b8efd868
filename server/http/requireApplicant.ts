import type { RequestHandler, Response } from 'express';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from './errors.ts';
import { bearerToken } from './requireStaff.ts';

/**
 * Anyone with a Firebase ID token, anonymous or signed in: the applicant's device proves who it
 * is, so what it creates is recorded as its own (`submittedBy`) and counted against its limits.
 */
export function requireApplicant({ auth }: FirebaseServices): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) {
      throw new HttpError(401, 'Send the ID token of the device that fills in the form.', 'access.required');
    }
    const decoded = await auth.verifyIdToken(token).catch(() => {
      throw new HttpError(401, 'Your session has expired. Reload the page and try again.', 'auth.invalid');
    });
    res.locals.applicant = { uid: decoded.uid };
    next();
  };
}

/** The uid requireApplicant established. */
export const applicantUid = (res: Response) => (res.locals.applicant as { uid: string }).uid;
