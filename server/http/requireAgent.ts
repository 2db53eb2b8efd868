import type { RequestHandler, Response } from 'express';
import type { FirebaseServices } from '../firebase.ts';
import { refuseUnlessActiveAgent } from '../agents/records.ts';
import { HttpError } from './errors.ts';
import { bearerToken, verifiedOrRefused } from './requireStaff.ts';

export type SignedInAgent = { uid: string; aan: string };

/**
 * An active agent: a valid ID token (checked for revocation, as staff's are) of an account whose
 * users record says role 'agent', and whose agents/{AAN} is active. A suspended agent is refused
 * here whatever their token says.
 */
export function requireAgent(firebase: FirebaseServices): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw new HttpError(401, 'Sign in as an agent to open this.', 'auth.required');
    const { uid } = await verifiedOrRefused(firebase, token);
    const agent = await refuseUnlessActiveAgent(firebase.db, uid);
    if (!agent) throw new HttpError(403, 'Only agents may open this.', 'auth.forbidden');
    res.locals.agent = { uid, aan: agent.aan } satisfies SignedInAgent;
    next();
  };
}

/** The agent requireAgent established. */
export const signedInAgent = (res: Response) => res.locals.agent as SignedInAgent;
