import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, RequestHandler, Response } from 'express';
import {
  CSRF_COOKIE,
  CSRF_FAILED_CODE,
  CSRF_HEADER,
  CSRF_SERVER_COOKIE as SESSION_COOKIE,
} from '#domain/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function setTokenCookies(res: Response, token: string, secure: boolean) {
  const common: CookieOptions = { path: '/', sameSite: 'strict', secure };
  // httpOnly: script never needs the server's copy, only the readable one beside it.
  res.cookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  res.cookie(CSRF_COOKIE, token, { ...common, httpOnly: false });
}

/**
 * Double-submit CSRF protection as the spec describes: the app copies the readable XSRF-TOKEN
 * cookie into the X-XSRF-TOKEN header on its writes; another site can make the browser send
 * cookies but can read neither of them, so it cannot write the header. The server compares the
 * header with `__session`, which holds the same token.
 *
 * A request without a valid `__session` gets a fresh pair of cookies. GET /api/csrf also re-sends
 * the readable copy, for a browser that lost it while keeping `__session`.
 * `exempt` lists server-to-server paths (payment webhooks) that no browser calls.
 */
export function csrfProtection(options: {
  secureCookie: boolean;
  exempt?: (path: string) => boolean;
}): RequestHandler {
  const exempt = options.exempt ?? (() => false);
  return (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, unknown>;
    const session = cookies[SESSION_COOKIE];
    const serverToken = typeof session === 'string' && TOKEN.test(session) ? session : undefined;
    if (!serverToken) setTokenCookies(res, randomBytes(32).toString('base64url'), options.secureCookie);
    else if (req.path === '/csrf') setTokenCookies(res, serverToken, options.secureCookie);

    if (SAFE_METHODS.has(req.method) || exempt(req.path)) {
      next();
      return;
    }
    const headerToken = req.get(CSRF_HEADER);
    if (!serverToken || !headerToken || !sameToken(serverToken, headerToken)) {
      res.status(403).json({
        message: 'Security check failed (missing or wrong CSRF token). Reload the page and try again.',
        code: CSRF_FAILED_CODE,
      });
      return;
    }
    next();
  };
}
