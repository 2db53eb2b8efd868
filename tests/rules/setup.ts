// A rules-test environment on the emulator that `npm test` started, with one user of every kind.
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';

export const ACTORS = ['anonymous', 'visitor', 'staff', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostPort) throw new Error('Run through `npm test`: it starts the Firestore emulator.');
  const [host, port] = hostPort.split(':');
  return initializeTestEnvironment({
    projectId: `rules-${process.pid}`,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
}

/** Users with their roles, written past the rules as the Admin SDK would. */
export async function seedUsers(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/visitor'), { uid: 'visitor', name: 'Visitor', email: 'v@example.com' });
    await setDoc(doc(db, 'users/staff'), {
      uid: 'staff',
      name: 'Staff',
      email: 's@example.com',
      role: 'staff',
    });
    await setDoc(doc(db, 'users/admin'), {
      uid: 'admin',
      name: 'Admin',
      email: 'a@example.com',
      role: 'admin',
    });
  });
}

export function as(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  return actor === 'anonymous' ? env.unauthenticatedContext() : env.authenticatedContext(actor);
}
