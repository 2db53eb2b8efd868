// references/{reference}: the one application a reference belongs to, claimed by its sender in the
// batch that creates it (src/domain/ownership.ts), never changed or removed; staff read claims.
// Most claims here are of applications already stored under a reference nobody claimed (sent
// before references were claimed): a claim alone, so that only its own rules judge it. The
// application's side of the batch is in applications.ts.
import { collection, doc, setDoc, type DocumentData } from 'firebase/firestore';
import { describe } from 'vitest';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  COLLECTIONS,
  type ApplicationKind,
} from '../../src/domain/kinds.ts';
import { newReference } from '../../src/domain/reference.ts';
import { defineCases, operationMatrix, useRulesFile, type Expectation, type RulesCase } from './cases.ts';
import { newApplicationDoc, record, storedApplicationDoc } from './fixtures.ts';
import { UIDS, type Actor } from './setup.ts';
import { sendApplication } from './submissions.ts';

const { seeds, env } = useRulesFile();

describe('references: who may do what', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: COLLECTIONS.references,
      what: 'a reference claim',
      seed: () => ({ kind: 'visa', applicationId: 'seeded' }),
      create: () => ({ kind: 'visa', applicationId: 'not-written' }),
      update: { applicationId: 'another-application' },
      allowed: { get: ['staff', 'admin'], list: ['staff', 'admin'] },
    }),
  );
});

/** An application stored under a reference nobody claimed, `uid`'s: its reference and id. */
function unclaimed(kind: ApplicationKind, uid: string = UIDS.applicant) {
  const reference = newReference(kind);
  const path = seeds.add(
    APPLICATION_COLLECTIONS[kind],
    storedApplicationDoc(kind, { reference, submittedBy: uid }),
  );
  return { reference, id: path.split('/')[1]! };
}

/**
 * `actor` claims the reference of an unclaimed application of `kind` (the applicant's unless
 * `owner` says otherwise), with the claim `claim` makes of it, under the reference `at` gives.
 */
function claiming(
  title: string,
  expected: Expectation,
  {
    actor = 'applicant',
    kind = 'visa',
    owner = UIDS.applicant,
    claim = (id) => ({ kind, applicationId: id }),
    at = (reference) => reference,
  }: {
    actor?: Actor;
    kind?: ApplicationKind;
    owner?: string;
    claim?: (id: string) => DocumentData;
    at?: (reference: string) => string;
  } = {},
): RulesCase {
  const application = unclaimed(kind, owner);
  return {
    title,
    actor,
    expect: expected,
    run: (db) => setDoc(doc(db, COLLECTIONS.references, at(application.reference)), claim(application.id)),
  };
}

describe('references: a claim of an application sent before claims', () => {
  const claimedAlready = newReference('visa');
  seeds.set(`${COLLECTIONS.references}/${claimedAlready}`, { kind: 'visa', applicationId: 'an-earlier-one' });
  defineCases(env, [
    ...APPLICATION_KINDS.map((kind) =>
      claiming(`claim the reference of their own ${kind} application`, 'allow', { kind }),
    ),
    claiming('claim it with a key more', 'deny', {
      claim: (id) => ({ kind: 'visa', applicationId: id, by: UIDS.applicant }),
    }),
    claiming('claim it without its kind', 'deny', { claim: (id) => ({ applicationId: id }) }),
    claiming('claim it without the application', 'deny', { claim: () => ({ kind: 'visa' }) }),
    ...APPLICATION_KINDS.filter((kind) => kind !== 'visa').map((kind) =>
      claiming(`claim it as a ${kind} application`, 'deny', { claim: (id) => ({ kind, applicationId: id }) }),
    ),
    claiming('claim it as a kind of application we do not have', 'deny', {
      claim: (id) => ({ kind: 'passport', applicationId: id }),
    }),
    claiming('claim another reference for it', 'deny', { at: () => newReference('visa') }),
    claiming('claim it for a document not written', 'deny', {
      claim: () => ({ kind: 'visa', applicationId: 'not-written' }),
    }),
    claiming('claim a reference claimed already', 'deny', { at: () => claimedAlready }),
    claiming("claim the reference of another applicant's application", 'deny', {
      owner: UIDS['other applicant'],
    }),
    claiming("claim the reference of an applicant's application", 'deny', { actor: 'staff' }),
    claiming('claim the reference of their own application while signed out', 'deny', {
      actor: 'signed out',
    }),
  ]);
});

describe('references: claims in the batch of an application', () => {
  defineCases(env, [
    {
      title: 'claim a second reference for the application sent with it',
      actor: 'applicant',
      expect: 'deny',
      ...sendApplication('visa', newApplicationDoc('visa', record('visa', 'full')), UIDS.applicant, {
        also: (batch, db, id) =>
          batch.set(doc(db, COLLECTIONS.references, newReference('visa')), {
            kind: 'visa',
            applicationId: id,
          }),
      }),
      unseeded: true,
    },
    {
      // The quota names the one document it counts: a second application, claimed in full, rides
      // on no count (else one batch could bring many applications past the daily ceiling).
      title: 'send two applications in one batch that counts one',
      actor: 'applicant',
      expect: 'deny',
      ...sendApplication('visa', newApplicationDoc('visa', record('visa', 'full')), UIDS.applicant, {
        also: (batch, db) => {
          const second = newApplicationDoc('visa', record('visa', 'full'));
          const ref = doc(collection(db, APPLICATION_COLLECTIONS.visa));
          batch.set(ref, { ...second, submittedBy: UIDS.applicant });
          batch.set(doc(db, COLLECTIONS.references, second.reference as string), {
            kind: 'visa',
            applicationId: ref.id,
          });
        },
      }),
      unseeded: true,
    },
  ]);
});
