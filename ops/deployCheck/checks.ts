// What `npm run deploy:check` verifies, in the order it reports them. Each check answers the
// problems it found (none: passed) and a summary of what it looked at.
import {
  checkBundleStarts,
  checkDeployReadsBundle,
  checkSecretsGiven,
  inspectBundle,
  type BundleFindings,
  type BundleUses,
} from './bundleChecks.ts';
import { checkHosting } from './hostingCheck.ts';
import { checkLocations } from './locationsCheck.ts';
import { shownPath, type ProductionSettings } from './productionSettings.ts';
import { checkIndexes } from './queries/indexesCheck.ts';
import { checkReleases } from './releaseCheck.ts';
import { checkSettingNames, checkSettings, type Findings } from './settingsChecks.ts';

export type DeployCheckInputs = {
  root: string;
  settings: ProductionSettings;
  indexesFile: string;
  firebaseJsonFile: string;
  /** An existing build to check instead of building one. */
  functionsDir?: string;
  /** The built app to deploy. */
  distDir: string;
  /** The live site, whose release the build must carry; not compared without it. */
  site?: string;
};

type Context = DeployCheckInputs & { bundle(): Promise<BundleFindings | Error> };

const CHECKS = {
  settings: {
    title: () => "the production settings are accepted by the function's parseFunctionEnv",
    run: async (context: Context) => checkSettings(context.root, context.settings),
  },
  names: {
    title: () => "every setting's name is one Cloud Functions accepts, by firebase-tools' validateKey",
    run: async (context: Context) => checkSettingNames(context.settings),
  },
  bundle: {
    reads: 'manifest',
    title: () => 'firebase deploy finds the functions in the bundle',
    run: async (context: Context) => checkDeployReadsBundle(await context.bundle()),
  },
  start: {
    reads: 'start',
    title: () => 'the bundle starts with the production settings and answers GET /api/health',
    run: async (context: Context) => checkBundleStarts(await context.bundle()),
  },
  secrets: {
    reads: 'functions',
    title: () => "every function is given the gateways' keys from Secret Manager",
    run: async (context: Context) => checkSecretsGiven(await context.bundle()),
  },
  hosting: {
    reads: 'functions',
    title: (inputs: DeployCheckInputs) =>
      `${shownPath(inputs.root, inputs.firebaseJsonFile)}: Hosting's rewrites reach exported functions, and the build is deployed`,
    run: async (context: Context) =>
      checkHosting(context.firebaseJsonFile, await context.bundle(), context.settings),
  },
  releases: {
    title: (inputs: DeployCheckInputs) =>
      `${shownPath(inputs.root, inputs.distDir)}: pages of the live release keep finding their files after the deploy`,
    run: async (context: Context) => checkReleases(context.firebaseJsonFile, context.distDir, context.site),
  },
  locations: {
    reads: 'functions',
    title: (inputs: DeployCheckInputs) =>
      `where the data lives: the Firestore location in ${shownPath(inputs.root, inputs.firebaseJsonFile)}, the Storage bucket and the functions' regions`,
    run: async (context: Context) =>
      checkLocations(context.firebaseJsonFile, await context.bundle(), context.settings),
  },
  indexes: {
    title: (inputs: DeployCheckInputs) =>
      `every Firestore query has its composite index in ${shownPath(inputs.root, inputs.indexesFile)}`,
    run: async (context: Context) => checkIndexes(context.root, context.indexesFile),
  },
} satisfies Record<
  string,
  {
    /** What of the bundle the check reads, if anything (BundleUses). */
    reads?: keyof BundleUses;
    title(inputs: DeployCheckInputs): string;
    run(context: Context): Promise<Findings>;
  }
>;

export type CheckName = keyof typeof CHECKS;
export const CHECK_NAMES = Object.keys(CHECKS) as CheckName[];
export type CheckReport = Findings & { name: CheckName; title: string };

/** Runs the named checks (all by default), one after another, each once whatever it throws. */
export async function runDeployChecks(
  inputs: DeployCheckInputs,
  only: CheckName[] = CHECK_NAMES,
): Promise<CheckReport[]> {
  const chosen = CHECK_NAMES.filter((each) => only.includes(each));
  const reads = new Set(chosen.map((name) => (CHECKS[name] as { reads?: keyof BundleUses }).reads));
  const uses = {
    manifest: reads.has('manifest'),
    start: reads.has('start'),
    functions: reads.has('functions'),
  };
  let bundle: Promise<BundleFindings | Error> | undefined;
  const context: Context = {
    ...inputs,
    bundle: () => (bundle ??= inspectBundle(inputs.root, inputs.settings, inputs.functionsDir, uses)),
  };
  const reports: CheckReport[] = [];
  for (const name of chosen) {
    const check = CHECKS[name];
    const findings = await check.run(context).catch((error: unknown) => ({
      problems: [`the check itself failed: ${(error as Error).stack ?? String(error)}`],
      summary: '',
    }));
    reports.push({ name, title: check.title(inputs), ...findings });
  }
  return reports;
}
