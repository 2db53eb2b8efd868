import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import type { Env } from '../../env.ts';
import { beemSms } from './beem.ts';
import { beemDeliveryReports } from './beemDeliveryReports.ts';
import { readDeliveryReports } from './deliveryReports.ts';
import type { SmsProvider } from './provider.ts';
import { sandboxSms } from './sandbox.ts';

export function smsProviderFor(env: Env, db: Firestore): SmsProvider {
  if (env.SMS_PROVIDER === 'beem') {
    return beemSms({
      baseUrl: env.BEEM_BASE_URL,
      apiKey: env.BEEM_API_KEY!,
      secretKey: env.BEEM_SECRET_KEY!,
      senderId: env.BEEM_SENDER_ID!,
      timeoutMs: env.SMS_TIMEOUT_MS,
    });
  }
  return sandboxSms(db);
}

/**
 * One run of the delivery-report job for the configured gateway, or undefined for the sandbox,
 * which marks each SMS delivered as it keeps it: there is nobody to ask.
 */
export function deliveryReportRunFor(env: Env, db: Firestore, logger: Logger, now?: () => number) {
  if (env.SMS_PROVIDER !== 'beem') return undefined;
  const reports = beemDeliveryReports({
    baseUrl: env.BEEM_DLR_BASE_URL,
    apiKey: env.BEEM_API_KEY!,
    secretKey: env.BEEM_SECRET_KEY!,
    timeoutMs: env.SMS_TIMEOUT_MS,
  });
  return () => readDeliveryReports({ db, reports, logger, budget: env.SMS_DELIVERY_REPORTS_PER_RUN, now });
}
