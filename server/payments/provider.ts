import type { PaymentMethod } from '#domain/paymentMethods';

/** A card's billing details, as the gateway's full order wants them (all required but `postcode`). */
export type OrderBilling = {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** State or region; the payer is not asked for one, so the city stands in. */
  region: string;
  postcode?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
};

/** What the app asks of a payment gateway; `selcom` and `sandbox` both implement it. */
export type OrderRequest = {
  orderId: string;
  transid: string;
  amount: number;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  /** Mobile money (a wallet order), or a card (a full order, with `billing`). */
  method: PaymentMethod;
  billing?: OrderBilling;
  /** How long the gateway keeps the order open for payment, in minutes. */
  expiryMinutes: number;
  /** Where the gateway sends the payer back, and where it reports the result (server to server). */
  redirectUrl: string;
  cancelUrl: string;
  webhookUrl: string;
};

/**
 * A failed create is `ambiguous` when the gateway may still have made the order (it timed out, could
 * not be reached, or answered "in progress"); a definite refusal is not.
 */
export type CreateOrderResult =
  | { ok: true; paymentUrl: string; raw: unknown }
  | { ok: false; message: string; ambiguous: boolean; raw: unknown };

/** Paid only on the gateway's positive word; anything unclear stays pending. */
export type OrderStatus = 'paid' | 'pending' | 'failed';

/** `transactionId` is the gateway's own id of the payment, once paid (Selcom's `transid`). */
export type StatusResult = { status: OrderStatus; amount?: number; transactionId?: string; raw: unknown };

/**
 * What closing an order at the gateway came to: `cancelled` (or it was closed already), `notFound`
 * (the gateway has no such order), `paid` (too late: the payer has paid it), `unknown` (no clear
 * answer; the order may still be open).
 */
export type CancelOutcome = 'cancelled' | 'notFound' | 'paid' | 'unknown';

export type CancelResult = { outcome: CancelOutcome; raw: unknown };

export type PaymentProvider = {
  name: 'sandbox' | 'selcom';
  createOrder(request: OrderRequest): Promise<CreateOrderResult>;
  orderStatus(orderId: string): Promise<StatusResult>;
  cancelOrder(orderId: string): Promise<CancelResult>;
};
