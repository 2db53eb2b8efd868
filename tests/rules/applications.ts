// The rules cases every application collection shares: who may do what, each field of the
// schema, the fields of our own, the batch an application is sent in (its reference claim and its
// sender's quota), who reads it, and the writes only the API makes.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect } from 'vitest';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  COLLECTIONS,
  REFERENCE_PREFIXES,
  type ApplicationKind,
} from '../../src/domain/kinds.ts';
import { applicationStatusOptions, paymentStatusOptions } from '../../src/domain/meta.ts';
import { newReference } from '../../src/domain/reference.ts';
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
import { ACTORS, UIDS, type Actor } from './setup.ts';
import { sendApplication, senderOf, type ApplicationOptions } from './submissions.ts';

/** A record a form might or might not save, and what the rules must do with it. */
export type RecordCase = { title: string; fields: Fields; expect: Expectation };

const STAFF: readonly Actor[] = ['staff', 'admin'];
const SIGNED_IN = ACTORS.filter((actor) => actor !== 'signed out');
const APPLICANT = UIDS.applicant;
const OTHER_APPLICANT = UIDS['other applicant'];

/** A record case as the applicant who fills in the form, checked against the schema. */
function recordCase(kind: ApplicationKind, { title, fields, expect: expected }: RecordCase): RulesCase {
  return {
    title,
    actor: 'applicant',
    expect: expected,
    check: () =>
      expect(formWouldSave(kind, fields), `the form would save: ${title}`).toBe(expected === 'allow'),
    ...sendApplication(kind, newApplicationDoc(kind, fields), APPLICANT),
    unseeded: true,
  };
}

function matrixCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  return operationMatrix(seeds, {
    collection: APPLICATION_COLLECTIONS[kind],
    what: 'an application',
    // The applicant's: they read it, nobody else but staff does.
    seed: () => storedApplicationDoc(kind),
    create: (actor) => newApplicationDoc(kind, record(kind, 'full'), { submittedBy: senderOf(actor) }),
    send: (data, actor) => sendApplication(kind, data, senderOf(actor)),
    update: { status: 'in_review' },
    // Listing needs the sender's filter (readCases). Updates and deletes go through the API
    // (apiOnlyCases).
    allowed: { get: ['applicant', ...STAFF], list: STAFF, create: SIGNED_IN },
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
    actor: Actor = 'applicant',
  ): RulesCase => ({
    title,
    actor,
    expect: expected,
    ...sendApplication(
      kind,
      { ...newApplicationDoc(kind, fields, { submittedBy: senderOf(actor) }), ...change },
      senderOf(actor),
    ),
    unseeded: true,
  });
  const dropping = (key: string): RulesCase => ({
    title: `no ${key}`,
    actor: 'applicant',
    expect: 'deny',
    ...sendApplication(kind, without(newApplicationDoc(kind, fields), key), APPLICANT),
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
    attempt('submittedBy its sender, signed in with an email', 'allow', {}, 'visitor'),
    attempt('submittedBy its sender, a member of staff', 'allow', {}, 'staff'),
    attempt('submittedBy someone else', 'deny', { submittedBy: OTHER_APPLICANT }),
    attempt('submittedBy the applicant, sent by someone signed out', 'deny', {}, 'signed out'),
    attempt('an application with a key of our own invented', 'deny', { reviewedBy: 'staff' }),
    ...['reference', 'status', 'paymentStatus', 'createdAt', 'lang', 'submittedBy'].map(dropping),
  ];
}

/**
 * The batch an application is sent in (src/domain/ownership.ts): its reference claimed for this
 * very document, and its sender's quota written now. The quota's own rules (the gap, the daily
 * ceiling) are in quotas.test.ts, the claim's in references.test.ts.
 */
function batchCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  const name = APPLICATION_COLLECTIONS[kind];
  const send = (title: string, expected: Expectation, options: ApplicationOptions = {}, data = {}) =>
    ({
      title,
      actor: 'applicant',
      expect: expected,
      ...sendApplication(
        kind,
        { ...newApplicationDoc(kind, record(kind, 'full')), ...data },
        APPLICANT,
        options,
      ),
    }) satisfies RulesCase;
  /** A reference claimed before the case, for the document `applicationId`. */
  const claimed = (applicationId: string) => {
    const reference = newReference(kind);
    seeds.set(`${COLLECTIONS.references}/${reference}`, { kind, applicationId });
    return reference;
  };
  // An application of the applicant's already stored under a reference nobody claimed (one sent
  // before references were claimed).
  const unclaimedReference = newReference(kind);
  const unclaimed = seeds.add(name, storedApplicationDoc(kind, { reference: unclaimedReference }));
  const taken = claimed('an-earlier-application');
  // The claim of an application removed since (the API removes the document, the claim stays).
  const removedId = 'a-removed-application';
  const removedReference = claimed(removedId);
  const otherKinds = APPLICATION_KINDS.filter((other) => other !== kind);
  return [
    send('the application with its claim and its quota, as the form sends it', 'allow'),
    send('no reference claim in the batch', 'deny', { claim: false }),
    send('a reference claimed already: the whole batch', 'deny', {}, { reference: taken }),
    send('a claim under another reference than its own', 'deny', { claimReference: newReference(kind) }),
    send('a claim naming another document', 'deny', {
      claim: () => ({ kind, applicationId: 'another-application' }),
    }),
    send(
      "a claim naming another application of the sender's under the same reference",
      'deny',
      {
        claim: () => ({ kind, applicationId: unclaimed.split('/')[1]! }),
      },
      { reference: unclaimedReference },
    ),
    ...otherKinds.map((other) =>
      send(`a claim naming it as a ${other} application`, 'deny', {
        claim: (applicationId) => ({ kind: other, applicationId }),
      }),
    ),
    send('a claim with a key more', 'deny', {
      claim: (applicationId) => ({ kind, applicationId, by: APPLICANT }),
    }),
    send(
      "a removed application's document and claim, taken again in someone else's name",
      'deny',
      { id: removedId, claim: false },
      { reference: removedReference, submittedBy: OTHER_APPLICANT },
    ),
    send('no quota in the batch', 'deny', { count: false }),
    send("another user's quota in the batch", 'deny', { quotaOf: OTHER_APPLICANT }),
  ];
}

/**
 * Who reads applications: staff all of them, an applicant their own (the "My applications" list
 * asks for submittedBy == uid, newest first; firestore.indexes.json has its index).
 */
function readCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  const name = APPLICATION_COLLECTIONS[kind];
  const others = seeds.add(name, storedApplicationDoc(kind, { submittedBy: OTHER_APPLICANT }));
  const sentBy = (uid: string) => (db: Firestore) =>
    getDocs(query(collection(db, name), where('submittedBy', '==', uid), orderBy('createdAt', 'desc')));
  const listing = (actor: Actor, uid: string, expected: Expectation, whose: string): RulesCase => ({
    title: `list ${whose} applications, newest first`,
    actor,
    expect: expected,
    run: sentBy(uid),
  });
  return [
    listing('applicant', APPLICANT, 'allow', 'their own'),
    listing('other applicant', OTHER_APPLICANT, 'allow', 'their own'),
    ...(['other applicant', 'visitor', 'signed out'] as const).map((actor) =>
      listing(actor, APPLICANT, 'deny', "the applicant's"),
    ),
    ...STAFF.map((actor) => listing(actor, APPLICANT, 'allow', "the applicant's")),
    {
      title: "get another applicant's application",
      actor: 'applicant',
      expect: 'deny',
      run: (db) => getDoc(doc(db, others)),
    },
    {
      title: 'get their own application',
      actor: 'other applicant',
      expect: 'allow',
      run: (db) => getDoc(doc(db, others)),
    },
    {
      title: 'get an application not written (the form looks for an earlier save so)',
      actor: 'applicant',
      expect: 'deny',
      run: (db) => getDoc(doc(db, name, 'not-written')),
    },
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
  describe(`${name}: sent with its reference claim and its quota`, () =>
    defineCases(env, batchCases(kind, seeds)));
  describe(`${name}: who reads it`, () => defineCases(env, readCases(kind, seeds)));
  describe(`${name}: status changes and deletes only through the API`, () =>
    defineCases(env, apiOnlyCases(kind, seeds)));
}
