import type { ApplicationKind } from '../domain/kinds';

/**
 * What a form hands the payment screen (spec §4: name, email and price; BRELA also its detail
 * amount), plus which application is being paid for. The spec's business form also passed its
 * form data, which nothing read; it is not kept.
 */
export type CheckoutState = {
  kind: ApplicationKind;
  applicationId: string;
  reference: string;
  name: string;
  email: string;
  price: number;
  detailAmount?: number;
};
