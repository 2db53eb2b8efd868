// users/{uid}: you register yourself, without a role; roles come only from the Admin SDK.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { LIMITS } from '#domain/common';
import { userRoleOptions } from '#domain/user';
import { defineCases, operationMatrix, useRulesFile, type Expectation, type RulesCase } from './cases.ts';
import { without } from './fixtures.ts';
import { newcomerEmail, type Newcomer } from './setup.ts';

const { seeds, env } = useRulesFile();

/** What the registration page writes for a newcomer. */
function registration(uid: Newcomer, changes: DocumentData = {}): DocumentData {
  return { uid, name: 'Neema Kimaro', email: newcomerEmail(uid), createdAt: serverTimestamp(), ...changes };
}

/** A newcomer writes users/{path}: their own record unless `path` says otherwise. */
function register(
  title: string,
  expected: Expectation,
  data: DocumentData,
  { as = 'newcomer', path = as }: { as?: Newcomer; path?: string } = {},
): RulesCase {
  return {
    title,
    actor: as,
    expect: expected,
    run: (db) => setDoc(doc(db, 'users', path), data),
    unseeded: true,
  };
}

describe('users: who may do what', () => {
  defineCases(
    env,
    operationMatrix(seeds, {
      collection: 'users',
      what: 'a user record',
      seed: () => ({
        uid: 'someone',
        name: 'Someone',
        email: 'someone@example.tz',
        createdAt: Timestamp.now(),
      }),
      create: () => ({
        uid: 'someone-new',
        name: 'New',
        email: 'new@example.tz',
        createdAt: serverTimestamp(),
      }),
      update: { name: 'Renamed' },
      allowed: { get: ['staff', 'admin'], list: ['staff', 'admin'] },
    }),
  );
});

describe('users: registering', () => {
  defineCases(env, [
    register('their own record', 'allow', registration('newcomer-1'), { as: 'newcomer-1' }),
    register(
      `their own record with a name of ${LIMITS.name} characters`,
      'allow',
      registration('newcomer-2', { name: 'x'.repeat(LIMITS.name) }),
      { as: 'newcomer-2' },
    ),
    ...userRoleOptions.values.map((role) =>
      register(`their own record with the role ${role}`, 'deny', registration('newcomer', { role })),
    ),
    register('a record under another id', 'deny', registration('newcomer'), {
      path: 'newcomer-someone-else',
    }),
    register(
      'a record naming another uid',
      'deny',
      registration('newcomer', { uid: 'newcomer-someone-else' }),
    ),
    register('a record without a uid', 'deny', without(registration('newcomer'), 'uid')),
    register(
      'an email other than the one signed in with',
      'deny',
      registration('newcomer', { email: 'other@example.tz' }),
    ),
    register('a record without an email', 'deny', without(registration('newcomer'), 'email')),
    register('a record without a name', 'deny', without(registration('newcomer'), 'name')),
    register('a blank name', 'deny', registration('newcomer', { name: '   ' })),
    register(
      `a name over ${LIMITS.name} characters`,
      'deny',
      registration('newcomer', { name: 'x'.repeat(LIMITS.name + 1) }),
    ),
    register('a name that is not text', 'deny', registration('newcomer', { name: 42 })),
    register(
      'a record dated by its own clock',
      'deny',
      registration('newcomer', { createdAt: Timestamp.now() }),
    ),
    register('a record without a date', 'deny', without(registration('newcomer'), 'createdAt')),
    register('a record with an extra key', 'deny', registration('newcomer', { phone: '0754123456' })),
    {
      title: 'a record while signed out',
      actor: 'signed out',
      expect: 'deny',
      run: (db) => setDoc(doc(db, 'users/nobody'), registration('newcomer')),
    },
  ]);
});

describe('users: reading and roles', () => {
  const merge =
    (path: string, change: DocumentData): RulesCase['run'] =>
    (db) =>
      setDoc(doc(db, path), change, { merge: true });
  defineCases(env, [
    {
      title: 'read their own record',
      actor: 'visitor',
      expect: 'allow',
      run: (db) => getDoc(doc(db, 'users/visitor')),
    },
    {
      title: "read someone else's record",
      actor: 'visitor',
      expect: 'deny',
      run: (db) => getDoc(doc(db, 'users/staff')),
    },
    {
      title: 'list even the records that are theirs (read yours by id)',
      actor: 'visitor',
      expect: 'deny',
      run: (db) => getDocs(query(collection(db, 'users'), where('uid', '==', 'visitor'))),
    },
    {
      title: 'give themselves a role',
      actor: 'visitor',
      expect: 'deny',
      run: merge('users/visitor', { role: 'admin' }),
    },
    {
      title: 'change their name',
      actor: 'visitor',
      expect: 'deny',
      run: merge('users/visitor', { name: 'Renamed' }),
    },
    {
      title: 'raise their own role',
      actor: 'staff',
      expect: 'deny',
      run: merge('users/staff', { role: 'admin' }),
    },
    {
      title: "set someone else's role",
      actor: 'admin',
      expect: 'deny',
      run: merge('users/visitor', { role: 'staff' }),
    },
    {
      title: 'remove their own record',
      actor: 'visitor',
      expect: 'deny',
      run: (db) => deleteDoc(doc(db, 'users/visitor')),
    },
  ]);
});
