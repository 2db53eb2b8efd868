// The search index (searchPrefixes) is the server's to write: a client that sends one, when it
// creates an application or later, is refused for every kind, whoever it is, so nobody can make
// an application turn up in a search it does not match. Each refusal has an allowed twin without
// the index, so it is the index that is refused.
import { arrayUnion, doc, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe } from 'vitest';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '../../src/domain/kinds.ts';
import { SEARCH_INDEX_FIELD, searchPrefixesOf, withSearchIndex } from '../../src/domain/searchIndex.ts';
import { defineCases, useRulesFile, type Expectation, type RulesCase, type Seeds } from './cases.ts';
import { newApplicationDoc, record, storedApplicationDoc } from './fixtures.ts';
import { ACTORS, type Actor } from './setup.ts';
import { sendApplication, senderOf } from './submissions.ts';

const SIGNED_IN = ACTORS.filter((actor) => actor !== 'signed out');
const STAFF: readonly Actor[] = ['staff', 'admin'];

/** A new application as `actor`'s form sends it, with `change` on top. */
function creating(
  kind: ApplicationKind,
  actor: Actor,
  title: string,
  expected: Expectation,
  change: (data: DocumentData) => DocumentData,
): RulesCase {
  const data = newApplicationDoc(kind, record(kind, 'full'), { submittedBy: senderOf(actor) });
  return {
    title,
    actor,
    expect: expected,
    ...sendApplication(kind, change(data), senderOf(actor)),
    unseeded: true,
  };
}

function createCases(kind: ApplicationKind): RulesCase[] {
  return SIGNED_IN.flatMap((actor) => [
    creating(kind, actor, 'create the application as the form sends it', 'allow', (data) => data),
    creating(kind, actor, 'create it with the index its fields give', 'deny', (data) =>
      withSearchIndex(kind, data),
    ),
    creating(kind, actor, 'create it with an entry it does not match', 'deny', (data) => ({
      ...data,
      [SEARCH_INDEX_FIELD]: ['asha', 'asha mrisho'],
    })),
    creating(kind, actor, 'create it with an empty index', 'deny', (data) => ({
      ...data,
      [SEARCH_INDEX_FIELD]: [],
    })),
  ]);
}

/**
 * The applicant's stored application (indexed by the server or not yet), changed by its sender or
 * by staff: every write that touches the index is refused, as is every client update.
 */
function updateCases(kind: ApplicationKind, seeds: Seeds): RulesCase[] {
  const name = APPLICATION_COLLECTIONS[kind];
  const attempt = (
    title: string,
    actor: Actor,
    stored: DocumentData,
    write: (path: string) => (db: Firestore) => Promise<unknown>,
  ): RulesCase => {
    const path = seeds.add(name, stored);
    return { title, actor, expect: 'deny', run: write(path) };
  };
  const unindexed = () => storedApplicationDoc(kind);
  const indexed = () => withSearchIndex(kind, storedApplicationDoc(kind));
  return (['applicant', ...STAFF] as const).flatMap((actor) => [
    attempt(
      'add an index to an application without one',
      actor,
      unindexed(),
      (path) => (db) =>
        updateDoc(doc(db, path), { [SEARCH_INDEX_FIELD]: searchPrefixesOf(kind, unindexed()) }),
    ),
    attempt(
      'add an entry to the index the server wrote',
      actor,
      indexed(),
      (path) => (db) => updateDoc(doc(db, path), { [SEARCH_INDEX_FIELD]: arrayUnion('asha') }),
    ),
    attempt(
      'replace the index the server wrote',
      actor,
      indexed(),
      (path) => (db) => updateDoc(doc(db, path), { [SEARCH_INDEX_FIELD]: ['asha'] }),
    ),
    attempt(
      'merge an index into the application',
      actor,
      unindexed(),
      (path) => (db) => setDoc(doc(db, path), { [SEARCH_INDEX_FIELD]: ['asha'] }, { merge: true }),
    ),
  ]);
}

const { seeds, env } = useRulesFile();
for (const kind of APPLICATION_KINDS) {
  describe(`${APPLICATION_COLLECTIONS[kind]}: the search index is the server's`, () => {
    defineCases(env, [...createCases(kind), ...updateCases(kind, seeds)]);
  });
}
