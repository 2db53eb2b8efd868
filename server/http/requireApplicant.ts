import type { Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { FirebaseServices } from '../firebase.ts';
import { refuseUnlessActiveAgent } from '../agents/records.ts';
import { HttpError } from './errors.ts';
import { bearerToken, verifiedOrRefused } from './requireStaff.ts';

/**
 * The Firebase user of `Authorization: Bearer …`, anonymous or signed in; undefined without a
 * token, 401 for one Auth does not accept. The one check of an applicant's token: creating,
 * listing a device's applications, and acting on one as its submitter all ask here.
 *
 * An account someone signs in to is asked about as staff's are (disabled, or signed out
 * everywhere, refuses its token at once rather than when it expires), and an agent's only while
 * they are active: a suspended agent acts on nothing, not even what they sent themselves. A
 * device's anonymous session has no one to suspend, and is spared the extra look-ups.
 */
export async function verifiedCaller(
  req: Request,
  firebase: Pick<FirebaseServices, 'auth' | 'db'>,
): Promise<DecodedIdToken | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  const caller = await firebase.auth.verifyIdToken(token).catch(() => {
    throw new HttpError(401, 'Your session has expired. Reload the page and try again.', 'auth.invalid');
  });
  if (isAnonymous(caller)) return caller;
  const checked = await verifiedOrRefused(firebase, token);
  await refuseUnlessActiveAgent(firebase.db, checked.uid);
  return checked;
}

/** A device's Firebase Anonymous Auth session, not an account someone signs in to. */
export const isAnonymous = (caller: DecodedIdToken) => caller.firebase.sign_in_provider === 'anonymous';

/**
 * Anyone with a Firebase ID token: the applicant's device proves who it is, so what it creates is
 * recorded as its own (`submittedBy`) and counted against its limits.
 */
export function requireApplicant(firebase: FirebaseServices): RequestHandler {
  return async (req, res, next) => {
    const caller = await verifiedCaller(req, firebase);
    if (!caller) {
      throw new HttpError(401, 'Send the ID token of the device that fills in the form.', 'access.required');
    }
    res.locals.applicant = { uid: caller.uid, signedIn: !isAnonymous(caller) } satisfies Applicant;
    next();
  };
}

type Applicant = { uid: string; signedIn: boolean };

/** The uid requireApplicant established. */
export const applicantUid = (res: Response) => (res.locals.applicant as Applicant).uid;

/** Whether requireApplicant found an account someone signs in to (an agent, staff). */
export const applicantSignedIn = (res: Response) => (res.locals.applicant as Applicant).signedIn;
