import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Auth } from 'firebase-admin/auth';
import { appCheckVerdict, type AppCheckVerifier } from '../appCheck.ts';
import { bearerToken } from '../requireStaff.ts';

/**
 * Whom a limit counts a request against (docs/decisions/0009-limits-by-caller.md):
 * - `account`: a signed-in agent or staff member, by their account wherever they are;
 * - `app`: an address whose request carries a valid App Check token, which a script has to pay
 *   reCAPTCHA for: a café or a mobile network's shared address with real phones behind it;
 * - `address`: anyone else, by address.
 */
export type Caller = { tier: 'account' | 'app' | 'address'; key: string };

export type CallerChecks = { auth: Pick<Auth, 'verifyIdToken'>; verifyAppCheck: AppCheckVerifier };

/** The client as the proxies in front of us report it (see `trust proxy`); IPv6 by /56 network. */
export const addressKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

const CALLER = Symbol('limitedCaller');
type Locals = { [CALLER]?: Promise<Caller> };

/**
 * The request's caller, found once however many limits ask. The ID token is only read here, not
 * checked for revocation or an agent's suspension: the route's own guard does that, and refuses.
 */
export function limitedCaller(req: Request, res: Response, checks: CallerChecks): Promise<Caller> {
  const locals = res.locals as Locals;
  locals[CALLER] ??= findCaller(req, res, checks);
  return locals[CALLER];
}

async function findCaller(req: Request, res: Response, checks: CallerChecks): Promise<Caller> {
  const token = bearerToken(req);
  if (token) {
    const caller = await checks.auth.verifyIdToken(token).catch(() => undefined);
    if (caller && caller.firebase.sign_in_provider !== 'anonymous') {
      return { tier: 'account', key: `account:${caller.uid}` };
    }
  }
  const address = addressKey(req);
  if ((await appCheckVerdict(req, res, checks.verifyAppCheck)) === 'valid') {
    return { tier: 'app', key: `app:${address}` };
  }
  return { tier: 'address', key: address };
}
