import { internationalNumber } from '#domain/phone';
import type { SmsProvider, SmsResult } from './provider.ts';

export type BeemSettings = {
  /** https://apisms.beem.africa in production; a local fake in tests. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** The sender name registered with Beem for the account. */
  senderId: string;
  timeoutMs: number;
};

/** Beem's answer to a send, as far as we read it. */
type BeemAnswer = {
  successful?: unknown;
  request_id?: unknown;
  code?: unknown;
  message?: unknown;
  invalid?: unknown;
};

const SUBMITTED = 100;

/** Beem Africa's SMS API: one POST per message, HTTP Basic with the API key and secret. */
export function beemSms(settings: BeemSettings): SmsProvider {
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:${settings.secretKey}`).toString('base64')}`;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/v1/send`;

  return {
    name: 'beem',
    async send({ to, text }): Promise<SmsResult> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            source_addr: settings.senderId,
            encoding: 0,
            schedule_time: '',
            message: text,
            // International format without the +.
            recipients: [{ recipient_id: '1', dest_addr: internationalNumber(to) }],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        return {
          ok: false,
          permanent: false,
          error: timedOut
            ? `Beem did not answer within ${settings.timeoutMs} ms`
            : 'Beem could not be reached',
        };
      }
      const answer = (await response.json().catch(() => undefined)) as BeemAnswer | undefined;
      // Taken, by its status, though its answer was lost on the way: sending again could text twice.
      if (response.ok && answer === undefined) return { ok: true, providerId: '', delivered: false };
      if (answer === undefined || response.status === 408) {
        return { ok: false, permanent: false, error: `Beem answered ${response.status}` };
      }
      const said = typeof answer.message === 'string' ? `: ${answer.message}` : '';
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          permanent: true,
          error: `Beem refused the API key and secret (${response.status})`,
        };
      }
      if (response.status >= 500 || response.status === 429) {
        return { ok: false, permanent: false, error: `Beem answered ${response.status}${said}` };
      }
      if (response.ok && answer.successful === true && Number(answer.code) === SUBMITTED) {
        return { ok: true, providerId: String(answer.request_id ?? ''), delivered: false };
      }
      // A 4xx or an unsuccessful 200: the message or the number is wrong, and will stay wrong.
      const invalid = Number(answer.invalid) > 0 ? ' (invalid number)' : '';
      return {
        ok: false,
        permanent: true,
        error: `Beem refused the message${invalid} (${response.status})${said}`,
      };
    },
  };
}
