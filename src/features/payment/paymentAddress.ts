/** `/payment?reference=…` names the application to pay (the status page's Pay again does). */
export const paymentAddress = (reference: string) => `/payment?reference=${encodeURIComponent(reference)}`;
