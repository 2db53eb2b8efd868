import { APPLICATIONS } from '#domain/applications';
import { contactOf, nameOf, textOf } from '#domain/identity';
import type { ApplicationKind } from '#domain/kinds';
import {
  applicationStatusOptions,
  isTimestampLike,
  paymentStatusOptions,
  timestampToMillis,
  type ApplicationStatus,
  type PaymentStatus,
} from '#domain/meta';
import { optionOf } from '#domain/options';

/** What a list card shows of one application; missing values stay undefined. */
export type ApplicationSummary = {
  name?: string;
  contact?: string;
  agent?: string;
  reference?: string;
  status?: ApplicationStatus;
  paymentStatus?: PaymentStatus;
  submittedAt?: number;
};

type Raw = Record<string, unknown>;

export function summarizeApplication(kind: ApplicationKind, stored: Raw): ApplicationSummary {
  const raw = APPLICATIONS[kind].normalize(stored);
  // The applicant's name or business name, and a phone or national id.
  const { identity } = APPLICATIONS[kind];
  return {
    name: nameOf(identity, raw),
    contact: contactOf(identity, raw),
    agent: textOf(raw.AAN),
    reference: textOf(raw.reference),
    status: optionOf(applicationStatusOptions, raw.status),
    paymentStatus: optionOf(paymentStatusOptions, raw.paymentStatus),
    submittedAt: isTimestampLike(raw.createdAt) ? timestampToMillis(raw.createdAt) : undefined,
  };
}
