// Records as they lie in the database, for the rules to be asked about.
import { Timestamp } from 'firebase/firestore';
import { FIXTURE_TIME, VALID_APPLICATIONS, validApplicationMeta } from '#fixtures/applications';
import type { ApplicationKind } from '#domain/kinds';
import { UIDS } from './setup.ts';

export type Fields = Record<string, unknown>;

/** An application as the API stores it: the applicant's, unless told. */
export function storedApplicationDoc(kind: ApplicationKind, changes: Fields = {}) {
  const createdAt = Timestamp.fromDate(FIXTURE_TIME as Date);
  return {
    ...VALID_APPLICATIONS[kind](),
    ...validApplicationMeta(kind),
    createdAt,
    submittedBy: UIDS.applicant,
    ...changes,
  };
}

export function without(fields: Fields, ...keys: string[]): Fields {
  const copy = { ...fields };
  for (const key of keys) delete copy[key];
  return copy;
}
