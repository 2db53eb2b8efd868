import type { AccessLogRange } from '#domain/accessLogRange';
import type { AppLanguage } from '#domain/kinds';
import { apiFetch } from '#lib/api';
import { staffIdToken } from './staffToken';

/**
 * GET /api/access-log.csv (admins only): the access log of the days asked as the API writes it, in
 * `lang`; null when nobody looked (204).
 */
export async function fetchAccessLogFile(range: AccessLogRange, lang: AppLanguage): Promise<Blob | null> {
  const file = await apiFetch(`/api/access-log.csv?${new URLSearchParams({ ...range, lang })}`, {
    as: 'blob',
    headers: { Authorization: `Bearer ${await staffIdToken()}` },
  });
  return file.size > 0 ? file : null;
}
