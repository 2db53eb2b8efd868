import { APPLICATIONS } from '../../domain/applications';
import { emailOf, nameOf } from '../../domain/identity';
import type { ApplicationKind } from '../../domain/kinds';
import type { CheckoutState } from '../../lib/checkout';

/**
 * What a submitted form hands the payment screen (spec §4: name, email and price; BRELA also its
 * detail amount), all from the kind's entry in the domain. A form without an email passes none:
 * the payment API then uses the spec's placeholder buyer email (§9).
 */
export function checkoutFor(
  kind: ApplicationKind,
  record: Record<string, unknown>,
  saved: { id: string; reference: string },
): CheckoutState {
  const { identity, price, detailAmount } = APPLICATIONS[kind];
  return {
    kind,
    applicationId: saved.id,
    reference: saved.reference,
    name: nameOf(identity, record) ?? '',
    email: emailOf(identity, record) ?? '',
    price,
    ...(detailAmount === undefined ? {} : { detailAmount }),
  };
}
