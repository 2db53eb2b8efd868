// Two files cannot import the list of kinds: the security rules, which take every kind's
// collection by a pattern, and the index definitions, which `npm run indexes` writes from the list
// (ops/indexes/). A kind the rules miss, or a file not written again, is named here. The build's
// bundling groups must leave every kind's module apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firestoreIndexes, firestoreIndexesText, INDEXES_FILE } from '../../ops/indexes/firestoreIndexes';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, COLLECTIONS, ROW_COLLECTIONS } from './kinds.js';

// The project's own files, from its root (where the tests run).
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('every kind is taken where the list of kinds cannot reach', () => {
  // The rules' matches() takes the whole name.
  const rulesPattern = (after: string) => {
    const pattern = read('firestore.rules').match(
      new RegExp(`allow read: if collection\\.matches\\('([^']+)'\\)\\s+&& ${after}`),
    );
    expect(pattern, `the rules' pattern before ${after}`).not.toBeNull();
    return (name: string) => new RegExp(`^(?:${pattern![1]})$`).test(name);
  };
  const everyCollection = [...Object.values(COLLECTIONS), ...Object.values(ROW_COLLECTIONS)];

  it("firestore.rules: agents may read each kind's collection, and the pattern takes nothing else", () => {
    const matches = rulesPattern('isActiveAgentOf');
    expect(APPLICATION_KINDS.filter((kind) => !matches(APPLICATION_COLLECTIONS[kind]))).toEqual([]);
    const others = everyCollection.filter(
      (name) => !Object.values(APPLICATION_COLLECTIONS).includes(name as never),
    );
    expect(others.filter(matches)).toEqual([]);
  });

  it("firestore.rules: staff may read each kind's list rows, and the pattern takes nothing else", () => {
    const matches = rulesPattern('isStaff');
    expect(APPLICATION_KINDS.filter((kind) => !matches(ROW_COLLECTIONS[kind]))).toEqual([]);
    const others = everyCollection.filter((name) => !Object.values(ROW_COLLECTIONS).includes(name as never));
    expect(others.filter(matches)).toEqual([]);
  });

  it('firestore.indexes.json: is what `npm run indexes` writes from the list of kinds', () => {
    expect(JSON.parse(read(INDEXES_FILE)), 'run npm run indexes').toEqual(firestoreIndexes());
    expect(read(INDEXES_FILE)).toBe(firestoreIndexesText());
  });

  it("vite.config.ts: no bundling group takes a kind's module, so that a form loads its own kind only", () => {
    const config = read('vite.config.ts');
    const groups = [...config.matchAll(/test: \/(.*)\/,\n/g)].map(([, source]) => new RegExp(source!));
    expect(groups.length).toBeGreaterThan(0);
    const grouped = APPLICATION_KINDS.filter((kind) =>
      groups.some((group) => group.test(`/work/src/domain/kinds/${kind}.ts`)),
    );
    expect(grouped).toEqual([]);
  });
});
