// Application documents exactly as src/lib/firebase/applications.ts writes them, built from the
// domain fixtures, with every optional field and every conditional block filled in where the
// schema allows it, so that each field of each schema can be tampered with.
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { isDeepStrictEqual } from 'node:util';
import { APPLICATIONS } from '../../src/domain/applications.ts';
import {
  FIXTURE_TIME,
  validApplicationMeta,
  validBrelaApplication,
  validBusinessApplication,
  validExistingTinApplication,
  validMarriedVisaApplication,
  validSoleProprietorTinApplication,
  validTinApplication,
  validVisaApplication,
} from '../../src/domain/fixtures.ts';
import type { AppLanguage, ApplicationKind } from '../../src/domain/kinds.ts';
import { newApplicationMeta } from '../../src/domain/meta.ts';

/** What a form hands to saveApplication(): the schema's output, without our own fields. */
export type Fields = Record<string, unknown>;

/** The document saveApplication() writes for these fields. */
export function newApplicationDoc(
  kind: ApplicationKind,
  fields: Fields,
  options: { lang?: AppLanguage; submittedBy?: string } = {},
) {
  const meta = newApplicationMeta(kind, { lang: options.lang ?? 'en', submittedBy: options.submittedBy });
  return { ...fields, ...meta, createdAt: serverTimestamp() };
}

/** An application already in the database, as staff find it. */
export function storedApplicationDoc(kind: ApplicationKind) {
  const meta = validApplicationMeta(kind);
  const createdAt = Timestamp.fromDate(FIXTURE_TIME as Date);
  return { ...FULL_RECORDS[kind].full(), ...meta, createdAt };
}

/**
 * True when a form could have saved exactly these fields: the schema accepts them and gives them
 * back unchanged (it drops hidden blocks and unknown keys, trims, normalises numbers). The rules
 * must accept exactly such records, so every field case checks its expectation against this.
 */
export function formWouldSave(kind: ApplicationKind, fields: Fields): boolean {
  const result = APPLICATIONS[kind].schema.safeParse(fields);
  return result.success && isDeepStrictEqual(result.data, fields);
}

const AAN = { AAN: 'AGT-0042' };

function fullVisa(): Fields {
  return validMarriedVisaApplication({
    ...AAN,
    relativeAvailable: 'Yes',
    relativeName: 'Amina Hassan',
    relativeRelationship: 'Cousin',
    relativePhone: '+255713000111',
    itinerary: [
      { city: 'Dar es Salaam', arrivalDate: '2026-03-10', departureDate: '2026-03-12' },
      { city: 'Arusha', arrivalDate: '2026-03-12', departureDate: '2026-03-15' },
      { city: 'Zanzibar', arrivalDate: '2026-03-15', departureDate: '2026-03-18' },
    ],
  });
}

function fullSoleProprietor(): Fields {
  return validSoleProprietorTinApplication({
    ...AAN,
    soleSpouse: 'Yes',
    spouseFname: 'Rehema Baraka Mushi',
    spouseTin: '107654321',
    consForm: 'business-forms/c4e6a8b0d2f4a6c8e0b2d4f6a8c0e273.pdf',
  });
}

function fullBrela(): Fields {
  return validBrelaApplication({
    localAddressType: 'Unsurveyed',
    unsurveyedAddress: 'Behind Mwananyamala market, blue gate',
    AddressType: 'Unsurveyed',
    UnsurveyedAddress: 'Near Kijitonyama bus stop, second house',
  });
}

/**
 * Named starting points per service. `full` shows every field it can; the others are the
 * branches a field only exists in (an existing TIN) or is tested from (a single applicant).
 */
export const FULL_RECORDS = {
  visa: {
    full: fullVisa,
    single: () => validVisaApplication(AAN),
    noRelative: () => validMarriedVisaApplication(AAN),
  },
  tin: {
    full: fullSoleProprietor,
    existing: () => validExistingTinApplication(AAN),
    employee: () => validTinApplication(AAN),
    noSpouse: () => validSoleProprietorTinApplication(AAN),
    notRented: () => {
      const { landTin: _landTin, leeseAgree: _lease, ...rest } = fullSoleProprietor();
      return { ...rest, rented: false };
    },
  },
  brela: {
    full: fullBrela,
    surveyed: () => validBrelaApplication(),
  },
  business: {
    full: () => validBusinessApplication(AAN),
  },
} satisfies Record<ApplicationKind, { full: () => Fields } & Record<string, () => Fields>>;

export type BaseName<K extends ApplicationKind> = keyof (typeof FULL_RECORDS)[K] & string;

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
