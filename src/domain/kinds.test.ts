import i18n from 'i18next';
import {
  DASHBOARD_ORDER,
  KINDS,
  SERVICES_ORDER,
  kindRow,
  serviceLabels,
  type ApplicationKind,
} from './kinds.js';
import { isReference, newReference } from './reference.js';

/**
 * The services as the agency agreed them in the spec, each as its row of the list of kinds: the one
 * place the tests name them. Every other test goes through the list, so a service added later is a
 * row of its own and changes nothing here; these stay as agreed.
 */
const AGREED = [
  { kind: 'visa', collection: 'visaApplications', referencePrefix: 'VIS', price: 300_000, dashboardRank: 2 },
  {
    kind: 'brela',
    collection: 'brelaApplications',
    referencePrefix: 'BRL',
    price: 55_000,
    detailAmount: 22_000,
    dashboardRank: 1,
  },
  { kind: 'tin', collection: 'tinApplications', referencePrefix: 'TIN', price: 13_000, dashboardRank: 3 },
  // Singular, as the first app named it.
  {
    kind: 'business',
    collection: 'businessApplication',
    referencePrefix: 'BIZ',
    price: 80_000,
    dashboardRank: 4,
  },
] as const;
const agreed = AGREED.map((row) => row.kind) as ApplicationKind[];

/** The spec's words for each in the staff navigation, and the list's title, as the spec has them. */
const STAFF_WORDS = ['Visa Applicants', 'Brela Applicants', 'Tin Applicants', 'Business License'];

describe('the services the agency agreed', () => {
  it('are in the list as agreed: collection, reference prefix, price in Tsh, detail amount and dashboard rank', () => {
    for (const row of AGREED) expect(kindRow(row.kind)).toEqual(row);
  });

  it("come first, in the spec's order on the home page and in the staff navigation, and Brela first on the dashboard", () => {
    expect(SERVICES_ORDER.slice(0, AGREED.length)).toEqual(agreed);
    expect(DASHBOARD_ORDER.filter((kind) => agreed.includes(kind))).toEqual([
      'brela',
      'visa',
      'tin',
      'business',
    ]);
  });

  it("are named in the staff area with the spec's words", () => {
    const english = i18n.getFixedT('en');
    expect(agreed.map((kind) => english(serviceLabels(kind).nav))).toEqual(STAFF_WORDS);
    expect(agreed.map((kind) => english(serviceLabels(kind).listTitle))).toEqual(STAFF_WORDS);
  });
});

describe('every kind of the list', () => {
  const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

  it('is one lower-case word, which names its form, its screens and its translation keys', () => {
    expect(KINDS.filter(({ kind }) => !/^[a-z]+$/.test(kind))).toEqual([]);
    expect(unique(KINDS.map(({ kind }) => kind))).toBe(true);
  });

  it("has a collection of its own, named as the security rules' pattern takes it", () => {
    expect(KINDS.filter(({ collection }) => !/Applications?$/.test(collection))).toEqual([]);
    expect(unique(KINDS.map(({ collection }) => collection))).toBe(true);
  });

  it('has a reference prefix of its own, three capitals, and makes references of it', () => {
    expect(KINDS.filter(({ referencePrefix }) => !/^[A-Z]{3}$/.test(referencePrefix))).toEqual([]);
    expect(unique(KINDS.map(({ referencePrefix }) => referencePrefix))).toBe(true);
    for (const { kind } of KINDS) expect(isReference(newReference(kind), kind)).toBe(true);
  });

  it('has a price in whole shillings and a place of its own on the dashboard', () => {
    expect(KINDS.filter(({ price }) => !Number.isInteger(price) || price <= 0)).toEqual([]);
    expect(unique(KINDS.map(({ dashboardRank }) => dashboardRank))).toBe(true);
    expect([...DASHBOARD_ORDER].sort()).toEqual([...SERVICES_ORDER].sort());
  });
});
