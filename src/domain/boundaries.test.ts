// The domain is shared by the browser, the API and the tests: it must not pull in React or
// Firebase, and the large location data must stay in its own lazily loaded module.
const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const importsOf = (source: string) =>
  [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '');

describe('domain boundaries', () => {
  it('finds the domain sources', () => {
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['./kinds/visa.ts', './locations/index.ts']));
  });

  it.each(Object.entries(sources))('%s imports neither React nor Firebase', (_, source) => {
    expect(
      importsOf(source).filter((name) => /^(react|react-dom|firebase|firebase-admin)(\/|$)/.test(name)),
    ).toEqual([]);
  });

  it('keeps the location data out of every other domain module', () => {
    const importers = Object.entries(sources)
      .filter(([file]) => !file.startsWith('./locations/'))
      .filter(([, source]) => importsOf(source).some((name) => name.includes('locations')))
      .map(([file]) => file);
    expect(importers).toEqual([]);
  });

  // NodeNext, which checks the domain for the server, resolves no import without its extension.
  // New imports name the file as it is (.ts); the domain's older ones say .js (docs/code-style.md).
  it('names the extension in relative imports, which both the bundler and NodeNext resolve', () => {
    const bare = Object.entries(sources).flatMap(([file, source]) =>
      importsOf(source)
        .filter((name) => name.startsWith('.') && !/\.(ts|js)$/.test(name))
        .map((name) => `${file} → ${name}`),
    );
    expect(bare).toEqual([]);
  });
});
