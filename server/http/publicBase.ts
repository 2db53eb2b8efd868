import type { Request } from 'express';

/**
 * The app's public address without a trailing slash: PUBLIC_URL when set (production requires it),
 * else the address this request came to (a developer's machine, the tests).
 */
export function publicBase(req: Request, configured?: string) {
  return (configured ?? `${req.protocol}://${req.get('host')}`).replace(/\/$/, '');
}
