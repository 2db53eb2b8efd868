// Rules cases as data: who tries what, and whether the rules must let them. One environment per
// test file, seeded once (no clearing between cases: each write case uses a document of its own).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, it } from 'vitest';
import { ACTORS, dbOf, rulesEnvironment, USERS, type Actor, type Caller } from './setup.ts';

/** What the rules must do with a request. */
export type Expectation = 'allow' | 'deny';

export type RulesCase = {
  title: string;
  actor: Caller;
  expect: Expectation;
  /** The request, made with the actor's client. */
  run: (db: Firestore) => Promise<unknown>;
  /** Checked first: that the test's own expectation agrees with the domain. */
  check?: () => void;
  /** True for a creation that reads nothing stored: it may run before the seeds are written. */
  unseeded?: boolean;
};

/** How a case's request is made. */
export type Sending = Pick<RulesCase, 'run'>;

/** Documents written past the rules before the cases run; each write case gets its own. */
export class Seeds {
  private readonly documents = new Map<string, DocumentData>();
  private count = 0;

  /** A new document in `collection`, its path. */
  add(collection: string, data: DocumentData): string {
    const path = `${collection}/seeded-${++this.count}`;
    this.documents.set(path, data);
    return path;
  }

  /** A document at a path of your choosing (one every read case shares). */
  set(path: string, data: DocumentData): string {
    this.documents.set(path, data);
    return path;
  }

  entries() {
    return [...this.documents.entries()];
  }
}

/** A file's environment: `env()` once its rules are loaded, `seeded()` once its documents are in. */
export type RulesEnvironment = {
  env: () => RulesTestEnvironment;
  seeded: () => Promise<RulesTestEnvironment>;
};

/**
 * What every rules test file starts with: the documents its cases seed, and its environment, which
 * writes them.
 */
export function useRulesFile(): { seeds: Seeds; env: RulesEnvironment } {
  const seeds = new Seeds();
  return { seeds, env: useRulesEnvironment(seeds) };
}

/**
 * The file's environment: created before its tests, cleaned up after them. The users and `seeds`
 * are written when the first case that needs them runs, so a run of only a few creation cases
 * skips that work.
 */
function useRulesEnvironment(seeds: Seeds): RulesEnvironment {
  let env: RulesTestEnvironment | undefined;
  let seeding: Promise<void> | undefined;
  beforeAll(async () => {
    env = await rulesEnvironment();
    seeding = undefined;
  });
  // Each run has a project of its own; clearing it keeps the emulator's memory in check.
  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });
  const ready = () => {
    if (!env) throw new Error('The rules environment is not ready');
    return env;
  };
  const seed = (target: RulesTestEnvironment) =>
    target.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      for (const [path, data] of [...Object.entries(USERS), ...seeds.entries()]) {
        batch.set(doc(db, path), data);
      }
      await batch.commit();
    });
  return {
    env: ready,
    seeded: async () => {
      const target = ready();
      await (seeding ??= seed(target));
      return target;
    },
  };
}

export function defineCases(environment: RulesEnvironment, cases: readonly RulesCase[]) {
  for (const rulesCase of cases) {
    const verb = rulesCase.expect === 'allow' ? 'lets' : 'refuses';
    it(`${verb} ${rulesCase.actor}: ${rulesCase.title}`, async () => {
      rulesCase.check?.();
      const env = rulesCase.unseeded ? environment.env() : await environment.seeded();
      const attempt = rulesCase.run(dbOf(env, rulesCase.actor));
      await (rulesCase.expect === 'allow' ? assertSucceeds(attempt) : assertFails(attempt));
    });
  }
}

/** allow for the actors listed, deny for the others. */
export function allowedFor(actor: Actor, allowed: readonly Actor[]): Expectation {
  return allowed.includes(actor) ? 'allow' : 'deny';
}

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * Every actor tries every operation on a collection: get and list a seeded document, create
 * `create(actor)` (with `setDoc`, or as `send` sends it), apply `update` to a seeded document of
 * their own, delete another. `allowed` names who may do each; everyone else must be refused.
 */
export function operationMatrix(
  seeds: Seeds,
  options: {
    collection: string;
    seed: () => DocumentData;
    create: (actor: Actor) => DocumentData;
    /** How a creation is sent, when not with setDoc. */
    send?: (data: DocumentData, actor: Actor) => Sending;
    update: DocumentData;
    allowed: Partial<Record<Operation, readonly Actor[]>>;
    what?: string;
  },
): RulesCase[] {
  const { collection: name, allowed, what = 'a document' } = options;
  const shared = seeds.set(`${name}/shared`, options.seed());
  const send =
    options.send ??
    ((data: DocumentData): Sending => ({ run: (db) => setDoc(doc(collection(db, name)), data) }));
  return ACTORS.flatMap((actor) => {
    const toUpdate = seeds.add(name, options.seed());
    const toDelete = seeds.add(name, options.seed());
    const requests: Record<Operation, Sending> = {
      get: { run: (db) => getDoc(doc(db, shared)) },
      list: { run: (db) => getDocs(collection(db, name)) },
      create: send(options.create(actor), actor),
      update: { run: (db) => updateDoc(doc(db, toUpdate), options.update) },
      delete: { run: (db) => deleteDoc(doc(db, toDelete)) },
    };
    return OPERATIONS.map((operation): RulesCase => ({
      title: `${operation} ${what} in ${name}`,
      actor,
      expect: allowedFor(actor, allowed[operation] ?? []),
      ...requests[operation],
    }));
  });
}

/**
 * The matrix of a collection only the API writes: its documents are like `data`, a client's
 * creation sends the same, an update adds a note; `allowed` names who may do each operation.
 */
export function apiWrittenMatrix(
  seeds: Seeds,
  collection: string,
  data: () => DocumentData,
  allowed: Partial<Record<Operation, readonly Actor[]>>,
): RulesCase[] {
  return operationMatrix(seeds, {
    collection,
    seed: data,
    create: data,
    update: { note: 'Changed' },
    allowed,
  });
}
