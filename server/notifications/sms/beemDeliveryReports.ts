import { internationalNumber } from '#domain/phone';
import type { DeliveryReport, DeliveryReportSource } from './provider.ts';

export type BeemReportSettings = {
  /** https://dlrapi.beem.africa in production (BEEM_DLR_BASE_URL); a local fake in tests. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  timeoutMs: number;
};

/** One delivery report as Beem writes it, as far as we read it. */
type BeemReport = {
  dest_addr?: unknown;
  request_id?: unknown;
  status?: unknown;
  reason?: unknown;
  description?: unknown;
  error?: unknown;
};

// Beem's status words are not documented where we could read them
// (docs/architecture/known-gaps.md): its samples read delivered, failed and pending, in any case. The networks' SMPP words
// (DELIVRD, UNDELIV, REJECTD…) are taken too, in case Beem passes them on. Any other word is
// taken as "not known yet", which changes nothing.
const DELIVERED = new Set(['DELIVERED', 'DELIVRD']);
const NOT_DELIVERED = new Set([
  'UNDELIVERED',
  'UNDELIV',
  'UNDELIVERABLE',
  'FAILED',
  'REJECTED',
  'REJECTD',
  'EXPIRED',
  'DELETED',
]);

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** Beem may answer one report, a list of them, or a list under `data`. */
function reportsIn(answer: unknown): BeemReport[] {
  const list = (answer as { data?: unknown } | null)?.data ?? answer;
  const reports = Array.isArray(list) ? list : [list];
  return reports.filter((report): report is BeemReport => typeof report === 'object' && report !== null);
}

/**
 * Beem's delivery reports (GET /public/v1/delivery-reports?dest_addr=…&request_id=…, the send's
 * Basic auth). A report counts only when it names both our request_id and our number: any other
 * answer is about another message, and must not settle ours.
 */
export function beemDeliveryReports(settings: BeemReportSettings): DeliveryReportSource {
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:${settings.secretKey}`).toString('base64')}`;
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/public/v1/delivery-reports`;

  return {
    async lookup({ requestId, to }): Promise<DeliveryReport> {
      const destAddr = internationalNumber(to);
      const url = `${endpoint}?${new URLSearchParams({ dest_addr: destAddr, request_id: requestId })}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: authorization, Accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        return {
          outcome: 'error',
          error: timedOut
            ? `Beem did not answer within ${settings.timeoutMs} ms`
            : 'Beem could not be reached',
        };
      }
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.status === 401 || response.status === 403) {
        return { outcome: 'error', error: `Beem refused the API key and secret (${response.status})` };
      }
      if (!response.ok || answer === undefined) {
        const said = text((answer as { message?: unknown } | undefined)?.message);
        return { outcome: 'error', error: `Beem answered ${response.status}${said ? `: ${said}` : ''}` };
      }
      const reports = reportsIn(answer);
      // Nothing reported yet: Beem has no word from the network.
      if (reports.length === 0) return { outcome: 'notYetKnown' };
      const ours = reports.find(
        (report) => text(report.request_id) === requestId && text(report.dest_addr) === destAddr,
      );
      if (!ours) {
        const [other] = reports;
        return {
          outcome: 'mismatch',
          about: `request_id ${text(other?.request_id) || '(none)'} to ${text(other?.dest_addr) || '(none)'}`,
        };
      }
      const status = text(ours.status).toUpperCase();
      if (DELIVERED.has(status)) return { outcome: 'delivered' };
      if (NOT_DELIVERED.has(status)) {
        const reason = text(ours.reason) || text(ours.description) || text(ours.error);
        return { outcome: 'failed', reason: reason || status };
      }
      return { outcome: 'notYetKnown' };
    },
  };
}
