// Initial JavaScript per route: measure/size.mjs's own measurement (gzip, brotli, budget) of dist/,
// and for the eager build, everything its index.html loads.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.ts';
import { size } from './projectScripts.ts';
import type { EagerSize, RouteSize } from './types.ts';

const DIST = path.join(ROOT, 'dist');

const ATTEMPTS = 6;
const RETRY_MS = 10_000;

function sameManifest(a: string, b: string) {
  const read = (dist: string) => readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8');
  return read(a) === read(b);
}

/**
 * Measures dist/ and copies it to where the bench serves it from, so Lighthouse sees the very build
 * measured. Others may be rebuilding dist/ at the same moment: a half-written build is waited out.
 */
export async function measureAndCopyOurBuild(copyTo: string): Promise<RouteSize[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const routes = size.measureRoutes();
      rmSync(copyTo, { recursive: true, force: true });
      cpSync(DIST, copyTo, { recursive: true });
      const missing = routes
        .flatMap((route) => route.files)
        .filter((file) => !existsSync(path.join(copyTo, file)));
      if (missing.length || !sameManifest(DIST, copyTo)) throw new Error('dist/ changed while it was copied');
      return routes;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(
        `  dist/ is being rebuilt (${(error as Error).message}); trying again in ${RETRY_MS / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/** Every JavaScript file a build emitted, relative to its folder. */
function jsFilesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/**
 * The eager build loads all of its JavaScript on the first page, whichever route that is; its
 * build must really be one bundle, or the comparison would flatter it. (public/'s small
 * preload-language.js is copied into both builds alike and left out of both measures, and so is
 * a Web Worker's script, which runs apart from the page in either build.)
 */
export function measureEagerBuild(dist: string): EagerSize {
  const jsFiles = jsFilesOf(dist).filter(
    (file) => file.startsWith(`static${path.sep}`) && !/Worker\w*-[\w-]+\.js$/.test(file),
  );
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const unreferenced = jsFiles.filter((file) => !html.includes(file.split(path.sep).join('/')));
  if (jsFiles.length !== 1 || unreferenced.length > 0) {
    throw new Error(
      `The eager build should be one script loaded by index.html, but has ${jsFiles.join(', ')}` +
        (unreferenced.length ? ` (not in index.html: ${unreferenced.join(', ')})` : ''),
    );
  }
  return { jsFiles, ...size.sizes(jsFiles, dist) };
}
