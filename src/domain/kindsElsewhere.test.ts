// Two files cannot import the list of kinds: the security rules and the index definitions. Each
// must still take every kind; a kind added to kinds.ts and missed in one of them is named here,
// with what it lacks. The build's bundling groups must leave every kind's module apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, COLLECTIONS } from './kinds.js';

// The project's own files, from its root (where the tests run).
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

type IndexField = { fieldPath: string; order?: string; arrayConfig?: string };
type IndexDefinition = { collectionGroup: string; queryScope: string; fields: IndexField[] };

/** An index as text without its collection, so two kinds' indexes compare. */
const shapeOf = (index: IndexDefinition) =>
  `${index.queryScope}: ${index.fields.map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`).join(', ')}`;

describe('every kind is taken where the list of kinds cannot reach', () => {
  it("firestore.rules: staff may read each kind's collection, and the pattern takes nothing else", () => {
    const rules = read('firestore.rules');
    const pattern = rules.match(/allow read: if collection\.matches\('([^']+)'\)\s+&& \(isStaff\(\)/);
    expect(pattern, "the rules' pattern of application collections").not.toBeNull();
    // The rules' matches() takes the whole name.
    const matches = (name: string) => new RegExp(`^(?:${pattern![1]})$`).test(name);
    expect(APPLICATION_KINDS.filter((kind) => !matches(APPLICATION_COLLECTIONS[kind]))).toEqual([]);
    const others = Object.values(COLLECTIONS).filter(
      (name) => !Object.values(APPLICATION_COLLECTIONS).includes(name as never),
    );
    expect(others.filter(matches)).toEqual([]);
  });

  it("firestore.indexes.json: each collection has the same indexes as the first kind's", () => {
    const { indexes } = JSON.parse(read('firestore.indexes.json')) as { indexes: IndexDefinition[] };
    const shapesOf = (collection: string) =>
      indexes
        .filter((index) => index.collectionGroup === collection)
        .map(shapeOf)
        .sort();
    const [first, ...others] = APPLICATION_KINDS;
    const expected = shapesOf(APPLICATION_COLLECTIONS[first]);
    expect(expected.length).toBeGreaterThan(0);
    for (const kind of others) {
      const shapes = shapesOf(APPLICATION_COLLECTIONS[kind]);
      const lacking = expected.filter((shape) => !shapes.includes(shape));
      const extra = shapes.filter((shape) => !expected.includes(shape));
      expect({ kind, lacking, extra }).toEqual({ kind, lacking: [], extra: [] });
    }
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
