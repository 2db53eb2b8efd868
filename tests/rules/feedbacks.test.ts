import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ACTORS, as, rulesEnvironment, seedUsers } from './setup.ts';

let env: RulesTestEnvironment;

const valid = () => ({
  name: 'Asha Mushi',
  email: 'asha@example.co.tz',
  message: 'Huduma nzuri sana.',
  timestamp: serverTimestamp(),
});

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedUsers(env);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'feedbacks/existing'), { ...valid(), timestamp: Timestamp.now() });
  });
});

describe('feedbacks: create', () => {
  for (const actor of ACTORS) {
    it(`lets ${actor} send valid feedback`, async () => {
      await assertSucceeds(addDoc(collection(as(env, actor).firestore(), 'feedbacks'), valid()));
    });
  }

  const tampered: Array<[string, Record<string, unknown>]> = [
    ['an extra key', { ...valid(), status: 'read' }],
    ['a missing message', { name: 'Asha', email: 'asha@example.co.tz', timestamp: serverTimestamp() }],
    ['a blank name', { ...valid(), name: '   ' }],
    ['a name over 100 characters', { ...valid(), name: 'x'.repeat(101) }],
    ['a message over 1000 characters', { ...valid(), message: 'x'.repeat(1001) }],
    ['a malformed email', { ...valid(), email: 'asha.example.co.tz' }],
    ['a message that is not text', { ...valid(), message: 42 }],
    ['a timestamp chosen by the client', { ...valid(), timestamp: Timestamp.fromMillis(0) }],
  ];
  for (const [what, data] of tampered) {
    it(`refuses feedback with ${what}`, async () => {
      await assertFails(addDoc(collection(as(env, 'anonymous').firestore(), 'feedbacks'), data));
    });
  }
});

describe('feedbacks: read, update, delete', () => {
  for (const actor of ['anonymous', 'visitor'] as const) {
    it(`hides feedback from ${actor}`, async () => {
      const db = as(env, actor).firestore();
      await assertFails(getDoc(doc(db, 'feedbacks/existing')));
      await assertFails(getDocs(collection(db, 'feedbacks')));
    });
  }

  for (const actor of ['staff', 'admin'] as const) {
    it(`lets ${actor} read and list feedback`, async () => {
      const db = as(env, actor).firestore();
      await assertSucceeds(getDoc(doc(db, 'feedbacks/existing')));
      await assertSucceeds(getDocs(collection(db, 'feedbacks')));
    });
  }

  for (const actor of ACTORS) {
    it(`lets nobody (${actor}) change or delete feedback`, async () => {
      const db = as(env, actor).firestore();
      await assertFails(updateDoc(doc(db, 'feedbacks/existing'), { message: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'feedbacks/existing')));
    });
  }
});
