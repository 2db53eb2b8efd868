import type { RequestHandler } from 'express';
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

const refusal = () =>
  new HttpError(
    401,
    'This request did not come from our app. Reload the page and try again.',
    'appCheck.invalid',
  );

/**
 * The public writes (creating an application or feedback) must come from our app on a real
 * device: with App Check enforced, a script has to pass reCAPTCHA Enterprise for every token,
 * which makes each request cost the sender rather than the agency.
 */
export function requireAppCheck(
  mode: AppCheckMode,
  verify: AppCheckVerifier,
  logger: Logger,
): RequestHandler {
  return async (req, _res, next) => {
    if (mode === 'off') return next();
    const token = req.get(APP_CHECK_HEADER);
    const verdict = token
      ? await verify(token).then(
          () => undefined,
          () => 'invalid',
        )
      : 'missing';
    if (!verdict) return next();
    if (mode === 'enforce') throw refusal();
    logger.warn({ appCheck: verdict, path: req.path }, 'a public write without a valid App Check token');
    next();
  };
}
