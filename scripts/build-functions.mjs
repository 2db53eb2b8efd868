// Bundles server/function.ts into functions/ for `firebase deploy --only functions`, or into the
// folder given with --out (the test stack's copy). firebase-admin and firebase-functions stay
// external: Cloud Functions installs them itself. The font files the PDFs draw with are copied
// beside the bundle, where server/pdf/fonts.ts is told to read them.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const OUT = path.resolve(values.out ?? path.join(ROOT, 'functions'));
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
// pdfkit too: it finds its font files through its own package.json at run time, which a bundle lacks;
// and fontkit, which pdfkit draws with, so one copy of it parses the PDFs' fonts.
const external = ['firebase-admin', 'firebase-functions', 'pdfkit', 'fontkit'];
/** Beside index.js: the font files the PDFs draw with (server/pdf/fonts.ts). */
const FONTS_FOLDER = 'fonts';

// Everything but the operator's settings (functions/.env.<project>, see
// docs/operations/deploying.md), which firebase deploy reads from here.
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
  // Some bundled CommonJS packages call require(); give the ESM bundle one. Under a name of its own:
  // esbuild does not see the banner, and keeps a module's own import of createRequire as it is.
  banner: {
    js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
  },
  define: { BUNDLED_FONTS_FOLDER: JSON.stringify(FONTS_FOLDER) },
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
copyFonts(path.join(OUT, FONTS_FOLDER));
console.log(`Built ${path.relative(ROOT, path.join(OUT, 'index.js'))}`);

/**
 * Only the faces the PDFs use, each with its package's font licence (the SIL Open Font License
 * asks that it travel with the files): the packages hold every weight, and Chinese alone is 92 MB.
 */
function copyFonts(folder) {
  const { regular, bold, fallbacks } = JSON.parse(
    readFileSync(path.join(ROOT, 'server', 'pdf', 'fontFiles.json'), 'utf8'),
  );
  const resolve = createRequire(path.join(ROOT, 'package.json')).resolve;
  mkdirSync(folder, { recursive: true });
  for (const specifier of [regular, bold, ...fallbacks]) {
    copyFileSync(resolve(specifier), path.join(folder, path.basename(specifier)));
    const packageName = specifier.split('/').slice(0, 2).join('/');
    const licence = resolve(`${packageName}/LICENSE_FONT`);
    copyFileSync(licence, path.join(folder, `${path.basename(packageName)}.LICENSE.txt`));
  }
}
