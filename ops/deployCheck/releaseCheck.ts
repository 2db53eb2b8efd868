// Whether this deploy would strand pages of the live release: the built app must carry the live
// site's hashed files (npm run release:carry), and Hosting must answer a missing one with a 404,
// never with a page the browser would try to run as a script.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Minimatch } from 'minimatch';
import { HASHED_FOLDER, RELEASE_RECORD } from '../../scripts/release/record.mjs';
import { readBuiltRecord, releaseRecordSchema } from '../release/releaseRecord.ts';
import type { Findings } from './settingsChecks.ts';

type Hosting = {
  rewrites?: { source?: string; destination?: string }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
};

function hostingProblems(firebaseJsonFile: string): string[] {
  const { hosting } = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as { hosting?: Hosting };
  const problems: string[] = [];
  const chunk = `/${HASHED_FOLDER}/gone-1a2b3c.js`;
  const pageRewrite = hosting?.rewrites?.find(
    (rule) => rule.destination && rule.source && new Minimatch(rule.source).match(chunk),
  );
  if (pageRewrite)
    problems.push(
      `the rewrite ${pageRewrite.source} → ${pageRewrite.destination} answers a missing ${chunk} with a page: ` +
        'an open page of the release before would fail on it instead of moving to the new one',
    );
  const cached = (hosting?.headers ?? [])
    .filter((rule) => new Minimatch(rule.source).match(`/${RELEASE_RECORD}`))
    .flatMap((rule) => rule.headers)
    .filter(({ key }) => key.toLowerCase() === 'cache-control')
    .at(-1);
  if (cached?.value !== 'no-cache')
    problems.push(
      `/${RELEASE_RECORD} is not served with Cache-Control: no-cache: the next deploy may read a stale one`,
    );
  return problems;
}

async function liveFiles(site: string): Promise<string[] | string> {
  try {
    const response = await fetch(new URL(RELEASE_RECORD, site));
    if (response.status === 404) return [];
    const record = releaseRecordSchema.parse(await response.json());
    return [...record.files, ...record.carried.flatMap(({ files }) => files)];
  } catch (error) {
    return `${site} could not be read (${(error as Error).message})`;
  }
}

/**
 * Checks firebase.json's handling of hashed files and, given the live site's address, that the
 * build in `distDir` serves every file the live release serves (its own and those it carries).
 */
export async function checkReleases(
  firebaseJsonFile: string,
  distDir: string,
  site: string | undefined,
): Promise<Findings> {
  const problems = hostingProblems(firebaseJsonFile);
  const built = existsSync(distDir) ? readBuiltRecord(distDir) : undefined;
  if (!built) {
    problems.push(`${distDir} holds no ${RELEASE_RECORD}: build the app (npm run build) before checking it`);
    return { problems, summary: '' };
  }
  const missingOwn = built.files.filter((file) => !existsSync(path.join(distDir, file)));
  if (missingOwn.length)
    problems.push(`the build lacks ${missingOwn.length} of its own files: ${missingOwn[0]}…`);
  if (!site) {
    return {
      problems,
      summary: `release ${built.release}, carrying ${built.carried.length} earlier; the live site not compared (--site)`,
    };
  }
  const live = await liveFiles(site);
  if (typeof live === 'string') problems.push(live);
  else {
    const missing = live.filter((file) => !existsSync(path.join(distDir, file)));
    if (missing.length)
      problems.push(
        `${missing.length} files ${site} serves are not in the build (${missing[0]}…): pages open there would ` +
          'fail after this deploy; run npm run release:carry',
      );
  }
  return { problems, summary: `release ${built.release}, carrying every file ${site} serves` };
}
