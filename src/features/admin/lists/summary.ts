import { APPLICATIONS } from '#domain/applications';
import { storedAssignee, storedVersion, type StaffMember } from '#domain/assignment';
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
import { todayInDarEsSalaam } from '#domain/officeDay';
import { requestFlagOf, type RequestFlag } from '#domain/workQueue';

/** What a list card shows of one application; missing values stay undefined. */
export type ApplicationSummary = {
  name?: string;
  contact?: string;
  agent?: string;
  reference?: string;
  status?: ApplicationStatus;
  paymentStatus?: PaymentStatus;
  submittedAt?: number;
  /** An answer waiting for staff, or a reply overdue (domain/workQueue.ts). */
  request?: RequestFlag;
  /** The staff member who has it; null for nobody. */
  assignee?: StaffMember | null;
  /** The version the list's listener holds, which an action from the row names. */
  version?: number;
};

type Raw = Record<string, unknown>;

/** `today`: the Dar es Salaam day a reply-by date is compared with. */
export function summarizeApplication(
  kind: ApplicationKind,
  stored: Raw,
  today = todayInDarEsSalaam(),
): ApplicationSummary {
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
    request: requestFlagOf(stored, today),
    assignee: storedAssignee(stored),
    version: storedVersion(stored),
  };
}
