import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Paths that secrets could reach a log line through, whatever logs them: request and response
 * headers (ID tokens, cookies, the CSRF token), and the gateway's credentials and signatures.
 * The request serializers below already keep no header at all; this is the second line.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.Authorization',
  '*.headers.cookie',
  '*.headers.Digest',
  '*.apiKey',
  '*.apiSecret',
  '*.signature',
  '*.Digest',
];

/** pino-http hands serializers its standard summary, with the request itself as `raw`. */
type StandardRequest = {
  id?: unknown;
  method?: string;
  url?: string;
  raw: IncomingMessage & { ip?: string };
};

/** Only what an operator needs to follow a request: no header, no query string. */
function requestSummary(req: StandardRequest) {
  return {
    id: req.id,
    method: req.method,
    path: req.url?.split('?')[0],
    ip: req.raw.ip,
    userAgent: req.raw.headers['user-agent'],
  };
}

function responseSummary(res: ServerResponse) {
  return { statusCode: res.statusCode };
}

/** One line per request, without any header a secret travels in. Health checks are not logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    serializers: { req: requestSummary, res: responseSummary },
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
  });
}

/** The API's logger: every line goes through the redaction above. */
export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
