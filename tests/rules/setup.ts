// A rules-test environment on the emulator that `npm test` started, with one user of every kind.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';

// Refused requests are what these tests are about: the SDK need not log each one.
setLogLevel('silent');

/**
 * Who tries things: someone signed out; two applicants, each a Firebase anonymous user as the
 * forms sign one in at submit; a visitor signed in with an email and without a role; staff and
 * an admin.
 */
export const ACTORS = ['signed out', 'applicant', 'other applicant', 'visitor', 'staff', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'signed out'>;
export type AnonymousActor = 'applicant' | 'other applicant';
export type EmailActor = Exclude<SignedInActor, AnonymousActor>;

/** The uid each signed-in actor's token carries. */
export const UIDS = {
  applicant: 'applicant',
  'other applicant': 'other-applicant',
  visitor: 'visitor',
  staff: 'staff',
  admin: 'admin',
} as const satisfies Record<SignedInActor, string>;

/** The uid of an actor, undefined when signed out. */
export function uidOf(actor: Actor): string | undefined {
  return actor === 'signed out' ? undefined : UIDS[actor];
}

function isAnonymous(actor: SignedInActor): actor is AnonymousActor {
  return actor === 'applicant' || actor === 'other applicant';
}

/** The email each actor signed in with an email carries in its token, and its users record. */
export const ACTOR_EMAILS = {
  visitor: 'v@example.com',
  staff: 's@example.com',
  admin: 'a@example.com',
} as const satisfies Record<EmailActor, string>;

/**
 * The rules under test, firestore.rules. Every environment gets a project of its own, so rules
 * loaded by one run never leak into another.
 */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostPort) throw new Error('Run through `npm test`: it starts the Firestore emulator.');
  const [host, port] = hostPort.split(':');
  return initializeTestEnvironment({
    projectId: `rules-${process.pid}-${randomUUID().slice(0, 8)}`,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
  });
}

/** The users records of the signed-in actors (the visitor has no role). */
export const USERS = {
  'users/visitor': { uid: 'visitor', name: 'Visitor', email: ACTOR_EMAILS.visitor },
  'users/staff': { uid: 'staff', name: 'Staff', email: ACTOR_EMAILS.staff, role: 'staff' },
  'users/admin': { uid: 'admin', name: 'Admin', email: ACTOR_EMAILS.admin, role: 'admin' },
} as const;

/** Users with their roles, written past the rules as the Admin SDK would. */
export async function seedUsers(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(USERS).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

// Each context opens its own connection (a few hundred milliseconds), so each actor gets one
// per environment.
const contexts = new WeakMap<RulesTestEnvironment, Map<string, RulesTestContext>>();

function cachedContext(env: RulesTestEnvironment, key: string, create: () => RulesTestContext) {
  let byKey = contexts.get(env);
  if (!byKey) contexts.set(env, (byKey = new Map()));
  let context = byKey.get(key);
  if (!context) byKey.set(key, (context = create()));
  return context;
}

export function as(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  return cachedContext(env, actor, () => {
    if (actor === 'signed out') return env.unauthenticatedContext();
    if (isAnonymous(actor))
      return env.authenticatedContext(UIDS[actor], { firebase: { sign_in_provider: 'anonymous' } });
    return env.authenticatedContext(UIDS[actor], { email: ACTOR_EMAILS[actor] });
  });
}

/** Someone signed in who has no users record yet (the one who registers): `newcomer…`. */
export type Newcomer = `newcomer${string}`;
export type Caller = Actor | Newcomer;

export const newcomerEmail = (uid: Newcomer) => `${uid}@example.tz`;

function isNewcomer(caller: Caller): caller is Newcomer {
  return caller.startsWith('newcomer');
}

/** The Firestore client of a caller (the modular API takes the compat instance a context gives). */
export function dbOf(env: RulesTestEnvironment, caller: Caller): Firestore {
  const context = isNewcomer(caller)
    ? cachedContext(env, caller, () => env.authenticatedContext(caller, { email: newcomerEmail(caller) }))
    : as(env, caller);
  return context.firestore() as unknown as Firestore;
}
