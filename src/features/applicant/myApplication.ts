import type { ApplicationKind } from '#domain/kinds';
import type { ApplicationStatus, PaymentStatus } from '#domain/meta';
import type { MyApplicationSummary } from '#domain/tracking';

/**
 * One application this device submitted, as My applications shows it: the API's summary with its
 * times in milliseconds. Nothing that names the applicant: that needs the phone number on it.
 */
export type MyApplication = {
  kind: ApplicationKind;
  id: string;
  reference: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  createdAt?: number;
  statusUpdatedAt?: number;
  paidAt?: number;
  /** How many result documents are ready (their titles need the account or the proof). */
  resultCount?: number;
};

const millisOf = (iso: string | undefined) => {
  const millis = iso === undefined ? Number.NaN : Date.parse(iso);
  return Number.isNaN(millis) ? undefined : millis;
};

export function toMyApplication(summary: MyApplicationSummary): MyApplication {
  const { kind, id, reference, status, paymentStatus } = summary;
  return {
    kind,
    id,
    reference,
    status,
    paymentStatus,
    createdAt: millisOf(summary.createdAt),
    statusUpdatedAt: millisOf(summary.statusUpdatedAt),
    paidAt: millisOf(summary.paidAt),
    ...(summary.resultCount ? { resultCount: summary.resultCount } : {}),
  };
}
