// firebase.json against the bundle: each Hosting rewrite to a function names one the bundle
// exports, in its region and reachable over HTTPS; the functions deployed are the build's; and,
// once App Check is on, the page may load reCAPTCHA Enterprise and reach App Check.
import { readFileSync } from 'node:fs';
import { exportedFunctions, type BundleFindings } from './bundleChecks.ts';
import { FUNCTIONS_FOLDER, type ProductionSettings } from './productionSettings.ts';
import type { Findings } from './settingsChecks.ts';

/** Hosting's rewrites and firebase-tools reach a function without a region in us-central1. */
const DEFAULT_REGION = 'us-central1';

type Rewrite = { source?: string; function?: string | { functionId: string; region?: string } };
type FirebaseJson = {
  functions?: { source?: string; runtime?: string } | { source?: string; runtime?: string }[];
  hosting?: Hosting | Hosting[];
};
type Hosting = {
  rewrites?: Rewrite[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
};

/** What reCAPTCHA Enterprise and App Check need of the Content-Security-Policy (a directive each). */
const APP_CHECK_SOURCES: Record<string, string[]> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com/'],
};
const FALLBACKS: Record<string, string[]> = { 'frame-src': ['child-src', 'default-src'] };

export function checkHosting(
  firebaseJsonFile: string,
  findings: BundleFindings | Error,
  settings: ProductionSettings,
): Findings {
  const config = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson;
  const problems: string[] = [];
  const codebases = [config.functions ?? []].flat();
  const deployed = codebases.find(({ source }) => source === FUNCTIONS_FOLDER);
  if (!deployed)
    problems.push(
      `${firebaseJsonFile} deploys functions from ${codebases.map(({ source }) => source).join(', ') || 'nowhere'}, not from ${FUNCTIONS_FOLDER}/, where npm run build:functions writes`,
    );
  if (findings instanceof Error) return { problems: [...problems, findings.message], summary: '' };
  const exported = exportedFunctions(findings);
  if (exported instanceof Error) return { problems: [...problems, exported.message], summary: '' };

  const wanted = `nodejs${findings.packageJson.engines?.node}`;
  if (deployed?.runtime && deployed.runtime !== wanted)
    problems.push(
      `${firebaseJsonFile} runs the functions on ${deployed.runtime}, the bundle is built for ${wanted}`,
    );

  const sites = [config.hosting ?? []].flat();
  const rewrites = sites.flatMap(({ rewrites = [] }) => rewrites).filter((rewrite) => rewrite.function);
  for (const { source, function: target } of rewrites) {
    const { functionId, region = DEFAULT_REGION } =
      typeof target === 'string' ? { functionId: target } : target!;
    const endpoint = exported.find(({ name }) => name === functionId);
    if (!endpoint) {
      problems.push(
        `the rewrite of ${source} goes to ${functionId}, which the bundle does not export (it exports ${exported.map(({ name }) => name).join(', ')})`,
      );
    } else if (!endpoint.regions.includes(region)) {
      problems.push(
        `the rewrite of ${source} goes to ${functionId} in ${region}, but ${functionId} is deployed to ${endpoint.regions.join(', ')}`,
      );
    } else if (endpoint.trigger !== 'https') {
      problems.push(`the rewrite of ${source} goes to ${functionId}, which is not an HTTPS function`);
    }
  }
  if (rewrites.length === 0)
    problems.push(`${firebaseJsonFile} rewrites nothing to a function: /api would not reach the API`);

  if (settings.values.APP_CHECK_SITE_KEY) problems.push(...appCheckBlocked(sites));
  return {
    problems,
    summary: `${rewrites.map(({ source, function: target }) => `${source} → ${typeof target === 'string' ? target : target!.functionId}`).join(', ')}; functions from ${FUNCTIONS_FOLDER}/ on ${wanted}`,
  };
}

/** The sources the policy Hosting sends with every page lacks for App Check, each named. */
function appCheckBlocked(sites: Hosting[]): string[] {
  const policy = sites
    .flatMap(({ headers = [] }) => headers)
    .filter(({ source }) => source === '**')
    .flatMap(({ headers }) => headers)
    .find(({ key }) => key.toLowerCase() === 'content-security-policy')?.value;
  if (!policy) return [];
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
  return Object.entries(APP_CHECK_SOURCES).flatMap(([directive, needed]) => {
    const name = [directive, ...(FALLBACKS[directive] ?? ['default-src'])].find((each) =>
      directives.has(each),
    );
    const allowed = name ? directives.get(name)! : ['*'];
    const blocked = needed.filter((url) => !allowed.some((source) => allows(source, url)));
    return blocked.length === 0
      ? []
      : [
          `APP_CHECK_SITE_KEY is set, but Hosting's Content-Security-Policy (${name}) blocks ${blocked.join(' and ')}: the app could not get App Check tokens`,
        ];
  });
}

function allows(source: string, url: string): boolean {
  if (source === '*' || source === 'https:') return true;
  if (source.startsWith("'")) return false;
  const withPath = /^https:\/\/[^/]+\//.test(source);
  return withPath ? url.startsWith(source) : url.startsWith(`${source}/`);
}
