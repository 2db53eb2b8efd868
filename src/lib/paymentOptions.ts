import type { PaymentOptionsAnswer } from '#domain/paymentMethods';
import { apiFetch } from './api';
import { useFetch } from './fetching';
import { useOnline } from './useOnline';

/** The agency's settings shown beside a price: its dollar rate, and how long an order stays open. */
export function fetchPaymentOptions(): Promise<PaymentOptionsAnswer> {
  return apiFetch<PaymentOptionsAnswer>('/api/payments/options');
}

const readOptions = () => fetchPaymentOptions();

/**
 * The payment options, read once and shared by every screen that shows a price (the landing page's
 * card, the top of a form, the payment screen); undefined until they are known. Not asked for
 * offline (a page from the service worker): they are read when the network is back.
 */
export function usePaymentOptions(): PaymentOptionsAnswer | undefined {
  const key = useOnline() ? (['payment.options'] as const) : null;
  return useFetch(key, readOptions, { revalidateOnFocus: false }).data;
}
