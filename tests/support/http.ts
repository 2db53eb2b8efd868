// Real HTTP against the API server that `npm test` started.
import { parseSetCookie } from 'set-cookie-parser';
import { localUrl, testPorts } from '../../scripts/lib/ports.mjs';

export const API_URL = process.env.API_URL ?? localUrl(testPorts().api);
/** Where the test stack serves the app: the address its messages' links name. */
export const STACK_PUBLIC_URL = process.env.HOSTING_URL ?? '';
/** How long the test stack's worker, which polls for due messages, may take to send one. */
export const WORKER_WAIT = { timeout: 45_000, interval: 250 };

export type Answer = { status: number; headers: Headers; body: unknown };

/** `path` is relative to `base`, or a whole address (one the API handed out, say). */
export async function request(path: string, init: RequestInit = {}, base = API_URL): Promise<Answer> {
  const url = /^https?:\/\//.test(path) ? path : base + path;
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text so a test can show it
  }
  return { status: response.status, headers: response.headers, body };
}

/** The value of each cookie an answer sets, by name, as sent (not URL-decoded). */
export function setCookies(headers: Headers): Record<string, string> {
  const cookies = parseSetCookie(headers.getSetCookie(), { map: true, decodeValues: false });
  return Object.fromEntries(Object.entries(cookies).map(([name, cookie]) => [name, cookie.value]));
}

/**
 * The CSRF cookies and the matching header, as the app gets them: `cookie` is what the browser
 * sends back (the server's `__session` copy and the readable XSRF-TOKEN), `token` the header.
 */
export async function csrfPair(base = API_URL) {
  const { headers } = await request('/api/csrf', {}, base);
  const cookies = setCookies(headers);
  const token = cookies['XSRF-TOKEN'];
  if (!token || !cookies.__session) throw new Error('the API set no XSRF-TOKEN and __session cookies');
  return { cookie: `__session=${cookies.__session}; XSRF-TOKEN=${token}`, token };
}

/** A JSON POST with a valid CSRF pair, as the app sends it. */
export async function postJson(
  path: string,
  body: unknown,
  base = API_URL,
  headers: Record<string, string> = {},
) {
  const { cookie, token } = await csrfPair(base);
  return request(
    path,
    {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    base,
  );
}

/**
 * Waits, if need be, until the current rate-limit window (aligned to the clock, as the API's are)
 * has at least `marginMs` left, so a test that spends a whole budget is not split across two.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 45_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
