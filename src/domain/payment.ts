import * as z from 'zod/mini';
import { email, LIMITS, MSG, name } from './common.js';
import { fieldLabelsFor } from './form.js';
import { APPLICATION_KINDS } from './kinds.js';
import { timestampSchema } from './meta.js';
import { CURRENCY } from './money.js';
import { optionList } from './options.js';
import { isValidPaymentPhone, normalizePhone, PAYMENT_PHONE_DIGITS } from './phone.js';
import { randomCode } from './reference.js';

export const paymentRecordStatusOptions = optionList('paymentRecordStatus', ['pending', 'paid', 'failed']);
export const PAYMENT_PROVIDERS = ['sandbox', 'selcom'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Spec §9's fallbacks when the payer gives no name or email. */
export const DEFAULT_BUYER_NAME = 'Unknown';
export const DEFAULT_BUYER_EMAIL = 'customer@example.com';

/** A Firestore auto id or any id without a slash; short enough to log. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const documentId = z.string({ error: () => MSG.required }).check(z.regex(DOCUMENT_ID, MSG.invalid));

/** The number typed on the payment screen, normalised to what the provider wants (255…). */
export const paymentPhoneSchema = z.pipe(
  z.string({ error: () => MSG.required }).check(
    z.trim(),
    z.minLength(1, MSG.required),
    z.refine((value) => value === '' || isValidPaymentPhone(value), MSG.paymentPhone),
  ),
  z.transform(normalizePhone),
);

/**
 * Body of POST /api/payments. The browser names the application it pays for; the amount comes
 * from the price table on the server.
 */
export const paymentStartSchema = z.object({
  phone: paymentPhoneSchema,
  buyer_name: z.pipe(
    name({ optional: true }),
    z.transform((value) => value || DEFAULT_BUYER_NAME),
  ),
  buyer_email: z.pipe(
    email({ optional: true }),
    z.transform((value) => value || DEFAULT_BUYER_EMAIL),
  ),
  applicationKind: z.enum(APPLICATION_KINDS, { error: () => MSG.option }),
  applicationId: documentId,
});

export type PaymentStartInput = z.input<typeof paymentStartSchema>;
export type PaymentStart = z.output<typeof paymentStartSchema>;

const ORDER_ID = /^[A-Za-z0-9-]{6,64}$/;

/** payments/{orderId}: one payment attempt, written only by the API. */
export const paymentSchema = z.object({
  orderId: z.string().check(z.regex(ORDER_ID)),
  transid: z.string().check(z.regex(ORDER_ID)),
  phone: z
    .string()
    .check(
      z.regex(
        new RegExp(`^[0-9]{${PAYMENT_PHONE_DIGITS.min},${PAYMENT_PHONE_DIGITS.max}}$`),
        MSG.paymentPhone,
      ),
    ),
  buyer_name: name(),
  buyer_email: email(),
  amount: z.number().check(z.int(), z.positive(), z.lte(LIMITS.amount)),
  currency: z.literal(CURRENCY),
  applicationKind: z.enum(APPLICATION_KINDS),
  applicationId: documentId,
  status: z.enum(paymentRecordStatusOptions.values),
  provider: z.enum(PAYMENT_PROVIDERS),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type Payment = z.output<typeof paymentSchema>;
export type PaymentRecordStatus = Payment['status'];

export const paymentFieldLabels = fieldLabelsFor('payment', paymentSchema.shape);

/** Short product prefix of order ids (spec §7: a prefix plus a timestamp). */
export const ORDER_ID_PREFIX = 'ATZ';

/**
 * A new order id and transaction id in the spec's shape (prefix + timestamp, 'TRANS-' +
 * timestamp), with a shared random suffix: two payers in the same millisecond must not collide,
 * as payments/{orderId} is keyed by it.
 */
export function newPaymentIds(now: number = Date.now()): { orderId: string; transid: string } {
  const suffix = randomCode(6);
  return { orderId: `${ORDER_ID_PREFIX}${now}${suffix}`, transid: `TRANS-${now}${suffix}` };
}

/** A payment may move from pending to paid or failed, and from failed to paid; paid is final. */
export function canMovePayment(from: PaymentRecordStatus, to: PaymentRecordStatus): boolean {
  if (from === to) return true;
  return from !== 'paid' && to !== 'pending';
}

/**
 * Body of POST /api/payments: the spec's payment payload (§7) without its ids, plus the application
 * it pays for. The server makes the order id and transid itself (see `newPaymentIds`), so a browser
 * can never name an order, reuse one or take someone else's; ids it still sends are dropped.
 * `amount` must equal the price of that kind of application: the server refuses any other.
 */
export const paymentRequestSchema = z.extend(paymentStartSchema, {
  amount: z.number({ error: () => MSG.number }).check(z.int(MSG.number), z.positive(MSG.numberRange)),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/**
 * GET /api/payments/{orderId}: what anyone holding an order id may see of it. No buyer name, email,
 * phone or application id: the id travels in URLs (the gateway's return address, browser history).
 */
export type PaymentStatusAnswer = {
  orderId: string;
  status: PaymentRecordStatus;
  amount: number;
  currency: typeof CURRENCY;
  reference: string | null;
  /** Why it failed, when it did. */
  message?: string;
};

/** The public answer for a stored payment: only the fields of `PaymentStatusAnswer`, nothing else. */
export function paymentStatusAnswer(
  orderId: string,
  payment: { status: PaymentRecordStatus; amount: number; reference?: string | null; failure?: string },
): PaymentStatusAnswer {
  const answer: PaymentStatusAnswer = {
    orderId,
    status: payment.status,
    amount: payment.amount,
    currency: CURRENCY,
    reference: payment.reference ?? null,
  };
  if (payment.status === 'failed' && payment.failure) answer.message = payment.failure;
  return answer;
}
