import { useState } from 'react';
import type { Commissions } from '#domain/agents';
import type { ApplicationKind } from '#domain/kinds';
import {
  draftsOf,
  type CommissionDraft,
  type CommissionDrafts,
  type CommissionErrors,
} from './commissionDraft';

/**
 * The commission being typed for each service, from `commissions`, and what is wrong with it:
 * typing in a service's fields clears that service's fault.
 */
export function useCommissionDrafts(commissions?: Commissions) {
  const [drafts, setDrafts] = useState<CommissionDrafts>(() => draftsOf(commissions));
  const [errors, setErrors] = useState<CommissionErrors>({});
  const change = (kind: ApplicationKind, draft: CommissionDraft) => {
    setDrafts((current) => ({ ...current, [kind]: draft }));
    setErrors(({ [kind]: _fixed, ...rest }) => rest);
  };
  return { drafts, errors, setErrors, change };
}
