// Bundles server/function.ts into functions/ for `firebase deploy --only functions`, or into the
// folder given with --out (the test stack's copy). firebase-admin and firebase-functions stay
// external: Cloud Functions installs them itself.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const OUT = path.resolve(values.out ?? path.join(ROOT, 'functions'));
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
// pdfkit too: it finds its font files through its own package.json at run time, which a bundle lacks.
const external = ['firebase-admin', 'firebase-functions', 'pdfkit'];

// Everything but the operator's settings (functions/.env.<project>, see the README's deploy steps),
// which firebase deploy reads from here.
mkdirSync(OUT, { recursive: true });
for (const entry of readdirSync(OUT)) {
  if (!entry.startsWith('.env')) rmSync(path.join(OUT, entry), { recursive: true, force: true });
}
await build({
  entryPoints: [path.join(ROOT, 'server', 'function.ts')],
  outfile: path.join(OUT, 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
writeFileSync(
  path.join(OUT, 'package.json'),
  JSON.stringify(
    {
      name: 'apply-tz-api',
      private: true,
      type: 'module',
      main: 'index.js',
      engines: { node: '20' },
      dependencies: Object.fromEntries(external.map((name) => [name, pkg.dependencies[name]])),
    },
    null,
    2,
  ),
);
console.log(`Built ${path.relative(ROOT, path.join(OUT, 'index.js'))}`);
