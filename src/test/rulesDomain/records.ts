// The named records the rules are tried from, built from the domain fixtures, and whether a form
// would save a record.
import { APPLICATIONS } from '../../domain/applications.js';
import {
  validBrelaApplication,
  validBusinessApplication,
  validExistingTinApplication,
  validMarriedVisaApplication,
  validSoleProprietorTinApplication,
  validTinApplication,
  validVisaApplication,
} from '../../domain/fixtures.js';
import type { ApplicationKind } from '../../domain/kinds.js';

/** A record's own fields, as a form hands them to saveApplication(). */
export type Fields = Record<string, unknown>;

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
 * Named starting points per service, built from the domain fixtures. `full` shows every field it
 * can; the others are the branches a field only exists in (an existing TIN) or is tested from (a
 * single applicant). Between them every block is shown in one and hidden in another.
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
    full: () => validBusinessApplication({ ...AAN, MMname: 'Zawadi' }),
  },
} satisfies Record<ApplicationKind, { full: () => Fields } & Record<string, () => Fields>>;

export type BaseName<K extends ApplicationKind> = keyof (typeof FULL_RECORDS)[K] & string;

/** The named records of a kind, `full` first. */
export function baseRecords(kind: ApplicationKind): [string, Fields][] {
  return Object.entries(FULL_RECORDS[kind] as Record<string, () => Fields>).map(([name, build]) => [
    name,
    build(),
  ]);
}

/** Strict deep equality of stored values (-0 is not 0, as Firestore tells a double from an int). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
    );
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && sameValue(Reflect.get(a, key), Reflect.get(b, key)))
    );
  }
  return Object.is(a, b);
}

/**
 * True when a form could have saved exactly these fields: the schema accepts them and gives them
 * back unchanged (it drops hidden blocks and unknown keys, trims, normalises numbers). The rules
 * must accept exactly such records.
 */
export function formWouldSave(kind: ApplicationKind, fields: Fields): boolean {
  const result = APPLICATIONS[kind].schema.safeParse(fields);
  return result.success && sameValue(result.data, fields);
}

export function without(fields: Fields, ...keys: string[]): Fields {
  const copy = { ...fields };
  for (const key of keys) delete copy[key];
  return copy;
}
