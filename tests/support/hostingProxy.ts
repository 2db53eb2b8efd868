// A local stand-in for Firebase Hosting's rewrite of /api/** to the API function, faithful in the
// ways that break apps in production:
// - only the cookie named `__session` reaches the function; every other cookie is stripped;
// - the client's address is appended to X-Forwarded-For (whatever the client wrote stays in front
//   of it) and X-Forwarded-Proto says how the client reached us;
// - the function sees its own host, with the address the browser used in X-Forwarded-Host.
// Everything else (static files included) is passed through unchanged, so a browser can use the
// whole app through it.
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FORWARDED_COOKIE = '__session';

/** The Cookie header Hosting would forward: `__session` alone, or none. */
export function hostingCookie(header: string | undefined): string | undefined {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${FORWARDED_COOKIE}=`));
  return kept.length ? kept.join('; ') : undefined;
}

const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:/, '');

function forwardedHeaders(headers: IncomingHttpHeaders, clientAddress: string, target: URL) {
  const forwarded: IncomingHttpHeaders = { ...headers };
  const cookie = hostingCookie(headers.cookie);
  if (cookie) forwarded.cookie = cookie;
  else delete forwarded.cookie;
  const before = headers['x-forwarded-for'];
  forwarded['x-forwarded-for'] = before ? `${String(before)}, ${clientAddress}` : clientAddress;
  forwarded['x-forwarded-proto'] = 'http';
  forwarded['x-forwarded-host'] = headers.host;
  forwarded.host = target.host;
  return forwarded;
}

export type HostingProxy = { url: string; close: () => Promise<void> };

export async function startHostingProxy({
  target,
  port = 0,
  host = '127.0.0.1',
  localAddress,
}: {
  target: string;
  port?: number;
  host?: string;
  /** The address the stand-in calls the API from, as Hosting calls from addresses of its own. */
  localAddress?: string;
}): Promise<HostingProxy> {
  const targetUrl = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        localAddress,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming.headers, plainAddress(incoming.socket.remoteAddress), targetUrl),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
      outgoing.end('Bad gateway');
    });
    incoming.pipe(upstream);
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
