// Every write of an application goes through rows.ts, so that its list row changes in the same
// commit: a writer that wrote the application itself would leave the staff lists showing what it
// no longer says. The names the code gives an application's reference are looked for in every
// write of the API's and the scripts' code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['server', 'ops'];
const KEPT_HERE = path.join('server', 'applications', 'rows.ts');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(at);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [at] : [];
  });
}

/** A write (a transaction's, a batch's or a bulk writer's) of the application itself, by its usual names. */
const APPLICATION_WRITE =
  /\.(?:update|set|create|delete)\(\s*(?:target\.ref|application\.ref|applicationRef|newcomer)\b/g;

describe("an application's writes", () => {
  it('all go through rows.ts, which writes its row in the same commit', () => {
    const writers = ROOTS.flatMap(sourcesUnder)
      .filter((file) => file !== KEPT_HERE)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(APPLICATION_WRITE)].map(
          (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
        );
      });
    expect(writers).toEqual([]);
  });
});
