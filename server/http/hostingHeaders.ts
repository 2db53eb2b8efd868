import type { RequestHandler } from 'express';
import { Minimatch } from 'minimatch';
import onHeaders from 'on-headers';
import firebaseJson from '../../firebase.json' with { type: 'json' };

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const CSP = 'content-security-policy';

/**
 * A Content-Security-Policy that also lets the browser reach `origins` (the local emulators, which
 * stand where Google's endpoints are in production).
 */
function allowConnectingTo(policy: string, origins: readonly string[]) {
  if (origins.length === 0) return policy;
  return policy.replace(
    /connect-src ([^;]*)/,
    (_all, sources: string) => `connect-src ${sources} ${origins.join(' ')}`,
  );
}

/**
 * firebase.json's Hosting headers, each glob compiled once and each value final: what production
 * sends, and so what the local server sends too.
 */
function headerRules(connectOrigins: readonly string[]) {
  return (firebaseJson.hosting.headers as HeaderRule[]).map((rule) => ({
    matcher: new Minimatch(rule.source),
    headers: rule.headers.map(({ key, value }) => {
      const name = key.toLowerCase();
      return [name, name === CSP ? allowConnectingTo(value, connectOrigins) : value] as const;
    }),
  }));
}

/**
 * Sends firebase.json's headers on every answer, as Hosting does in front of the function, so the
 * local server and production cannot drift apart: every rule matching the address, in order, a
 * later one replacing an earlier one's header, as Hosting's own matcher (minimatch globs) does. Set
 * just before the answer leaves: like Hosting's, they replace what a route set under the same name.
 */
export function hostingHeaders(connectOrigins: readonly string[]): RequestHandler {
  const rules = headerRules(connectOrigins);
  return (req, res, next) => {
    // Matched now: a router further on sees the address without its mount path (/api/csrf as /csrf).
    const headers = rules.filter(({ matcher }) => matcher.match(req.path)).flatMap((rule) => rule.headers);
    onHeaders(res, () => {
      for (const [name, value] of headers) res.setHeader(name, value);
    });
    next();
  };
}
