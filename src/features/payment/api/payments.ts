import type { PaymentStartAnswer, PaymentStatusAnswer } from '#domain/paymentAnswers';
import type { CardBillingInput } from '#domain/payment';
import type { PaymentMethod } from '#domain/paymentMethods';
import { apiFetch, ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import type { CheckoutState } from '#lib/checkout';
import { appCheckHeaderOnWrite } from '#lib/appCheckOnWrite';

/** POST /api/payments's answer once it reached the gateway (a 200, or a 502 with `success: false`). */
export type StartAnswer = PaymentStartAnswer;

/** The public status of one order: no buyer or application details. */
export type PaymentView = PaymentStatusAnswer;

/**
 * A failed start: `translationKey` says why in the reader's language (the API's code, never its
 * English message); `gatewayCode` is the gateway's result code, the spec's "details", when it
 * gave one.
 */
export class PaymentStartError extends Error {
  constructor(
    readonly translationKey: string,
    readonly gatewayCode?: string,
  ) {
    super(translationKey);
  }
}

/** The spec's default when an error answer says nothing we know ('Payment processing error'). */
const PROCESSING_ERROR = 'payment.processingError';
/** The gateway would not make the order ('Payment initiation failed'). */
const GATEWAY_REFUSED = 'errors.payment.gateway';

function gatewayCodeOf(response: unknown): string | undefined {
  const code = (response as { resultcode?: unknown } | null | undefined)?.resultcode;
  return typeof code === 'string' && code ? code : undefined;
}

/**
 * How the payer shows the application is theirs: the reference and phone they tracked it with, or
 * else this device's own ID token (Firebase Auth loads only then, on Pay).
 */
async function ownership(checkout: CheckoutState): Promise<Record<string, string>> {
  if (checkout.proof) return {};
  const { applicantAuthorization } = await import('#lib/firebase/applicant');
  return applicantAuthorization();
}

/**
 * Starts a payment; each call is a new attempt, for which the server makes new order ids (a Retry
 * never reuses a failed one, and starting closes any earlier open attempt for the application).
 * A card carries its billing address; mobile money none. Answers the gateway's page and the order.
 */
export async function startPayment(
  checkout: CheckoutState,
  phone: string,
  method: PaymentMethod = 'mobileMoney',
  billing?: CardBillingInput,
): Promise<{ redirectUrl: string; orderId: string }> {
  let answer: StartAnswer;
  try {
    answer = await apiFetch<StartAnswer>('/api/payments', {
      method: 'POST',
      headers: { ...(await ownership(checkout)), ...(await appCheckHeaderOnWrite()) },
      json: {
        method,
        phone,
        ...(method === 'card' ? { billing } : {}),
        buyer_name: checkout.name,
        buyer_email: checkout.email,
        amount: checkout.price,
        applicationKind: checkout.kind,
        applicationId: checkout.applicationId,
        ...(checkout.proof ? { proof: checkout.proof } : {}),
      },
    });
  } catch (error) {
    // A phone the API refused is worded as the field's own message.
    const phoneProblem = error instanceof ApiError ? error.fields?.phone : undefined;
    const gatewayCode =
      error instanceof ApiError
        ? gatewayCodeOf((error.body as Partial<StartAnswer>)?.selcom_response)
        : undefined;
    throw new PaymentStartError(phoneProblem ?? apiFailureKey(error, PROCESSING_ERROR), gatewayCode);
  }
  if (!answer.success || !answer.redirect_url) {
    throw new PaymentStartError(GATEWAY_REFUSED, gatewayCodeOf(answer.selcom_response));
  }
  return { redirectUrl: answer.redirect_url, orderId: answer.order_id };
}

export function fetchPayment(orderId: string): Promise<PaymentView> {
  return apiFetch<PaymentView>(`/api/payments/${encodeURIComponent(orderId)}`);
}

/**
 * Says the payer is back from the gateway's page for `orderId`: a card order still unpaid is then
 * left, and the application may be paid again at once. Answers its status.
 */
export function reportReturn(orderId: string): Promise<PaymentView> {
  return apiFetch<PaymentView>(`/api/payments/${encodeURIComponent(orderId)}/return`, { method: 'POST' });
}
