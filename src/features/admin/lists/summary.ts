import { APPLICATIONS } from '../../../domain/applications';
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

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The first field that has a value. */
const firstOf = (raw: Raw, fields: string[]) => fields.map((field) => text(raw[field])).find(Boolean);

function joined(raw: Raw, fields: string[]) {
  const parts = fields.map((field) => text(raw[field])).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

// Spec §2: the applicant's name or business name, and a phone or national id. Variant spellings
// of the earlier app (tinaccess → AAN …) are mapped by the domain's normalize first.
const NAME_AND_CONTACT: Record<ApplicationKind, (raw: Raw) => Pick<ApplicationSummary, 'name' | 'contact'>> =
  {
    visa: (raw) => ({
      name: joined(raw, ['firstName', 'lastName']),
      contact: firstOf(raw, ['phone', 'nationId']),
    }),
    tin: (raw) => ({
      name: text(raw.fullName) ?? joined(raw, ['fName', 'lName']),
      contact: firstOf(raw, ['phone', 'mobile', 'nida']),
    }),
    brela: (raw) => ({
      name: text(raw.Bname) ?? joined(raw, ['Ownerfname', 'OwnerLname']),
      contact: firstOf(raw, ['phone', 'OwnerPhone', 'OwnerNIDA']),
    }),
    business: (raw) => ({
      name: joined(raw, ['Fname', 'Lname']) ?? text(raw.bName),
      contact: firstOf(raw, ['Phone', 'Nida']),
    }),
  };

export function summarizeApplication(kind: ApplicationKind, stored: Raw): ApplicationSummary {
  const raw = APPLICATIONS[kind].normalize(stored);
  const payment = raw.paymentStatus;
  return {
    ...NAME_AND_CONTACT[kind](raw),
    agent: text(raw.AAN),
    reference: text(raw.reference),
    paymentStatus: paymentStatusOptions.values.includes(payment as PaymentStatus)
      ? (payment as PaymentStatus)
      : undefined,
    submittedAt: isTimestampLike(raw.createdAt) ? timestampToMillis(raw.createdAt) : undefined,
  };
}
