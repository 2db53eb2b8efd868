import { APPLICATIONS } from '#domain/applications';
import { emailOf, nameOf, phonesOf } from '#domain/identity';
import type { ApplicationKind } from '#domain/kinds';
import type { PaymentMethod } from '#domain/paymentMethods';
import type { ApplicationProof } from '#domain/tracking';

/**
 * What a form hands the payment screen (name, email and price; BRELA also its detail amount),
 * plus which application is being paid for. The spec's business form also passed its
 * form data, which nothing read; it is not kept.
 */
export type CheckoutState = {
  kind: ApplicationKind;
  applicationId: string;
  reference: string;
  name: string;
  email: string;
  price: number;
  /**
   * The applicant's phone as typed on the form, then the one last paid with, and how: the payment
   * screen starts from them.
   */
  phone?: string;
  method?: PaymentMethod;
  detailAmount?: number;
  /**
   * How a payer on another device proves the application is theirs (Track). Without it the API
   * takes the submitter's own ID token.
   */
  proof?: ApplicationProof;
};

/**
 * What a submitted form hands the payment screen (name, email and price; BRELA also its detail
 * amount; and the applicant's phone), all from the kind's entry in the domain. A form without an
 * email passes none: the payment API then uses the placeholder buyer email (DEFAULT_BUYER_EMAIL
 * in domain/payment).
 */
export function checkoutFor(
  kind: ApplicationKind,
  record: Record<string, unknown>,
  saved: { id: string; reference: string },
): CheckoutState {
  const { identity, price, detailAmount } = APPLICATIONS[kind];
  const [phone] = phonesOf(identity, record);
  return {
    kind,
    applicationId: saved.id,
    reference: saved.reference,
    name: nameOf(identity, record) ?? '',
    email: emailOf(identity, record) ?? '',
    price,
    ...(phone === undefined ? {} : { phone }),
    ...(detailAmount === undefined ? {} : { detailAmount }),
  };
}
