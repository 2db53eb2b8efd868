import type { Env } from '../env.ts';
import type { FirebaseServices } from '../firebase.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { selcomProvider } from './selcom/client.ts';

export function paymentProviderFor(env: Env, { db }: FirebaseServices): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'selcom') {
    return selcomProvider({
      baseUrl: env.SELCOM_BASE_URL,
      apiKey: env.SELCOM_API_KEY!,
      apiSecret: env.SELCOM_API_SECRET!,
      vendor: env.SELCOM_VENDOR!,
      timeoutMs: env.PAYMENT_TIMEOUT_MS,
    });
  }
  // The sandbox page is served by this API; the app's own address is known per request, so the
  // page is linked relative to the public URL when one is set and to the API's path otherwise.
  return sandboxProvider(
    db,
    (orderId) => `${env.PUBLIC_URL ?? ''}/api/sandbox/checkout/${encodeURIComponent(orderId)}`,
  );
}
