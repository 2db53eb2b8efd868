import { PRICES } from '../../domain/money';
import { BUSINESS_REASON } from '../../domain/options';
import type { TinApplication, TinApplicationInput } from '../../domain/tin';
import type { UploadArea } from '../../domain/uploads';
import type { CheckoutState } from '../../lib/checkout';

type TinDocument = 'regCert' | 'consForm' | 'leeseAgree';

export const isNewRegistration = (values: Partial<TinApplicationInput>) => values.hasTin === false;
export const asksBusinessType = (values: Partial<TinApplicationInput>) =>
  isNewRegistration(values) && values.reasonForTin === BUSINESS_REASON;
export const isCompany = (values: Partial<TinApplicationInput>) =>
  asksBusinessType(values) && values.bType === 'Company';
export const isSoleProprietor = (values: Partial<TinApplicationInput>) =>
  asksBusinessType(values) && values.bType === 'Sole Proprietor';

/** Company registration is handled by the sales team (spec §2, §6): the form cannot be sent. */
export function tinBlockedReason(values: Partial<TinApplicationInput>): string | undefined {
  return isCompany(values) ? 'tin.companyBlocked' : undefined;
}

/**
 * The PDFs the form uploads before saving. They are asked for but not demanded (see
 * src/domain/tin.ts): a chosen one is uploaded while its field is shown.
 */
export const TIN_FILES: Array<{
  name: TinDocument;
  area: UploadArea;
  shown: (values: TinApplicationInput) => boolean;
}> = [
  { name: 'regCert', area: 'tin', shown: isSoleProprietor },
  { name: 'consForm', area: 'tin', shown: isSoleProprietor },
  { name: 'leeseAgree', area: 'tin', shown: (v) => isSoleProprietor(v) && v.rented === true },
];

/** The applicant's name as given in whichever branch was filled. */
export function applicantName(data: TinApplication): string {
  if (data.hasTin) return data.fullName ?? '';
  return [data.fName, data.mName, data.lName].filter(Boolean).join(' ');
}

/**
 * First and last name for the duplicate check (spec §4/§5). A TIN holder gives one full name:
 * its first and last words stand for them; a single word cannot be compared and is not checked.
 */
export function namesToCheck(data: TinApplication): { firstName: string; lastName: string } | undefined {
  if (!data.hasTin) {
    return data.fName && data.lName ? { firstName: data.fName, lastName: data.lName } : undefined;
  }
  const words = (data.fullName ?? '').split(/\s+/).filter(Boolean);
  return words.length >= 2 ? { firstName: words[0]!, lastName: words[words.length - 1]! } : undefined;
}

/**
 * The TIN form has no email field: checkout gets an empty one, and the payment request then uses
 * the spec's placeholder buyer email (DEFAULT_BUYER_EMAIL) unless the payer types one.
 */
export function tinCheckout(data: TinApplication, saved: { id: string; reference: string }): CheckoutState {
  return {
    kind: 'tin',
    applicationId: saved.id,
    reference: saved.reference,
    name: applicantName(data),
    email: '',
    price: PRICES.tin,
  };
}
