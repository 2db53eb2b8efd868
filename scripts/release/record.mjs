// What a release is made of, written beside the built app as /release.json: its name and every
// hashed file it serves. The next release's deploy reads it from the live site to keep serving
// these files (scripts/release/carry.ts), so a page or service worker opened before the deploy
// still finds every chunk it asks for. Plain JavaScript: vite.config.ts and the scripts share it.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The record's address under the site, and its file under dist/. */
export const RELEASE_RECORD = 'release.json';

/** Hashed files, served as immutable (firebase.json): the ones a page of another release may ask for. */
export const HASHED_FOLDER = 'static';

/**
 * The release's name: APP_RELEASE when set (a CI build number), else the commit and the build's
 * time, so two builds of one commit are two releases too.
 */
export function releaseName(env = process.env) {
  if (env.APP_RELEASE) return env.APP_RELEASE;
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    // Not a git checkout (an unpacked archive): the time alone names it.
  }
  return `${commit}-${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}`;
}

/** The hashed files of a built app, as paths under the site (`static/x-1a2b.js`), sorted. */
export function hashedFiles(distDir) {
  const folder = path.join(distDir, HASHED_FOLDER);
  return readdirSync(folder)
    .filter((name) => !name.endsWith('.map'))
    .sort()
    .map((name) => `${HASHED_FOLDER}/${name}`);
}
