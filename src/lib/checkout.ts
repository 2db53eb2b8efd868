import { emailOf, nameOf, phonesOf, type Identity } from '#domain/identity';
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
  /**
   * The phone number on the application, as the form had it: with the reference, it proves the
   * application is this payer's, so the receipt comes without asking for it (`phone` may become
   * another, the one paid with).
   */
  applicantPhone?: string;
  detailAmount?: number;
  /**
   * How a payer on another device proves the application is theirs (Track). Without it the API
   * takes the submitter's own ID token.
   */
  proof?: ApplicationProof;
  /** Paid by an agent for their client, from My clients: the agent's number, and back to My clients. */
  forClient?: boolean;
};

/**
 * What a submitted form hands the payment screen (name, email and price; BRELA also its detail
 * amount; and the applicant's phone), all from the kind's module in the domain. A form without an
 * email passes none: the payment API then uses the placeholder buyer email (DEFAULT_BUYER_EMAIL
 * in domain/payment).
 */
export function checkoutFor(
  application: {
    kind: ApplicationKind;
    price: number;
    detailAmount?: number | undefined;
    /** Whose application it is; without it (paying later, answers unread) the screen asks. */
    identity?: Identity;
  },
  record: Record<string, unknown>,
  saved: { id: string; reference: string },
): CheckoutState {
  const { kind, identity, price, detailAmount } = application;
  const [phone] = identity ? phonesOf(identity, record) : [];
  return {
    kind,
    applicationId: saved.id,
    reference: saved.reference,
    name: (identity && nameOf(identity, record)) ?? '',
    email: (identity && emailOf(identity, record)) ?? '',
    price,
    ...(phone === undefined ? {} : { phone, applicantPhone: phone }),
    ...(detailAmount === undefined ? {} : { detailAmount }),
  };
}
