import { basisPointsToPercent, percentToBasisPoints } from '#domain/agentAdmin';
import { noCommissions, type Commission, type Commissions } from '#domain/agents';
import { LIMITS } from '#domain/common';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';

/** A service's commission as the form holds it: its kind, and the number as typed. */
export type CommissionDraft = { type: Commission['type']; value: string };
export type CommissionDrafts = Record<ApplicationKind, CommissionDraft>;
export type CommissionErrors = Partial<Record<ApplicationKind, string>>;

/** The id of a service's number field, which a refused save focuses. */
export const commissionInputId = (idPrefix: string, kind: ApplicationKind) => `${idPrefix}-${kind}-value`;

/** What the form shows for commissions as stored: 1,000 basis points as "10", an amount as its digits. */
export function draftsOf(commissions: Commissions = noCommissions()): CommissionDrafts {
  return Object.fromEntries(
    APPLICATION_KINDS.map((kind) => {
      const commission = commissions[kind];
      const value =
        commission.type === 'amount'
          ? String(commission.amount)
          : basisPointsToPercent(commission.basisPoints);
      return [kind, { type: commission.type, value }];
    }),
  ) as CommissionDrafts;
}

/** Whole shillings as people type them: "5000", "5,000" or "5 000". Nothing typed is none. */
function amountOf(typed: string): number | undefined {
  const digits = typed.replace(/[\s,]/g, '');
  if (digits === '') return 0;
  if (!/^\d+$/.test(digits)) return undefined;
  const amount = Number(digits);
  return amount <= LIMITS.amount ? amount : undefined;
}

/** One service's commission from what was typed, or undefined when it is not one. */
export function commissionOf(draft: CommissionDraft): Commission | undefined {
  if (draft.type === 'amount') {
    const amount = amountOf(draft.value);
    return amount === undefined ? undefined : { type: 'amount', amount };
  }
  const basisPoints = draft.value.trim() === '' ? 0 : percentToBasisPoints(draft.value);
  return basisPoints === undefined ? undefined : { type: 'percent', basisPoints };
}

/**
 * Every service's commission as the API takes it (a percentage in basis points: "7.5" is 750), or
 * what is wrong with each service's (a translation key).
 */
export function commissionsFrom(
  drafts: CommissionDrafts,
): { ok: true; commissions: Commissions } | { ok: false; errors: CommissionErrors } {
  const errors: CommissionErrors = {};
  const commissions = {} as Commissions;
  for (const kind of APPLICATION_KINDS) {
    const commission = commissionOf(drafts[kind]);
    if (commission) commissions[kind] = commission;
    else
      errors[kind] =
        drafts[kind].type === 'amount'
          ? 'agents.commission.amountInvalid'
          : 'agents.commission.percentInvalid';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, commissions };
}
