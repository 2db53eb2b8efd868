import type { RequestHandler } from 'express';
import { minimatch } from 'minimatch';
import onHeaders from 'on-headers';
import firebaseJson from '../../firebase.json' with { type: 'json' };

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const CSP = 'content-security-policy';

/** firebase.json's Hosting headers: what production sends, and so what the local server sends too. */
export const HOSTING_HEADER_RULES: readonly HeaderRule[] = firebaseJson.hosting.headers;

/**
 * A Content-Security-Policy that also lets the browser reach `origins` (the local emulators, which
 * stand where Google's endpoints are in production).
 */
export function allowConnectingTo(policy: string, origins: readonly string[]) {
  if (origins.length === 0) return policy;
  return policy.replace(
    /connect-src ([^;]*)/,
    (_all, sources: string) => `connect-src ${sources} ${origins.join(' ')}`,
  );
}

/**
 * The headers Hosting would add to a response for `path`: every matching rule in order, a later one
 * replacing an earlier one's header, as Hosting's own matcher (minimatch globs) does.
 */
export function hostingHeadersFor(path: string, connectOrigins: readonly string[] = []) {
  const headers = new Map<string, string>();
  for (const rule of HOSTING_HEADER_RULES) {
    if (!minimatch(path, rule.source)) continue;
    for (const { key, value } of rule.headers) {
      const name = key.toLowerCase();
      headers.set(name, name === CSP ? allowConnectingTo(value, connectOrigins) : value);
    }
  }
  return headers;
}

/**
 * Sends firebase.json's headers on every answer, as Hosting does in front of the function, so the
 * local server and production cannot drift apart. Set just before the answer leaves: like Hosting's,
 * they replace what a route set under the same name.
 */
export function hostingHeaders(connectOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    // Read now: a router further on sees the address without its mount path (/api/csrf as /csrf).
    const headers = hostingHeadersFor(req.path, connectOrigins);
    onHeaders(res, () => {
      for (const [name, value] of headers) res.setHeader(name, value);
    });
    next();
  };
}
