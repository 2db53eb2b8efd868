import { textOf } from '../../domain/identity';
import type { ApplicationKind } from '../../domain/kinds';
import {
  applicationStatusOptions,
  isTimestampLike,
  paymentStatusOptions,
  timestampToMillis,
  type ApplicationStatus,
  type PaymentStatus,
} from '../../domain/meta';

/**
 * One application this device submitted, as My applications shows it: our own fields read out of
 * the stored record (times in milliseconds, no SDK types), and the record itself for checkout.
 * A field an older record lacks stays undefined.
 */
export type MyApplication = {
  kind: ApplicationKind;
  id: string;
  reference?: string;
  status?: ApplicationStatus;
  paymentStatus?: PaymentStatus;
  createdAt?: number;
  /** What staff wrote to the applicant with the last status change. */
  applicantMessage?: string;
  record: Record<string, unknown>;
};

const oneOf = <V extends string>(values: readonly V[], value: unknown): V | undefined =>
  values.find((each) => each === value);

export function toMyApplication(
  kind: ApplicationKind,
  id: string,
  record: Record<string, unknown>,
): MyApplication {
  return {
    kind,
    id,
    reference: textOf(record.reference),
    status: oneOf(applicationStatusOptions.values, record.status),
    paymentStatus: oneOf(paymentStatusOptions.values, record.paymentStatus),
    createdAt: isTimestampLike(record.createdAt) ? timestampToMillis(record.createdAt) : undefined,
    applicantMessage:
      typeof record.applicantMessage === 'string' ? textOf(record.applicantMessage) : undefined,
    record,
  };
}

/** Newest first; a record without a creation time (none should lack one) goes last. */
export function newestFirst(applications: readonly MyApplication[]): MyApplication[] {
  return [...applications].sort((a, b) => (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity));
}
