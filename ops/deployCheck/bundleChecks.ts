// The functions bundle: what `firebase deploy` finds in it, whether it starts with the production
// settings, and whether each function is given the secrets its start-up reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FUNCTION_SECRETS } from '#server/functionSecrets.ts';
import { prepareBundle, readManifest, startBundle, type Endpoint, type Started } from './functionsBundle.ts';
import type { ProductionSettings } from './productionSettings.ts';
import type { Findings } from './settingsChecks.ts';

export type BundleFindings = {
  origin: string;
  /** The bundle's package.json, which Cloud Functions installs and runs. */
  packageJson: { engines?: { node?: string } };
  manifest: Endpoint[] | Error;
  started: Started | Error;
};

/** A message of several lines (parseFunctionEnv's) on the report's one line. */
const oneLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

const settled = <T>(promise: Promise<T>) => promise.catch((error: unknown) => error as Error);

/**
 * What the chosen checks read of the bundle: its manifest as firebase deploy reads it, the
 * instance it starts, or its functions (the manifest's, or the instance's when the manifest could
 * not be read). Each is a process of its own, seconds long: what no check reads is not done.
 */
export type BundleUses = { manifest: boolean; start: boolean; functions: boolean };

/** Builds (or copies) the bundle, reads it as firebase deploy does, then starts it; cleans up. */
export async function inspectBundle(
  root: string,
  settings: ProductionSettings,
  existing: string | undefined,
  uses: BundleUses,
): Promise<BundleFindings | Error> {
  const bundle = await settled(prepareBundle(root, existing));
  if (bundle instanceof Error) return bundle;
  const unused = new Error('not looked at: no chosen check needs it');
  try {
    const packageJson = JSON.parse(
      readFileSync(path.join(bundle.dir, 'package.json'), 'utf8'),
    ) as BundleFindings['packageJson'];
    const manifest = uses.manifest || uses.functions ? await settled(readManifest(bundle, settings)) : unused;
    const started =
      uses.start || (uses.functions && manifest instanceof Error)
        ? await settled(startBundle(root, bundle, settings))
        : unused;
    return { origin: bundle.origin, packageJson, manifest, started };
  } finally {
    bundle.remove();
  }
}

export function checkDeployReadsBundle(findings: BundleFindings | Error): Findings {
  if (findings instanceof Error) return { problems: [findings.message], summary: '' };
  const { manifest } = findings;
  if (manifest instanceof Error)
    return { problems: [`firebase deploy could not load the bundle: ${manifest.message}`], summary: '' };
  if (manifest.length === 0) return { problems: ['the bundle exports no function'], summary: '' };
  const regions = [...new Set(manifest.flatMap(({ regions }) => regions))];
  return {
    problems: [],
    summary: `${findings.origin}: ${manifest.map(({ name, trigger }) => `${name} (${trigger})`).join(', ')} in ${regions.join(', ')}`,
  };
}

export function checkBundleStarts(findings: BundleFindings | Error): Findings {
  if (findings instanceof Error) return { problems: [findings.message], summary: '' };
  const { started } = findings;
  if (started instanceof Error)
    return { problems: [`the bundle did not load: ${started.message}`], summary: '' };
  const { health, functions } = started;
  if (!health)
    return {
      problems: [
        `the bundle exports no api function (it exports ${functions.map(({ name }) => name).join(', ')})`,
      ],
      summary: '',
    };
  if (health.status !== 200)
    return {
      problems: [`GET /api/health answered ${health.status}: ${oneLine(health.failure ?? health.body)}`],
      summary: '',
    };
  return { problems: [], summary: `NODE_ENV=production, no emulator; ${health.body}` };
}

/**
 * The bundle's functions as firebase deploy reads them or, when it could not (a failure the bundle
 * check reports), as a started instance sees them: the later checks then still say what they can.
 */
export function exportedFunctions(findings: BundleFindings | Error): Endpoint[] | Error {
  if (findings instanceof Error) return findings;
  if (!(findings.manifest instanceof Error)) return findings.manifest;
  return findings.started instanceof Error
    ? new Error('cannot tell: the bundle loaded neither as firebase deploy reads it nor as it starts')
    : findings.started.functions;
}

export function checkSecretsGiven(findings: BundleFindings | Error): Findings {
  const exported = exportedFunctions(findings);
  if (exported instanceof Error) return { problems: [exported.message], summary: '' };
  // Functions missing the same secrets are named together.
  const byMissing = new Map<string, string[]>();
  for (const { name, secrets } of exported) {
    const missing = FUNCTION_SECRETS.filter((secret) => !secrets.includes(secret)).join(', ');
    if (missing) byMissing.set(missing, [...(byMissing.get(missing) ?? []), name]);
  }
  const problems = [...byMissing].map(
    ([missing, names]) =>
      `${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} not given ${missing}: a function reads only the secrets named in its options (secrets:), and each reads them all as it starts`,
  );
  return {
    problems,
    summary: `${FUNCTION_SECRETS.join(', ')} to each of ${exported.length} functions`,
  };
}
