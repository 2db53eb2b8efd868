import { isTinCompany, type TinApplicationInput } from '#domain/kinds/tin';

/** Company registration is handled by the sales team: the form cannot be sent. */
export function tinBlockedReason(values: Partial<TinApplicationInput>): string | undefined {
  return isTinCompany(values) ? 'tin.companyBlocked' : undefined;
}
