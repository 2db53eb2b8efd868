import type { ApplicationKind } from '../domain/kinds';

/**
 * What a form hands the payment screen (spec §4: name, email and price; BRELA also its detail
 * amount; the business licence also its form data), plus which application is being paid for.
 */
export type CheckoutState = {
  kind: ApplicationKind;
  applicationId: string;
  reference: string;
  name: string;
  email: string;
  price: number;
  detailAmount?: number;
  formData?: Record<string, unknown>;
};
