import type { BusinessApplication } from '../../domain/business';
import { PRICES } from '../../domain/money';
import type { Saved } from '../../components/form/ApplicationForm';
import type { CheckoutState } from '../../lib/checkout';

/**
 * What the licence form hands the payment screen (spec §4): the applicant's name, the price and
 * the saved record. The form asks for no email, so none is passed; the payment API then uses the
 * spec's placeholder buyer email (§9) rather than the screen inventing one.
 */
export function businessCheckout(record: BusinessApplication, saved: Saved): CheckoutState {
  return {
    kind: 'business',
    applicationId: saved.id,
    reference: saved.reference,
    name: `${record.Fname} ${record.Lname}`,
    email: '',
    price: PRICES.business,
    formData: { ...record },
  };
}
