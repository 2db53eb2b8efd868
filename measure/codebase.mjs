// The codebase in figures, for before-and-after notes: files and lines of the product and of its
// tests, the largest files, and the imports that climb two folders or more.
//   node measure/codebase.mjs [--rev <commit>]     (the working tree by default)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { rev: { type: 'string' } } });

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
const files = (values.rev ? git('ls-tree', '-r', '--name-only', values.rev) : git('ls-files'))
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file));
const read = (file) =>
  values.rev ? git('show', `${values.rev}:${file}`) : readFileSync(path.join(ROOT, file), 'utf8');

const isTest = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) || /^tests\//.test(file) || /^src\/test\//.test(file);
const isProduct = (file) => /^(src|server)\//.test(file) && !isTest(file);

const measured = files.map((file) => {
  const text = read(file);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const climbing = [...text.matchAll(/(?:from|import\()\s*['"](\.\.\/){2,}/g)].length;
  return { file, lines, climbing };
});

function summary(name, chosen) {
  const lines = chosen.reduce((sum, { lines }) => sum + lines, 0);
  console.log(
    `${name.padEnd(10)} ${String(chosen.length).padStart(4)} files ${String(lines).padStart(7)} lines`,
  );
}

summary(
  'product',
  measured.filter(({ file }) => isProduct(file)),
);
summary(
  'tests',
  measured.filter(({ file }) => isTest(file)),
);
summary(
  'tooling',
  measured.filter(({ file }) => /^(measure|ops|scripts)\//.test(file)),
);
console.log(
  `imports climbing two folders or more: ${measured.reduce((sum, { climbing }) => sum + climbing, 0)}`,
);
console.log('largest product files:');
for (const { file, lines } of measured
  .filter(({ file }) => isProduct(file))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 6)) {
  console.log(`  ${String(lines).padStart(5)} ${file}`);
}
