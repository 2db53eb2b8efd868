import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection as the spec describes: the cookie is readable by the app, which
 * copies it into a header; another site can make the browser send the cookie but cannot read it.
 * `exempt` lists server-to-server paths (payment webhooks) that no browser calls.
 */
export function csrfProtection(options: {
  secureCookie: boolean;
  exempt?: (path: string) => boolean;
}): RequestHandler {
  const exempt = options.exempt ?? (() => false);
  return (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const cookieToken = cookies[CSRF_COOKIE];
    if (!cookieToken) {
      res.cookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: options.secureCookie,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(req.method) || exempt(req.path)) {
      next();
      return;
    }
    const headerToken = req.get(CSRF_HEADER);
    if (!cookieToken || !headerToken || !sameToken(cookieToken, headerToken)) {
      res.status(403).json({
        message: 'Security check failed (missing or wrong CSRF token). Reload the page and try again.',
      });
      return;
    }
    next();
  };
}
