import type { CheckoutState } from './checkout';

const KEY = 'checkout';

/** The application being paid for, kept for this tab so a reload or a trip to the gateway loses nothing. */
export function rememberCheckout(checkout: CheckoutState) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(checkout));
  } catch {
    // Not kept; the page still works until it is reloaded.
  }
}

export function recallCheckout(): CheckoutState | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CheckoutState) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the application being paid for: it may name the applicant (Forget on My applications). */
export function forgetCheckout() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

const GATEWAY_KEY = 'checkout.gateway';

/** The order this tab is leaving for the gateway's page, to say so should the payer come Back. */
export function rememberGatewayVisit(orderId: string) {
  try {
    sessionStorage.setItem(GATEWAY_KEY, orderId);
  } catch {
    // Not kept: a return is then told by the status page only.
  }
}

export function recallGatewayVisit(): string | undefined {
  try {
    return sessionStorage.getItem(GATEWAY_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetGatewayVisit() {
  try {
    sessionStorage.removeItem(GATEWAY_KEY);
  } catch {
    // Nothing kept.
  }
}
