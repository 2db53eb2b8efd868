import type { Firestore } from 'firebase-admin/firestore';
import type { Env } from '../../env.ts';
import { beemSms } from './beem.ts';
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
