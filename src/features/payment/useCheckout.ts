import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { PaymentStatus } from '#domain/meta';
import type { MyApplicationSummary } from '#domain/tracking';
import { PRICES } from '#domain/kinds';
import type { CheckoutState } from '#lib/checkout';
import { recallCheckout, rememberCheckout } from '#lib/checkoutStorage';
import { fetchDeviceApplications } from '#lib/deviceApplications';

/**
 * Which application the payment screen pays for:
 * - `found`: handed over by a form or a card, kept by this tab, or found among what this device
 *   sent (`paymentStatus` then says where it stands);
 * - `choose`: this device sent several that are not paid, and the address names none;
 * - `missing`: none here (another device, or nothing sent): Track finds it from anywhere.
 */
export type CheckoutLookup =
  | { state: 'loading' }
  | { state: 'found'; checkout: CheckoutState; paymentStatus?: PaymentStatus }
  | { state: 'choose'; applications: MyApplicationSummary[] }
  | { state: 'missing'; reference?: string };

function fromDevice(applications: MyApplicationSummary[] | null, reference?: string): CheckoutLookup {
  const found = ({ kind, id, reference, paymentStatus }: MyApplicationSummary): CheckoutLookup => ({
    state: 'found',
    // No answers on this device's list: the server reads the payer's name from the application.
    // (Not `checkoutFor`: it would bring every form's schema to this screen for a price.)
    checkout: { kind, applicationId: id, reference, name: '', email: '', price: PRICES[kind] },
    paymentStatus,
  });
  if (reference) {
    const named = applications?.find((summary) => summary.reference === reference);
    return named ? found(named) : { state: 'missing', reference };
  }
  const unpaid = (applications ?? []).filter((summary) => summary.paymentStatus !== 'paid');
  if (unpaid.length === 1) return found(unpaid[0]!);
  return unpaid.length > 1 ? { state: 'choose', applications: unpaid } : { state: 'missing' };
}

/**
 * What a screen handed over, completed by what this tab kept of the same application (the form's
 * name and phone, the phone last paid with): My applications and Track hand over no answers.
 */
function completed(handed: CheckoutState, kept: CheckoutState | undefined): CheckoutState {
  if (kept?.reference !== handed.reference) return handed;
  const given = Object.entries(handed).filter(([, value]) => value !== '' && value !== undefined);
  return { ...kept, ...(Object.fromEntries(given) as Partial<CheckoutState>) } as CheckoutState;
}

/**
 * The application to pay, so that a reload, a trip to the gateway, another tab or a later visit
 * never strands the payer: what the form handed over, else what this tab kept, else (asking the
 * API with this device's sign-in) what this device sent. Mount it once per address (a `key`).
 */
export function useCheckout(): CheckoutLookup {
  const handed = useLocation().state as CheckoutState | null;
  const reference = useSearchParams()[0].get('reference')?.trim() || undefined;
  const [lookup, setLookup] = useState<CheckoutLookup>(() => {
    const fits = (checkout: CheckoutState | null | undefined) =>
      checkout && (!reference || checkout.reference === reference) ? checkout : undefined;
    const kept = recallCheckout();
    const known = fits(handed && completed(handed, kept)) ?? fits(kept);
    return known ? { state: 'found', checkout: known } : { state: 'loading' };
  });

  useEffect(() => {
    if (lookup.state === 'found') rememberCheckout(lookup.checkout);
    if (lookup.state !== 'loading') return;
    let current = true;
    fetchDeviceApplications()
      .then((applications) => fromDevice(applications, reference))
      // Unreachable: the payer can still find it with Track.
      .catch((): CheckoutLookup => ({ state: 'missing', reference }))
      .then((found) => {
        if (current) setLookup(found);
      });
    return () => {
      current = false;
    };
  }, [lookup, reference]);

  return lookup;
}
