import type { PaymentStatusAnswer } from '../../../domain/payment';
import { apiFetch, ApiError } from '../../../lib/api';
import type { CheckoutState } from '../../../lib/checkout';

export type StartAnswer = {
  success: boolean;
  redirect_url: string | null;
  message?: string;
  selcom_response?: unknown;
  /** The order the server made for this attempt. */
  order_id?: string;
};

/** The public status of one order: no buyer or application details. */
export type PaymentView = PaymentStatusAnswer;

/**
 * A failed start, with the message to show (spec §8) and the gateway's details when there are any.
 * `translationKey`: a refusal the app words itself, in the reader's language, rather than the
 * server's English.
 */
export class PaymentStartError extends Error {
  constructor(
    message: string,
    readonly details?: string,
    readonly translationKey?: string,
  ) {
    super(message);
  }
}

function detailsOf(response: unknown): string | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const { message, resultcode, result } = response as Record<string, unknown>;
  const parts = [resultcode, result, message].filter((part) => typeof part === 'string' && part);
  return parts.length ? parts.join(' · ') : undefined;
}

/**
 * Starts a payment; each call is a new attempt, for which the server makes new order ids (a Retry
 * never reuses a failed one, and starting closes any earlier open attempt for the application).
 */
export async function startPayment(checkout: CheckoutState, phone: string): Promise<string> {
  let answer: StartAnswer;
  try {
    answer = await apiFetch<StartAnswer>('/api/payments', {
      method: 'POST',
      json: {
        phone,
        buyer_name: checkout.name,
        buyer_email: checkout.email,
        amount: checkout.price,
        applicationKind: checkout.kind,
        applicationId: checkout.applicationId,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'rateLimited') {
      throw new PaymentStartError(error.message, undefined, 'errors.rateLimited');
    }
    if (error instanceof ApiError) {
      const body = error.body as Partial<StartAnswer> | undefined;
      throw new PaymentStartError(
        body?.message || 'Payment processing error',
        detailsOf(body?.selcom_response),
      );
    }
    throw new PaymentStartError('Payment processing error');
  }
  if (!answer.success || !answer.redirect_url) {
    throw new PaymentStartError(
      answer.message || 'Payment initiation failed',
      detailsOf(answer.selcom_response),
    );
  }
  return answer.redirect_url;
}

export function fetchPayment(orderId: string): Promise<PaymentView> {
  return apiFetch<PaymentView>(`/api/payments/${encodeURIComponent(orderId)}`);
}
