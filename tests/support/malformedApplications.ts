// Applications no form could have written: every field of the wrong type, stored with the Admin
// SDK the way a script, an import or an edit in the console could store them. The staff screens
// must open, print and delete them all the same.
import { GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from './admin.ts';
import { seedApplicationNow } from './seededApplications.ts';

export const HUGE_TEXT_LENGTH = 200_000;
export const MALFORMED_ITINERARY_STOPS = 2_000;

/** Values of every type Firestore stores, none of them what a field expects. */
function oddValues(db: Firestore): unknown[] {
  return [
    { nested: { deeper: { deepest: ['a', { b: 1 }] } } },
    ['a', 'list', 3],
    12345.678,
    true,
    null,
    // Names every JavaScript object answers to, looked up in a table of labels.
    'constructor',
    '__proto__',
    // String() of this map throws: its toString is text, not a function.
    { toString: 'not a function', valueOf: 'nor this' },
    Timestamp.fromMillis(0),
    new GeoPoint(-6.8, 39.28),
    db.doc('users/nobody'),
    Number.NaN,
    {},
    -0,
  ];
}

/** Stops of every shape: a few well formed, the rest not, and far more than any form allows. */
function malformedItinerary() {
  const shapes = [
    { city: 'Arusha', arrivalDate: '2026-03-10', departureDate: '2026-03-12' },
    { city: { name: 'Moshi' }, arrivalDate: 20260312, departureDate: ['2026-03-14'] },
    null,
    'Zanzibar',
    42,
    { hotel: 'Serena' },
    { city: ['Dodoma', 'Singida'], arrivalDate: null },
  ];
  return Array.from({ length: MALFORMED_ITINERARY_STOPS }, (_, index) => shapes[index % shapes.length]);
}

/** The fields each kind keeps well formed, so the record can be found and its name read. */
export type Readable = { name: string; phone: string };

function kindFields(kind: ApplicationKind, readable: Readable): Record<string, unknown> {
  const huge = 'Very long text. '.repeat(HUGE_TEXT_LENGTH / 16);
  switch (kind) {
    case 'visa':
      return {
        firstName: { first: 'Grace' },
        middleName: ['W', 'O'],
        lastName: readable.name,
        phone: readable.phone,
        dob: 19900415,
        residance: huge,
        itinerary: malformedItinerary(),
      };
    case 'tin':
      return {
        hasTin: 'yes please',
        fullName: readable.name,
        phone: readable.phone,
        regCert: { path: 'business-forms/1767225600000_cert.pdf' },
        consForm: ['business-forms/1767225600001_consent.pdf'],
        leeseAgree: 42,
        residentAddress: huge,
      };
    case 'brela':
      return {
        Bname: readable.name,
        phone: readable.phone,
        OwnerDoB: 19900415,
        businessActivities: huge,
      };
    case 'business':
      return {
        Fname: { first: 'Khamis' },
        Mname: 7,
        Lname: readable.name,
        Phone: readable.phone,
        lordAttach: { path: 'business-licenses/1767225600000_contract.pdf' },
        bStreet: huge,
      };
    default: {
      // A kind without odd values of its own: its name and number readable, the rest odd.
      const { search } = APPLICATIONS[kind as ApplicationKind].identity;
      return { [search.lastName]: readable.name, [search.phones[0] ?? 'phone']: readable.phone };
    }
  }
}

/** Our own fields, all wrong: not an option, not a time, not text. */
function malformedMeta(kind: ApplicationKind) {
  return {
    reference: { value: `${APPLICATIONS[kind].referencePrefix}-ABCDEF`, checked: false },
    status: 'constructor',
    paymentStatus: 'toString',
    createdAt: 'yesterday afternoon',
    statusUpdatedAt: 1767225600000,
    statusNote: { note: 'kept in a map' },
    lang: 42,
    submittedBy: ['nobody'],
  };
}

/** Every field of the kind's form holds an odd value, but for the few `kindFields` sets. */
export async function storedMalformedApplication(kind: ApplicationKind, readable: Readable) {
  const { db } = adminServices();
  const odd = oddValues(db);
  const fields = Object.keys(APPLICATIONS[kind].fieldLabels);
  const record = {
    ...Object.fromEntries(fields.map((field, index) => [field, odd[index % odd.length]])),
    ...kindFields(kind, readable),
    ...malformedMeta(kind),
  };
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  // Indexed as `npm run search-index` indexes what was stored past the server, odd values and all.
  await seedApplicationNow(ref, withSearchIndex(kind, record));
  return { id: ref.id, ref };
}
