// One payment attempt: the body that starts it (POST /api/payments), its ids, and its record,
// payments/{orderId}. How its state moves is paymentState.ts; what the API answers, paymentAnswers.ts.
import * as z from 'zod/mini';
import { address, code, countryCode, documentIdSchema, email, LIMITS, MSG, name } from './common.js';
import { fieldLabelsFor } from './form.js';
import { APPLICATION_KINDS } from './kinds.js';
import { timestampSchema } from './meta.js';
import { CURRENCY } from './money.js';
import {
  CANCEL_REASONS,
  PAYMENT_STATES,
  paymentRecordStatusOptions,
  paymentStatusOf,
} from './paymentState.js';
import { PAYMENT_METHODS, type PaymentMethod } from './paymentMethods.js';
import { CONTACT_PHONE_DIGITS, normalizePhone, PAYMENT_PHONE_DIGITS } from './phone.js';
import { randomCode } from './reference.js';
import { applicationProofSchema } from './tracking.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'selcom'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The fallbacks when the payer gives no name or email. */
export const DEFAULT_BUYER_NAME = 'Unknown';
export const DEFAULT_BUYER_EMAIL = 'customer@example.com';

/**
 * A card's billing address as the payer gives it (Selcom refuses a card order without one). The
 * postcode or P.O. Box may be left out: many countries have none.
 */
export const cardBillingSchema = z.object({
  address: address(),
  city: name(),
  postcode: code({ optional: true }),
  country: countryCode(),
});
export type CardBillingInput = z.input<typeof cardBillingSchema>;
export type CardBilling = z.output<typeof cardBillingSchema>;

/** The phone as typed, normalised (255… for a local 0…); which lengths fit depends on the method. */
const typedPhoneSchema = z.pipe(
  z.string({ error: () => MSG.required }).check(z.trim(), z.minLength(1, MSG.required), z.maxLength(30)),
  z.transform(normalizePhone),
);

const paymentStartShape = {
  /** Mobile money when left out, as every payment was before cards. */
  method: z.optional(z.enum(PAYMENT_METHODS, { error: () => MSG.option })),
  /** The mobile-money number to charge, or a card payer's phone (any country). */
  phone: typedPhoneSchema,
  buyer_name: name({ optional: true }),
  buyer_email: email({ optional: true }),
  applicationKind: z.enum(APPLICATION_KINDS, { error: () => MSG.option }),
  applicationId: documentIdSchema,
  /** From another device: the reference and phone that prove the application is the payer's. */
  proof: z.optional(applicationProofSchema),
  /** A card's billing address; required for a card, ignored for mobile money. */
  billing: z.optional(cardBillingSchema),
};

type PaymentStartFields = {
  method?: PaymentMethod | undefined;
  phone: string;
  billing?: unknown;
};

/**
 * What each method needs: a mobile-money number of 9 to 12 digits (the API then wants it
 * Tanzanian), or a card payer's phone of 9 to 15 digits and the card's billing address.
 */
const methodNeeds = z.superRefine<PaymentStartFields>(
  (value, ctx) => {
    const card = value.method === 'card';
    const digits = card ? CONTACT_PHONE_DIGITS : PAYMENT_PHONE_DIGITS;
    if (value.phone.length < digits.min || value.phone.length > digits.max) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: card ? MSG.phone : MSG.paymentPhone });
    }
    if (card && value.billing === undefined) {
      ctx.addIssue({ code: 'custom', path: ['billing'], message: MSG.required });
    }
  },
  // Also when another field failed, so one answer names every problem.
  { when: (payload) => typeof (payload.value as { phone?: unknown } | null)?.phone === 'string' },
);

/**
 * Body of POST /api/payments. The browser names the application it pays for and how; the amount
 * comes from the price table on the server. A payer's name or email left out is the applicant's,
 * which the server reads from the application (a browser paying later need not hold it), else the
 * spec's fallbacks.
 */
export const paymentStartSchema = z.object(paymentStartShape).check(methodNeeds);

export type PaymentStartInput = z.input<typeof paymentStartSchema>;
export type PaymentStart = z.output<typeof paymentStartSchema>;

/**
 * What an order id (and a transid) may look like: what the API makes (`newPaymentIds`) fits, and
 * anything else is no order. Every route that takes an order id from outside checks it with this
 * before it reaches a document path.
 */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{6,64}$/;

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}

// ---------------------------------------------------------------------------- the record

/** The fields staff see, with a label each. */
const paymentShownShape = {
  orderId: z.string().check(z.regex(ORDER_ID_PATTERN)),
  transid: z.string().check(z.regex(ORDER_ID_PATTERN)),
  phone: z.string().check(
    z.regex(
      // A card payer's phone may be longer than a mobile-money number.
      new RegExp(`^[0-9]{${PAYMENT_PHONE_DIGITS.min},${CONTACT_PHONE_DIGITS.max}}$`),
      MSG.paymentPhone,
    ),
  ),
  buyer_name: name(),
  buyer_email: email(),
  amount: z.number().check(z.int(), z.positive(), z.lte(LIMITS.amount)),
  currency: z.literal(CURRENCY),
  applicationKind: z.enum(APPLICATION_KINDS),
  applicationId: documentIdSchema,
  status: z.enum(paymentRecordStatusOptions.values),
  provider: z.enum(PAYMENT_PROVIDERS),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
};

/**
 * payments/{orderId}: one payment attempt, written only by the API (server/payments/records.ts).
 * `state` is the truth and `status` follows it (`paymentStatusOf`); records from before `state`
 * have only `status` and the flags `paymentStateOf` reads. The rest are facts for staff: the
 * gateway's page and raw answer, why it failed, and when and why it was closed.
 */
export const paymentSchema = z
  .object({
    ...paymentShownShape,
    state: z.optional(z.enum(PAYMENT_STATES)),
    /** How the payer chose to pay; absent on records from before cards (mobile money). */
    method: z.optional(z.enum(PAYMENT_METHODS)),
    /** A card payment's billing address, as sent to the gateway. */
    billing: z.optional(cardBillingSchema),
    /** When the gateway closes the order unpaid (its `expiry`), set once it made the order. */
    expiresAt: z.optional(timestampSchema),
    /** The application's reference when the attempt started; null for a record without one. */
    reference: z.optional(z.nullable(z.string())),
    /** The gateway's payment page (once `open`). */
    paymentUrl: z.optional(z.string()),
    /** The gateway's raw answer to the create call. */
    providerResponse: z.optional(z.unknown()),
    /** The gateway's message when the create call failed, or why the attempt was closed. */
    failure: z.optional(z.string()),
    /** Whether the create call's failure was without a clear answer (kept after a close). */
    ambiguous: z.optional(z.boolean()),
    /** The gateway said paid, but without our amount: for staff to look at. */
    problem: z.optional(z.string()),
    cancelledAt: z.optional(timestampSchema),
    /**
     * When the payer came back from this card order's page with the gateway still holding it
     * unpaid (`payerLeft`): from then on the application may be paid again.
     */
    leftAt: z.optional(timestampSchema),
    /** When our status query confirmed it paid, and the gateway's own id of the payment. */
    paidAt: z.optional(timestampSchema),
    gatewayTransactionId: z.optional(z.string().check(z.maxLength(LIMITS.uid))),
    cancelReason: z.optional(z.enum(CANCEL_REASONS)),
    /**
     * While pending: when the scheduled reconciliation should next ask the gateway about it
     * (server/payments/systemChecks.ts). Absent once it is settled, once the gateway has closed
     * the order unpaid, and on records from before the reconciliation ran on a schedule.
     */
    checkDueAt: z.optional(timestampSchema),
    /** The code its receipt carries (`verifications/{code}`), given the first time a receipt is made. */
    verificationCode: z.optional(z.string()),
    /**
     * Once paid, for an application that carries an agent's AAN: that AAN, and what the agent earned
     * on it by their commission table of that moment (statements.ts, `commissionAtPayment`).
     */
    AAN: z.optional(z.string()),
    commission: z.optional(z.number().check(z.int(), z.nonnegative())),
    /**
     * When an admin recorded that the money went back to the payer (refunded, reversed), and why
     * and who (POST /api/payments/:orderId/reversal). The payment stays paid: this is a later fact,
     * which the agent's statement of the month it is recorded in shows as a correction.
     */
    reversedAt: z.optional(timestampSchema),
    reversal: z.optional(
      z.object({ reason: z.string(), actorUid: z.string(), actorEmail: z.nullable(z.string()) }),
    ),
  })
  .check(
    z.refine((payment) => payment.state === undefined || paymentStatusOf(payment.state) === payment.status, {
      message: MSG.invalid,
      path: ['status'],
    }),
  );

export type Payment = z.output<typeof paymentSchema>;

export const paymentFieldLabels = fieldLabelsFor('payment', paymentShownShape);

/** Short product prefix of order ids (an order id is this prefix plus a timestamp). */
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

/**
 * Body of POST /api/payments: the payment payload without its ids, plus the application
 * it pays for. The server makes the order id and transid itself (see `newPaymentIds`), so a browser
 * can never name an order, reuse one or take someone else's; ids it still sends are dropped.
 * `amount` must equal the price of that kind of application: the server refuses any other.
 */
export const paymentRequestSchema = z
  .object({
    ...paymentStartShape,
    amount: z.number({ error: () => MSG.number }).check(z.int(MSG.number), z.positive(MSG.numberRange)),
  })
  .check(methodNeeds);
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
