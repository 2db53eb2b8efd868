const KEY = 'checkout.gateway';

/**
 * The order this tab left for the gateway's page, kept for the tab (sessionStorage), so that the
 * payment screen shown again by Back can say the payer is back; none once told, or never.
 */
export function gatewayVisit(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the order the tab leaves for, or with none forgets it. Storage refused: not kept. */
export function setGatewayVisit(orderId?: string) {
  try {
    if (orderId) sessionStorage.setItem(KEY, orderId);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Not kept: the status page, where the gateway sends the payer, tells the return instead.
  }
}
