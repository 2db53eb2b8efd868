import { APPLICATIONS } from '../../../domain/applications';
import { contactOf, nameOf, textOf } from '../../../domain/identity';
import type { ApplicationKind } from '../../../domain/kinds';
import {
  isTimestampLike,
  paymentStatusOptions,
  timestampToMillis,
  type PaymentStatus,
} from '../../../domain/meta';

/** What a list card shows of one application; missing values stay undefined. */
export type ApplicationSummary = {
  name?: string;
  contact?: string;
  agent?: string;
  reference?: string;
  paymentStatus?: PaymentStatus;
  submittedAt?: number;
};

type Raw = Record<string, unknown>;

export function summarizeApplication(kind: ApplicationKind, stored: Raw): ApplicationSummary {
  const raw = APPLICATIONS[kind].normalize(stored);
  const payment = raw.paymentStatus;
  // Spec §2: the applicant's name or business name, and a phone or national id.
  const { identity } = APPLICATIONS[kind];
  return {
    name: nameOf(identity, raw),
    contact: contactOf(identity, raw),
    agent: textOf(raw.AAN),
    reference: textOf(raw.reference),
    paymentStatus: paymentStatusOptions.values.includes(payment as PaymentStatus)
      ? (payment as PaymentStatus)
      : undefined,
    submittedAt: isTimestampLike(raw.createdAt) ? timestampToMillis(raw.createdAt) : undefined,
  };
}
