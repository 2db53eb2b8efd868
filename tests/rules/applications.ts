// The rules cases every application collection shares: who may do what, each field of the
// schema, the fields of our own, and the writes only the API makes.
import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect } from 'vitest';
import { APPLICATION_COLLECTIONS, REFERENCE_PREFIXES, type ApplicationKind } from '../../src/domain/kinds.ts';
import { applicationStatusOptions, paymentStatusOptions } from '../../src/domain/meta.ts';
import {
  defineCases,
  operationMatrix,
  useRulesFile,
  type Expectation,
  type RulesCase,
  type Seeds,
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
    // Updates and deletes go through the API (apiOnlyCases).
    allowed: { get: STAFF, list: STAFF, create: ACTORS },
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

/**
 * The writes the API makes, tried by staff and admins directly: each is refused, because a client
 * write would skip the applicationEvents record (and a delete would leave the files behind).
 * Every case has a document of its own, so a write let through by mistake cannot hide another.
 */
function apiOnlyCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  const name = APPLICATION_COLLECTIONS[kind];
  const attempt = (title: string, actor: Actor, run: (db: Firestore, path: string) => Promise<unknown>) => {
    const path = seeds.add(name, storedApplicationDoc(kind));
    return { title, actor, expect: 'deny', run: (db: Firestore) => run(db, path) } satisfies RulesCase;
  };
  return STAFF.flatMap((actor) => [
    ...applicationStatusOptions.values.map((status) =>
      attempt(`status '${status}' set directly`, actor, (db, path) => updateDoc(doc(db, path), { status })),
    ),
    attempt('a status change recorded in full, as the API writes it', actor, (db, path) =>
      updateDoc(doc(db, path), {
        status: 'approved',
        statusNote: 'Checked against the passport.',
        statusUpdatedAt: serverTimestamp(),
        statusUpdatedBy: actor,
      }),
    ),
    attempt('a status change with an event of its own making', actor, (db, path) => {
      const batch = writeBatch(db);
      batch.update(doc(db, path), { status: 'rejected' });
      batch.set(doc(collection(db, 'applicationEvents')), { type: 'status', status: 'rejected' });
      return batch.commit();
    }),
    attempt('a delete', actor, (db, path) => deleteDoc(doc(db, path))),
  ]);
}

/**
 * The whole suite of one application collection. `recordCases` are the service's own: its
 * conditional blocks and cross-field checks.
 */
export function describeApplicationRules(kind: ApplicationKind, recordCases: readonly RecordCase[]) {
  const name = APPLICATION_COLLECTIONS[kind];
  const { seeds, env } = useRulesFile();
  const records = (cases: readonly RecordCase[]) => cases.map((each) => recordCase(kind, each));

  describe(`${name}: who may do what`, () => defineCases(env, matrixCases(kind, seeds)));
  describe(`${name}: records a form saves`, () => defineCases(env, records(validRecordCases(kind))));
  if (recordCases.length > 0) {
    describe(`${name}: blocks and cross-field checks`, () => defineCases(env, records(recordCases)));
  }
  describe(`${name}: each field`, () => defineCases(env, records(fieldCases(kind))));
  describe(`${name}: fields of our own`, () => defineCases(env, metaCases(kind)));
  describe(`${name}: status changes and deletes only through the API`, () =>
    defineCases(env, apiOnlyCases(kind, seeds)));
}
