// How a payer pays: Tanzanian mobile money (Selcom's minimal order) or a card (Selcom's full order,
// which must carry the card's billing address). Facts only; the gateway's fields are in
// server/payments/selcom and docs/payments.md, the request's schema in payment.ts. No zod here:
// the payment screen loads this module.
import { internationalNumber, isMobileMoneyNumber } from './phone.js';

export const PAYMENT_METHODS = ['mobileMoney', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a record written before payers could choose was paid with. */
export const EARLIER_PAYMENT_METHOD: PaymentMethod = 'mobileMoney';

/** The mobile-money networks Selcom's payment page takes, as their owners name them. */
export const MOBILE_MONEY_NETWORKS = ['M-Pesa', 'Airtel Money', 'Mixx by Yas', 'HaloPesa'] as const;

/** The cards Selcom's payment page takes. */
export const CARD_SCHEMES = ['Visa', 'Mastercard'] as const;

/**
 * Mobile money for a Tanzanian number, or when there is no number yet; a card for any other (a
 * foreign number has no Tanzanian mobile-money account behind it).
 */
export function defaultPaymentMethod(phone: string | undefined): PaymentMethod {
  if (!phone?.trim()) return 'mobileMoney';
  return isMobileMoneyNumber(internationalNumber(phone)) ? 'mobileMoney' : 'card';
}

/**
 * GET /api/payments/options → 200: what the payment screen shows beside the price. `tshPerUsd` is
 * the agency's own rate for the approximate dollar figure (the charge itself is in shillings);
 * `expiryMinutes` is how long the gateway keeps an order open.
 */
export type PaymentOptionsAnswer = { tshPerUsd: number; expiryMinutes: number };

/** An amount in shillings as whole US dollars at `tshPerUsd`: a guide for visitors, never charged. */
export function approximateUsd(tsh: number, tshPerUsd: number): number {
  return Math.max(1, Math.round(tsh / tshPerUsd));
}
