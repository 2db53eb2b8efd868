// Applications are created, changed and deleted by the API only (server/routes/submissions.ts and
// applications.ts): every client write is refused, the sender's and staff's included, however
// valid the record. Nobody reads one from a client, staff and its sender included: staff read
// them through the API, each look on record, and list their rows, which only the API writes.
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, ROW_COLLECTIONS } from '#domain/kinds';
import { rowOf } from '#domain/listRows';
import { newApplicationMeta } from '#domain/meta';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { defineCases, operationMatrix, useRulesFile, type RulesCase } from './cases.ts';
import { storedApplicationDoc } from './fixtures.ts';
import { uidOf, UIDS } from './setup.ts';

const STAFF = ['staff', 'admin'] as const;

for (const kind of APPLICATION_KINDS) {
  const name = APPLICATION_COLLECTIONS[kind];
  const { seeds, env } = useRulesFile();

  describe(`${name}: who may do what`, () => {
    defineCases(
      env,
      operationMatrix(seeds, {
        collection: name,
        what: 'an application',
        seed: () => storedApplicationDoc(kind),
        // A record the form would send, in the sender's own name: still the API's to write.
        create: (actor) => ({
          ...VALID_APPLICATIONS[kind](),
          ...newApplicationMeta(kind, { lang: 'en', submittedBy: uidOf(actor) ?? null }),
          createdAt: serverTimestamp(),
        }),
        send: (data) => ({ run: (db) => setDoc(doc(collection(db, name)), data) }),
        update: { status: 'approved' },
        allowed: {},
      }),
    );
  });

  describe(`${ROW_COLLECTIONS[kind]}: who may do what`, () => {
    const row = () => rowOf(kind, storedApplicationDoc(kind));
    defineCases(
      env,
      operationMatrix(seeds, {
        collection: ROW_COLLECTIONS[kind],
        what: "an application's list row",
        seed: row,
        create: row,
        update: { status: 'approved' },
        allowed: { get: STAFF, list: STAFF },
      }),
    );
  });

  describe(`${name}: what a staff console could ask of the applications`, () => {
    const seeded = seeds.add(name, storedApplicationDoc(kind));
    const id = seeded.split('/')[1]!;
    defineCases(env, [
      { title: 'get one by its id', actor: 'staff', expect: 'deny', run: (db) => getDoc(doc(db, seeded)) },
      {
        title: 'list one by its id',
        actor: 'admin',
        expect: 'deny',
        run: (db) => getDocs(query(collection(db, name), where(documentId(), '==', id))),
      },
    ]);
  });

  describe(`${name}: the batch browsers used to send`, () => {
    // The application with its reference claim and its sender's quota, as the forms wrote them
    // before the API did: a valid record in every part, and still not a client's to write.
    const asTheFormsDid: RulesCase['run'] = (db) => {
      const application = doc(collection(db, name));
      const meta = newApplicationMeta(kind, { lang: 'en', submittedBy: UIDS.applicant });
      return writeBatch(db)
        .set(application, { ...VALID_APPLICATIONS[kind](), ...meta, createdAt: serverTimestamp() })
        .set(doc(db, 'references', meta.reference), { kind, applicationId: application.id })
        .set(doc(db, 'quotas', UIDS.applicant, 'actions', 'applications'), {
          last: serverTimestamp(),
          count: 1,
          counted: application.id,
        })
        .commit();
    };
    defineCases(env, [
      {
        title: 'send an application with its claim and quota',
        actor: 'applicant',
        expect: 'deny',
        run: asTheFormsDid,
      },
    ]);
  });

  describe(`${name}: not even the sender's own`, () => {
    const mine =
      (uid: string): RulesCase['run'] =>
      (db) =>
        getDocs(query(collection(db, name), where('submittedBy', '==', uid)));
    defineCases(env, [
      { title: 'list their own', actor: 'applicant', expect: 'deny', run: mine(UIDS.applicant) },
      {
        title: "list another applicant's",
        actor: 'other applicant',
        expect: 'deny',
        run: mine(UIDS.applicant),
      },
    ]);
  });
}
