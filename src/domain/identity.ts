/**
 * Who an application is about, told one way for every reader: the staff list's cards, the detail
 * page's heading, search, the payment screen and the TIN duplicate check. Each kind's entry names
 * its fields (see APPLICATIONS).
 */
export type Identity = {
  /**
   * Ways the name is given, in order of preference: a whole-name field, or a first, middle and
   * last name. The first way whose first or last field has a value is the name (a middle name
   * alone names nobody).
   */
  names: readonly (readonly string[])[];
  /** Phone or national id fields, in order: the first that has a value is the contact shown. */
  contacts: readonly string[];
  /** Email fields, in order, for the forms that ask for one. */
  emails: readonly string[];
  /**
   * A person's first and last name and whole names (the TIN duplicate check); with every field of
   * `names`, the phones and the ids (national id, TIN), what staff search finds (searchIndex.ts).
   */
  search: {
    firstName: string;
    lastName: string;
    wholeNames: readonly string[];
    phones: readonly string[];
    ids: readonly string[];
  };
};

type Record_ = Record<string, unknown>;

/** A stored value as text to show: a string trimmed, a number as written; nothing for '' or a map. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Names are text: a number or a map where a name should be is no part of one. */
const nameText = (value: unknown) => (typeof value === 'string' ? textOf(value) : undefined);

const joined = (record: Record_, fields: readonly string[]) => {
  const parts = fields.map((field) => nameText(record[field])).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
};

export function nameOf(identity: Identity, record: Record_): string | undefined {
  const given = identity.names.find(
    (fields) =>
      nameText(record[fields[0]!]) !== undefined ||
      nameText(record[fields[fields.length - 1]!]) !== undefined,
  );
  return given && joined(record, given);
}

export function contactOf(identity: Identity, record: Record_): string | undefined {
  return identity.contacts.map((field) => textOf(record[field])).find(Boolean);
}

/** The applicant's own phone numbers as stored, in the identity's order (what proves ownership on Track). */
export function phonesOf(identity: Identity, record: Record_): string[] {
  return identity.search.phones.map((field) => textOf(record[field])).filter((phone) => phone !== undefined);
}

export function emailOf(identity: Identity, record: Record_): string | undefined {
  return identity.emails.map((field) => textOf(record[field])).find(Boolean);
}

/**
 * First and last name for the TIN duplicate check: the name fields when both are given, else the
 * first and last words of a whole name; a single word cannot be compared.
 */
export function firstAndLastName(
  identity: Identity,
  record: Record_,
): { firstName: string; lastName: string } | undefined {
  const first = textOf(record[identity.search.firstName]);
  const last = textOf(record[identity.search.lastName]);
  if (first && last) return { firstName: first, lastName: last };
  const whole = identity.search.wholeNames.map((field) => textOf(record[field])).find(Boolean);
  const words = whole?.split(/\s+/) ?? [];
  return words.length >= 2 ? { firstName: words[0]!, lastName: words[words.length - 1]! } : undefined;
}
