import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';

/** The header the Firebase App Check SDK's token travels in. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * Checks an App Check token and answers which registered app it was issued to; rejects a token
 * that is forged, expired or issued for another project. In production, the Admin SDK's
 * `getAppCheck().verifyToken`.
 */
export type AppCheckVerifier = (token: string) => Promise<{ appId: string }>;

/** `off`: not asked for; `monitor`: checked and logged, never refused; `enforce`: refused without. */
export type AppCheckMode = 'off' | 'monitor' | 'enforce';

/** What a request's App Check token proved: that it came from our app, or nothing. */
export type AppCheckVerdict = 'valid' | 'missing' | 'invalid';

const refusal = () =>
  new HttpError(
    401,
    'This request did not come from our app. Reload the page and try again.',
    'appCheck.invalid',
  );

const VERDICT = Symbol('appCheckVerdict');
type Locals = { [VERDICT]?: Promise<AppCheckVerdict> };

/** The request's token, verified once however many checks ask (a limit, then the guard). */
export function appCheckVerdict(req: Request, res: Response, verify: AppCheckVerifier) {
  const locals = res.locals as Locals;
  const token = req.get(APP_CHECK_HEADER);
  locals[VERDICT] ??= token
    ? verify(token).then(
        (): AppCheckVerdict => 'valid',
        (): AppCheckVerdict => 'invalid',
      )
    : Promise.resolve('missing');
  return locals[VERDICT];
}

/**
 * The public writes (creating an application or feedback, uploading a document, answering a
 * request, starting a payment) must come from our app on a real device: with App Check enforced,
 * a script has to pass reCAPTCHA Enterprise for its tokens, which makes its requests cost the
 * sender rather than the agency.
 */
export function requireAppCheck(
  mode: AppCheckMode,
  verify: AppCheckVerifier,
  logger: Logger,
): RequestHandler {
  return async (req, res, next) => {
    if (mode === 'off') return next();
    const verdict = await appCheckVerdict(req, res, verify);
    if (verdict === 'valid') return next();
    if (mode === 'enforce') throw refusal();
    logger.warn({ appCheck: verdict, path: req.path }, 'a public write without a valid App Check token');
    next();
  };
}
