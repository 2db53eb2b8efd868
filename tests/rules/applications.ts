// The rules cases every application collection shares: who may do what, each field of the
// schema, the fields of our own, and the status changes staff make.
import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect } from 'vitest';
import { APPLICATION_COLLECTIONS, REFERENCE_PREFIXES, type ApplicationKind } from '../../src/domain/kinds.ts';
import { applicationStatusOptions, paymentStatusOptions } from '../../src/domain/meta.ts';
import {
  defineCases,
  operationMatrix,
  Seeds,
  useRulesEnvironment,
  type Expectation,
  type RulesCase,
} from './cases.ts';
import { atLimits, FIELDS, valuesToTry, type FieldRule } from './fields.ts';
import {
  FULL_RECORDS,
  formWouldSave,
  newApplicationDoc,
  record,
  storedApplicationDoc,
  without,
  type BaseName,
  type Fields,
} from './fixtures.ts';
import { ACTORS, type Actor } from './setup.ts';

/** A record a form might or might not save, and what the rules must do with it. */
export type RecordCase = { title: string; fields: Fields; expect: Expectation };

const STAFF: readonly Actor[] = ['staff', 'admin'];

function create(kind: ApplicationKind, data: DocumentData) {
  return (db: Firestore) => setDoc(doc(collection(db, APPLICATION_COLLECTIONS[kind])), data);
}

/** A record case as the anonymous visitor who fills in the form, checked against the schema. */
function recordCase(kind: ApplicationKind, { title, fields, expect: expected }: RecordCase): RulesCase {
  return {
    title,
    actor: 'anonymous',
    expect: expected,
    check: () =>
      expect(formWouldSave(kind, fields), `the form would save: ${title}`).toBe(expected === 'allow'),
    run: create(kind, newApplicationDoc(kind, fields)),
    unseeded: true,
  };
}

function matrixCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  return operationMatrix(seeds, {
    collection: APPLICATION_COLLECTIONS[kind],
    what: 'an application',
    seed: () => storedApplicationDoc(kind),
    create: () => newApplicationDoc(kind, record(kind, 'full')),
    update: { status: 'in_review' },
    allowed: { get: STAFF, list: STAFF, create: ACTORS, update: STAFF, delete: ['admin'] },
  });
}

function validRecordCases<K extends ApplicationKind>(kind: K): RecordCase[] {
  const bases = Object.keys(FULL_RECORDS[kind]) as BaseName<K>[];
  return [
    ...bases.map((base): RecordCase => ({
      title: `the ${base} record`,
      fields: record(kind, base),
      expect: 'allow',
    })),
    { title: 'every text at its limit', fields: atLimits(kind, record(kind, 'full')), expect: 'allow' },
  ];
}

function fieldCases<K extends ApplicationKind>(kind: K): RecordCase[] {
  const rules = FIELDS[kind] as Record<string, FieldRule<K>>;
  return Object.entries(rules).flatMap(([field, rule]) => {
    const base = record(kind, rule.base ?? 'full', rule.with);
    const missing: RecordCase = {
      title: `${field} left out`,
      fields: without(base, field),
      expect: rule.optional ? 'allow' : 'deny',
    };
    const tried = valuesToTry(rule).map(({ title, value, expect }): RecordCase => ({
      title: `${field} as ${title}`,
      fields: { ...base, [field]: value },
      expect,
    }));
    return [missing, ...tried];
  });
}

/** The fields of our own, tampered with one at a time on an otherwise valid new document. */
function metaCases(kind: ApplicationKind): RulesCase[] {
  const fields = record(kind, 'full');
  const attempt = (
    title: string,
    expected: Expectation,
    change: DocumentData,
    actor: Actor = 'anonymous',
  ): RulesCase => ({
    title,
    actor,
    expect: expected,
    run: create(kind, { ...newApplicationDoc(kind, fields), ...change }),
    unseeded: true,
  });
  const dropping = (key: string): RulesCase => ({
    title: `no ${key}`,
    actor: 'anonymous',
    expect: 'deny',
    run: create(kind, without(newApplicationDoc(kind, fields), key)),
    unseeded: true,
  });
  const code = newApplicationDoc(kind, fields).reference.slice(4);
  const prefix = REFERENCE_PREFIXES[kind];
  const otherPrefixes = Object.values(REFERENCE_PREFIXES).filter((other) => other !== prefix);
  return [
    ...applicationStatusOptions.values
      .filter((status) => status !== 'submitted')
      .map((status) => attempt(`status '${status}' at creation`, 'deny', { status })),
    ...paymentStatusOptions.values
      .filter((status) => status !== 'unpaid')
      .map((paymentStatus) =>
        attempt(`paymentStatus '${paymentStatus}' at creation`, 'deny', { paymentStatus }),
      ),
    attempt("createdAt from the client's clock", 'deny', { createdAt: Timestamp.now() }),
    ...otherPrefixes.map((other) =>
      attempt(`a reference of another service (${other})`, 'deny', { reference: `${other}-${code}` }),
    ),
    attempt('a reference in lower case', 'deny', { reference: `${prefix}-${code}`.toLowerCase() }),
    attempt('a reference with a look-alike letter', 'deny', { reference: `${prefix}-${code.slice(1)}O` }),
    attempt('a reference one character short', 'deny', { reference: `${prefix}-${code.slice(1)}` }),
    attempt('a reference one character long', 'deny', { reference: `${prefix}-${code}X` }),
    attempt('a number as reference', 'deny', { reference: 42 }),
    attempt("lang 'sw'", 'allow', { lang: 'sw' }),
    attempt("lang 'fr', a language we do not speak", 'deny', { lang: 'fr' }),
    attempt('submittedBy its sender', 'allow', { submittedBy: 'visitor' }, 'visitor'),
    attempt('submittedBy someone else', 'deny', { submittedBy: 'staff' }, 'visitor'),
    attempt('submittedBy a user while signed out', 'deny', { submittedBy: 'visitor' }),
    attempt('an application with a key of our own invented', 'deny', { reviewedBy: 'staff' }),
    ...['reference', 'status', 'paymentStatus', 'createdAt', 'lang'].map(dropping),
  ];
}

/** Staff change the status of a document of their own (seeded per case). */
function statusCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  const name = APPLICATION_COLLECTIONS[kind];
  const change = (
    title: string,
    expected: Expectation,
    data: DocumentData,
    actor: Actor = 'staff',
  ): RulesCase => {
    const path = seeds.add(name, storedApplicationDoc(kind));
    return { title, actor, expect: expected, run: (db) => updateDoc(doc(db, path), data) };
  };
  const someField = Object.keys(FIELDS[kind])[1]!;
  return [
    ...applicationStatusOptions.values.map((status) => change(`status '${status}'`, 'allow', { status })),
    change('a status change recorded in full', 'allow', {
      status: 'action_needed',
      statusNote: 'x'.repeat(1000),
      statusUpdatedAt: serverTimestamp(),
      statusUpdatedBy: 'staff',
    }),
    change(
      'a status change signed by an admin',
      'allow',
      { status: 'approved', statusUpdatedBy: 'admin' },
      'admin',
    ),
    change("status 'archived', not in the workflow", 'deny', { status: 'archived' }),
    change('status removed', 'deny', { status: deleteField() }),
    change('statusNote over 1000 characters', 'deny', { status: 'rejected', statusNote: 'x'.repeat(1001) }),
    change('statusNote that is not text', 'deny', { status: 'rejected', statusNote: ['a', 'b'] }),
    change("statusUpdatedAt from the client's clock", 'deny', {
      status: 'approved',
      statusUpdatedAt: Timestamp.now(),
    }),
    change('statusUpdatedBy someone else', 'deny', { status: 'approved', statusUpdatedBy: 'admin' }),
    change("paymentStatus marked 'paid'", 'deny', { status: 'approved', paymentStatus: 'paid' }),
    change('a new reference', 'deny', { reference: `${REFERENCE_PREFIXES[kind]}-222222` }),
    change('a new createdAt', 'deny', { createdAt: serverTimestamp() }),
    change(`a change to what the applicant sent (${someField})`, 'deny', { [someField]: 'Changed' }),
    change('a key of our own invented', 'deny', { status: 'approved', reviewedBy: 'staff' }),
  ];
}

/**
 * The whole suite of one application collection. `recordCases` are the service's own: its
 * conditional blocks and cross-field checks.
 */
export function describeApplicationRules(kind: ApplicationKind, recordCases: readonly RecordCase[]) {
  const name = APPLICATION_COLLECTIONS[kind];
  const seeds = new Seeds();
  const env = useRulesEnvironment(seeds);
  const records = (cases: readonly RecordCase[]) => cases.map((each) => recordCase(kind, each));

  describe(`${name}: who may do what`, () => defineCases(env, matrixCases(kind, seeds)));
  describe(`${name}: records a form saves`, () => defineCases(env, records(validRecordCases(kind))));
  if (recordCases.length > 0) {
    describe(`${name}: blocks and cross-field checks`, () => defineCases(env, records(recordCases)));
  }
  describe(`${name}: each field`, () => defineCases(env, records(fieldCases(kind))));
  describe(`${name}: fields of our own`, () => defineCases(env, metaCases(kind)));
  describe(`${name}: status changes`, () => defineCases(env, statusCases(kind, seeds)));
}
