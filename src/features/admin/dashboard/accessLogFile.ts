import type { AccessLogRange } from '#domain/accessLog';
import { fetchAccessLog } from '../common/api/accessLog';
import { accessLogCsv, type Translate } from './accessLogCsv';

/**
 * The access log of the days asked as a CSV file, null when nobody looked; `more` when the API left
 * some out. Loaded only when an admin asks for one: the request and the CSV writing come together.
 */
export async function accessLogFile(range: AccessLogRange, t: Translate) {
  const { looks, more } = await fetchAccessLog(range);
  const file =
    looks.length > 0 ? new Blob([accessLogCsv(looks, t)], { type: 'text/csv;charset=utf-8' }) : null;
  return { file, more, count: looks.length };
}
