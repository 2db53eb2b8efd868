/** A card's billing address as typed on the payment screen; the API checks it (cardBillingSchema). */
export type BillingAnswers = { address: string; city: string; postcode: string; country: string };

export const NO_BILLING: BillingAnswers = { address: '', city: '', postcode: '', country: '' };
