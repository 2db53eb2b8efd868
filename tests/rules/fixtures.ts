// Application documents exactly as src/features/apply/api/saveApplication.ts writes them, from the named
// records of src/test/rulesDomain/records.ts (built from the domain fixtures, with every optional
// field and every conditional block filled in where the schema allows it), so that each field of
// each schema can be tampered with.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { FIXTURE_TIME, validApplicationMeta } from '../../src/domain/fixtures.ts';
import type { AppLanguage, ApplicationKind } from '../../src/domain/kinds.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';
import { FULL_RECORDS, formWouldSave, type BaseName } from '../../src/test/rulesDomain/index.ts';
import { UIDS } from './setup.ts';

/** What a form hands to saveApplication(): the schema's output, without our own fields. */
export type Fields = Record<string, unknown>;

/** The document saveApplication() writes for these fields: by the applicant, unless told. */
export function newApplicationDoc(
  kind: ApplicationKind,
  fields: Fields,
  options: { lang?: AppLanguage; submittedBy?: string } = {},
) {
  const submittedBy = options.submittedBy ?? UIDS.applicant;
  const meta = newApplicationMeta(kind, { lang: options.lang ?? 'en', submittedBy });
  return { ...fields, ...meta, createdAt: serverTimestamp() };
}

/** An application already in the database, as staff find it: the applicant's, unless told. */
export function storedApplicationDoc(kind: ApplicationKind, changes: Fields = {}) {
  const meta = validApplicationMeta(kind);
  const createdAt = Timestamp.fromDate(FIXTURE_TIME as Date);
  return { ...FULL_RECORDS[kind].full(), ...meta, createdAt, submittedBy: UIDS.applicant, ...changes };
}

export { FULL_RECORDS, formWouldSave, type BaseName };

export function record<K extends ApplicationKind>(kind: K, base: BaseName<K>, changes: Fields = {}): Fields {
  const build = (FULL_RECORDS[kind] as Record<string, () => Fields>)[base];
  if (!build) throw new Error(`No ${base} record for ${kind}`);
  return { ...build(), ...changes };
}

export function without(fields: Fields, ...keys: string[]): Fields {
  const copy = { ...fields };
  for (const key of keys) delete copy[key];
  return copy;
}

/** `count` itinerary stops, one day each, from 2026-03-01. */
export function itineraryOf(count: number, city = 'Dar es Salaam') {
  const day = (n: number) => `2026-03-${String(n + 1).padStart(2, '0')}`;
  return Array.from({ length: count }, (_, index) => ({
    city,
    arrivalDate: day(index),
    departureDate: day(index + 1),
  }));
}
