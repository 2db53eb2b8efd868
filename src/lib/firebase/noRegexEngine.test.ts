// The stand-in for re2js holds only while the Firestore SDK the app bundles (the browser build Vite
// takes, with its shared chunks) calls the engine nowhere but where a pipeline expression is
// evaluated, inside a try that reports a failed expression. An SDK upgrade that uses it anywhere
// else fails this test, and the stand-in must then go (or be shown to work there).
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RE2JS } from './noRegexEngine';

// Vitest runs from the project's root.
const DIST = path.join(process.cwd(), 'node_modules/@firebase/firestore/dist');
const browserBuild = Object.fromEntries(
  readdirSync(DIST)
    .filter((file) => file.endsWith('.esm.js'))
    .map((file) => [file, readFileSync(path.join(DIST, file), 'utf8')]),
);

/** The evaluators of LIKE, regex_contains and regex_match: pipeline expressions only. */
const PIPELINE_EVALUATORS = ['CoreLike', 'CoreRegexContains', 'CoreRegexMatch'];

/** Each place a module uses the engine: the class around it, and the code from there to the use. */
function usesOf(source: string) {
  return [...source.matchAll(/RE2JS(?!\s*\}\s*from)(.{0,20})/g)].map((use) => {
    const before = source.slice(0, use.index);
    const classes = [...before.matchAll(/\nclass (?:__PRIVATE_)?(\w+)/g)];
    const owner = classes.at(-1);
    return {
      call: use[1]!,
      owner: owner?.[1],
      body: owner ? source.slice(owner.index, use.index) : before,
      after: source.slice(use.index, use.index + 400),
    };
  });
}

describe('the stand-in for the regular-expression engine', () => {
  it('is called by the SDK only to evaluate pipeline expressions, whose failure it reports', () => {
    const modules = Object.entries(browserBuild).filter(([, source]) => source.includes('re2js'));
    expect(modules.length).toBeGreaterThan(0);
    const uses = modules.flatMap(([, source]) => usesOf(source));
    expect(uses.length).toBeGreaterThan(0);
    for (const { call, owner, body, after } of uses) {
      expect(call).toMatch(/^\.compile\(/);
      expect(PIPELINE_EVALUATORS).toContain(owner);
      expect(body).toMatch(/try\s*\{/);
      expect(after).toMatch(/catch\s*\(/);
    }
  });

  it('refuses to compile, which those evaluators catch', () => {
    expect(() => RE2JS.compile()).toThrow(/not supported/);
  });
});
