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
