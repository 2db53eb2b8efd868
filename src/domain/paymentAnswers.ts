// What the payment API answers: POST /api/payments when it got as far as the gateway, and
// GET /api/payments/{orderId}, the public status of an attempt.
import * as z from 'zod/mini';
import type { ApiErrorCode } from './apiErrors.js';
import { timestampToMillis, type TimestampLike } from './meta.js';
import { CURRENCY } from './money.js';
import { ORDER_ID_PATTERN } from './payment.js';
import { EARLIER_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from './paymentMethods.js';
import { paymentRecordStatusOptions, type PaymentRecordStatus } from './paymentState.js';

/** POST /api/payments → 200: the order is made; the browser goes on to `redirect_url`. */
export const paymentStartedSchema = z.object({
  success: z.literal(true),
  redirect_url: z.string().check(z.minLength(1)),
  message: z.string(),
  /** The gateway's raw answer (the spec's name, whichever gateway it is). */
  selcom_response: z.unknown(),
  order_id: z.string().check(z.regex(ORDER_ID_PATTERN)),
});
export type PaymentStarted = z.output<typeof paymentStartedSchema>;

/** The `message` of the answer to a started payment. */
export const PAYMENT_STARTED_MESSAGE = 'Redirecting to payment';

/** The codes of a 502 from POST /api/payments: a refusal, or no clear answer (try again). */
export const PAYMENT_GATEWAY_CODES = [
  'payment.gateway',
  'payment.gatewayNoAnswer',
] as const satisfies readonly ApiErrorCode[];

/**
 * POST /api/payments → 502: the gateway made no order (`payment.gateway`), or gave no clear answer
 * (`payment.gatewayNoAnswer`). `message` is the gateway's own; `selcom_response` its raw answer.
 * Every other refusal of a start is an ordinary error body (`ApiErrorBody`).
 */
export const paymentStartFailedSchema = z.object({
  success: z.literal(false),
  redirect_url: z.null(),
  code: z.enum(PAYMENT_GATEWAY_CODES),
  message: z.string(),
  selcom_response: z.unknown(),
  order_id: z.string().check(z.regex(ORDER_ID_PATTERN)),
});
export type PaymentStartFailed = z.output<typeof paymentStartFailedSchema>;

/** What POST /api/payments answers when it got as far as the gateway. */
export type PaymentStartAnswer = PaymentStarted | PaymentStartFailed;

/**
 * GET /api/payments/{orderId}, and POST /api/payments/{orderId}/return: what anyone holding an order id may see of it. No buyer name, email,
 * phone or application id: the id travels in URLs (the gateway's return address, browser history).
 */
export const paymentStatusAnswerSchema = z.strictObject({
  orderId: z.string(),
  status: z.enum(paymentRecordStatusOptions.values),
  amount: z.number(),
  currency: z.literal(CURRENCY),
  reference: z.nullable(z.string()),
  /** Why it failed, when it did. */
  message: z.optional(z.string()),
  /** How the payer chose to pay, so the screen speaks of a phone or a card. */
  method: z.enum(PAYMENT_METHODS),
  /**
   * While pending: when the gateway closes the order unpaid (ISO 8601, the server's), and whether
   * that time has passed by the server's clock. Then the payer left without paying, or the
   * gateway has not said yet; paying again is safe either way (a new order closes this one first).
   */
  expiresAt: z.optional(z.string()),
  expired: z.optional(z.boolean()),
  /**
   * While pending: the payer came back from this card order's page without paying, so it may be
   * paid again now (the new order closes this one first).
   */
  left: z.optional(z.literal(true)),
});
export type PaymentStatusAnswer = z.output<typeof paymentStatusAnswerSchema>;

/**
 * The public answer for a stored payment: only the fields of `PaymentStatusAnswer`, nothing else.
 * `expiresAt` is when the gateway closes the order unpaid; `now` is the server's clock.
 */
export function paymentStatusAnswer(
  orderId: string,
  payment: {
    status: PaymentRecordStatus;
    amount: number;
    reference?: string | null;
    failure?: string;
    method?: PaymentMethod;
    expiresAt?: TimestampLike;
    left?: boolean;
  },
  now: Date = new Date(),
): PaymentStatusAnswer {
  const answer: PaymentStatusAnswer = {
    orderId,
    status: payment.status,
    amount: payment.amount,
    currency: CURRENCY,
    reference: payment.reference ?? null,
    method: payment.method ?? EARLIER_PAYMENT_METHOD,
  };
  if (payment.status === 'failed' && payment.failure) answer.message = payment.failure;
  if (payment.status === 'pending' && payment.expiresAt) {
    const expiresAt = timestampToMillis(payment.expiresAt);
    answer.expiresAt = new Date(expiresAt).toISOString();
    answer.expired = now.getTime() >= expiresAt;
  }
  if (payment.status === 'pending' && payment.left) answer.left = true;
  return answer;
}
