import { createHmac } from 'node:crypto';
import { eatWallClock } from '#domain/timeZone';

/** Only strings and integers are sent to Selcom, and only they are signed. */
export type SignableValue = string | number;

/**
 * Selcom's request signature (see docs/payments.md): the signed string is
 * `timestamp=<ts>&k1=v1&k2=v2…` with raw values (no URL encoding, no quoting), HMAC-SHA256 with
 * the API secret, base64. `Signed-Fields` lists the keys in the order used, without timestamp.
 */
export function selcomHeaders(
  credentials: { apiKey: string; apiSecret: string },
  fields: ReadonlyArray<readonly [string, SignableValue]>,
  timestamp: string,
) {
  const signed = [`timestamp=${timestamp}`, ...fields.map(([key, value]) => `${key}=${value}`)].join('&');
  return {
    Authorization: `SELCOM ${Buffer.from(credentials.apiKey).toString('base64')}`,
    'Digest-Method': 'HS256',
    Digest: createHmac('sha256', credentials.apiSecret).update(signed).digest('base64'),
    Timestamp: timestamp,
    'Signed-Fields': fields.map(([key]) => key).join(','),
  };
}

/** ISO 8601 in East Africa Time (+03:00), the form Selcom's examples use. */
export function eatTimestamp(now: Date = new Date()): string {
  return `${eatWallClock(now).toISOString().slice(0, 19)}+03:00`;
}
