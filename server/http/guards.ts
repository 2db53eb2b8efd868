import type { RequestHandler } from 'express';
import { jsonBody } from './jsonBody.ts';
import type { RateLimits } from './rateLimit/limits.ts';

/**
 * What guards the routes, handed to each router so that a route lists its own guards beside its
 * path, in this order: its limit (server/http/rateLimit/limits.ts), then App Check for a public
 * write (after the limit, so a flood is stopped before its tokens are verified), then the caller's
 * token, then `jsonBody` for a route that reads one (server/http/jsonBody.ts).
 */
export type Guards = { limits: RateLimits; appCheck: RequestHandler };

/** What an applicant's device creates, each counted by caller and then by sender. */
export type Creation = keyof RateLimits['perSender'];

/**
 * A creation's guards: its limit by caller, App Check, the device's token (`applicant`), its limit
 * per sender once that token is known, then its body.
 */
export function creating(
  name: Creation,
  { limits, appCheck }: Guards,
  applicant: RequestHandler,
): RequestHandler[] {
  return [limits[name], appCheck, applicant, limits.perSender[name], jsonBody];
}
