import type { AccessLogAnswer, AccessLogRange } from '#domain/accessLog';
import { apiFetch } from '#lib/api';
import { staffIdToken } from './staffToken';

/** GET /api/access-log (admins only): every look on the days asked, oldest first, up to a bound. */
export async function fetchAccessLog({ from, to }: AccessLogRange): Promise<AccessLogAnswer> {
  const query = new URLSearchParams({ from, to });
  return apiFetch<AccessLogAnswer>(`/api/access-log?${query}`, {
    headers: { Authorization: `Bearer ${await staffIdToken()}` },
  });
}
