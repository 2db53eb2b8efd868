import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { email, LIMITS } from '#domain/common';
import { emailOf, nameOf } from '#domain/identity';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { CURRENCY } from '#domain/money';
import { PRICES } from '#domain/kinds';
import {
  DEFAULT_BUYER_EMAIL,
  DEFAULT_BUYER_NAME,
  newPaymentIds,
  paymentRequestSchema,
  type CardBilling,
  type PaymentStart,
} from '#domain/payment';
import { EARLIER_PAYMENT_METHOD } from '#domain/paymentMethods';
import { COUNTRY_CALLING_CODE, isMobileMoneyNumber } from '#domain/phone';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { alreadyPaid, closeEarlierAttempts, paymentInProgress } from './closeEarlierAttempts.ts';
import type { OrderBilling, PaymentProvider } from './provider.ts';
import { createPaymentRecord, forgetUnsentPayment, recordPaymentEvent } from './records.ts';

/** The agency's settings every order is made with: how long the gateway keeps it open. */
export type PaymentTerms = { expiryMinutes: number };

/**
 * What starting a payment came to:
 * - `started`: the gateway made the order; the payer goes to `redirectUrl`;
 * - `refused`: nothing was asked of the gateway for this request (a bad body, a wrong amount, no
 *   such application, already paid, another attempt under way or still open); `error` says why;
 * - `gatewayFailed`: the gateway made no order (`ambiguous` false), or gave no clear answer, so it
 *   may have made one all the same (`ambiguous` true); `message` is the gateway's own.
 */
export type StartPaymentResult =
  | { type: 'started'; orderId: string; redirectUrl: string; raw: unknown }
  | { type: 'refused'; error: HttpError }
  | { type: 'gatewayFailed'; orderId: string; ambiguous: boolean; message: string; raw: unknown };

/**
 * Starts paying for an application: checks the request (the price is ours, not the browser's),
 * records a new attempt under our own ids, closes every earlier attempt the gateway may still hold
 * open, and asks the gateway for an order. `publicBase` is the address the payer's browser and the
 * gateway reach us at; `authorize` refuses a caller who may not pay for the application. Errors other than a refusal (Firestore failing, say) are thrown.
 */
export async function startPayment(...args: Parameters<typeof start>): Promise<StartPaymentResult> {
  try {
    return await start(...args);
  } catch (error) {
    if (error instanceof HttpError) return { type: 'refused', error };
    throw error;
  }
}

async function start(
  db: Firestore,
  provider: PaymentProvider,
  body: unknown,
  publicBase: string,
  authorize: (request: PaymentStart) => Promise<void>,
  terms: PaymentTerms,
): Promise<StartPaymentResult> {
  const request = parseBody(paymentRequestSchema, body);
  await authorize(request);
  const method = request.method ?? EARLIER_PAYMENT_METHOD;
  // A card may be any country's; mobile money only a Tanzanian number.
  if (method === 'mobileMoney' && !isMobileMoneyNumber(request.phone)) {
    throw new HttpError(
      422,
      `Use a Tanzanian mobile-money number: ${COUNTRY_CALLING_CODE} and 9 digits, or 0 and 9 digits.`,
      'payment.phone',
    );
  }
  const price = PRICES[request.applicationKind];
  if (request.amount !== price) {
    throw new HttpError(
      422,
      `The amount must be ${price} ${CURRENCY} for this application.`,
      'payment.amount',
    );
  }
  const applicationRef = db
    .collection(APPLICATION_COLLECTIONS[request.applicationKind])
    .doc(request.applicationId);
  const application = await applicationRef.get();
  if (!application.exists) throw new HttpError(404, 'There is no such application.', 'payment.application');
  if (application.get('paymentStatus') === 'paid') throw alreadyPaid();
  const buyer = buyerOf(request, application);

  // Our own ids: a browser can neither pick an order id nor touch another payer's order.
  const { orderId, transid } = newPaymentIds();
  const created = await createPaymentRecord(db, {
    orderId,
    transid,
    phone: request.phone,
    buyer_name: buyer.name,
    buyer_email: buyer.email,
    amount: price,
    currency: CURRENCY,
    applicationKind: request.applicationKind,
    applicationId: request.applicationId,
    reference: (application.get('reference') as string | undefined) ?? null,
    provider: provider.name,
    method,
    ...(method === 'card' && request.billing ? { billing: request.billing } : {}),
  });
  // Should two attempts ever get the same id, the second is told the first is under way.
  if (!created) throw paymentInProgress();

  // Only now, with this attempt recorded: a Pay pressed meanwhile in another tab sees it and waits.
  try {
    await closeEarlierAttempts(
      db,
      provider,
      { kind: request.applicationKind, id: request.applicationId },
      orderId,
    );
  } catch (error) {
    // Nothing was sent to the gateway for this order: forgotten, so a later Pay starts afresh.
    await forgetUnsentPayment(db, orderId);
    throw error;
  }

  const statusUrl = `${publicBase}/payment-status?order=${encodeURIComponent(orderId)}`;
  const result = await provider.createOrder({
    orderId,
    transid,
    amount: price,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerPhone: request.phone,
    method,
    ...(method === 'card' && request.billing
      ? { billing: orderBilling(buyer.name, request.phone, request.billing) }
      : {}),
    expiryMinutes: terms.expiryMinutes,
    redirectUrl: statusUrl,
    cancelUrl: statusUrl,
    webhookUrl: `${publicBase}/api/payments/webhook`,
  });
  if (!result.ok) {
    await recordPaymentEvent(db, orderId, result.ambiguous ? 'createUnclear' : 'orderRefused', {
      failure: result.message,
      ambiguous: result.ambiguous,
      providerResponse: result.raw,
    });
    return {
      type: 'gatewayFailed',
      orderId,
      ambiguous: result.ambiguous,
      message: result.message,
      raw: result.raw,
    };
  }
  // The payment becomes open and its application pending, together. The gateway's clock for the
  // order's expiry started when it made it, just now.
  await recordPaymentEvent(db, orderId, 'orderCreated', {
    paymentUrl: result.paymentUrl,
    providerResponse: result.raw,
    expiresAt: new Date(Date.now() + terms.expiryMinutes * 60_000),
  });
  return { type: 'started', orderId, redirectUrl: result.paymentUrl, raw: result.raw };
}

/**
 * A card's billing details: the address the payer gave, the buyer's name split into a first name
 * and the rest (one word serves as both), their phone, and the city as the region (not asked).
 */
function orderBilling(buyerName: string, phone: string, billing: CardBilling): OrderBilling {
  const [first = buyerName, ...rest] = buyerName.split(/\s+/).filter(Boolean);
  return {
    firstName: first,
    lastName: rest.length > 0 ? rest.join(' ') : first,
    address: billing.address,
    city: billing.city,
    region: billing.city,
    ...(billing.postcode ? { postcode: billing.postcode } : {}),
    country: billing.country,
    phone,
  };
}

/**
 * Who pays, as the gateway is told: what the payer typed, else the applicant on the application
 * (a device paying later holds no name), else the spec's fallbacks. Cut to what a name may be.
 */
function buyerOf(request: PaymentStart, application: DocumentSnapshot) {
  const { identity } = APPLICATIONS[request.applicationKind];
  const record = application.data() ?? {};
  // An earlier app's record may hold an address the gateway would refuse.
  const stored = email().safeParse(emailOf(identity, record));
  return {
    name: (request.buyer_name || nameOf(identity, record) || DEFAULT_BUYER_NAME).slice(0, LIMITS.name),
    email: request.buyer_email || (stored.success && stored.data) || DEFAULT_BUYER_EMAIL,
  };
}
