// Measures the JavaScript each route downloads before it can show anything, gzip and brotli,
// from Vite's build manifest. `--check` exits non-zero when a budget is exceeded.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const KB = 1024;

/** Route → the screen module it renders first, and its gzip budget in kB. */
export const ROUTES = {
  landing: { entry: 'src/features/home/HomePage.tsx', budgetKb: 120 },
};

function manifest() {
  const file = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error('No build manifest: run `npm run build` first.');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A chunk plus everything it imports statically (dynamic imports load later, on demand). */
function staticClosure(chunks, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunks[key]?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(path.join(DIST, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

export function measureRoutes() {
  const chunks = manifest();
  const entryKey = Object.keys(chunks).find((key) => chunks[key].isEntry);
  return Object.entries(ROUTES).map(([route, { entry, budgetKb }]) => {
    if (!chunks[entry]) throw new Error(`${entry} is not a chunk of the build (route ${route}).`);
    const keys = new Set([...staticClosure(chunks, entryKey), ...staticClosure(chunks, entry)]);
    const files = [...keys].map((key) => chunks[key].file).filter((file) => file.endsWith('.js'));
    const measured = sizes(files);
    return { route, files, ...measured, budgetKb, withinBudget: measured.gzip <= budgetKb * KB };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = measureRoutes();
  for (const r of results) {
    console.log(
      `${r.route.padEnd(10)} initial JS ${(r.gzip / KB).toFixed(1)} kB gzip, ${(r.brotli / KB).toFixed(1)} kB brotli, ` +
        `${(r.raw / KB).toFixed(1)} kB raw (${r.files.length} files); budget ${r.budgetKb} kB gzip: ` +
        (r.withinBudget ? 'OK' : 'OVER BUDGET'),
    );
  }
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'reports', 'size.json'), JSON.stringify(results, null, 2));
  if (process.argv.includes('--check') && results.some((r) => !r.withinBudget)) process.exit(1);
}
