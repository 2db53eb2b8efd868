// The settings the functions will be deployed with: the operator's functions/.env files for the
// project, read as firebase-tools reads them, or functions.env.example when there are none yet.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FUNCTION_SECRETS } from '#server/functionSecrets.ts';

/** firebase-tools' own reading of a function's .env file, and its check of each name. */
export const firebaseToolsEnv = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js') as {
  parse(data: string): { envs: Record<string, string>; errors: string[] };
  validateKey(key: string): void;
};

export const EXAMPLE_FILE = 'functions.env.example';
/**
 * Where `npm run build:functions` writes the bundle (scripts/build-functions.mjs), which firebase.json
 * deploys, with the settings files firebase-tools reads beside it.
 */
export const FUNCTIONS_FOLDER = 'functions';
/** The project id the bundle is started with when no project is chosen (its Firebase config's). */
const EXAMPLE_PROJECT = 'apply-tz-example';

export type ProductionSettings = {
  /** The files read, relative to the repository, in the order firebase-tools applies them. */
  files: string[];
  values: Record<string, string>;
  /** Lines of the files that are not KEY=value (firebase-tools refuses such a file). */
  unreadable: string[];
  projectId: string;
  /** The settings file a chosen project lacks, when the example was read instead. */
  missing?: string;
};

/** A file as the report names it: from the repository when inside it, else in full. */
export function shownPath(root: string, file: string): string {
  const relative = path.relative(root, path.resolve(root, file));
  return relative.startsWith('..') ? path.resolve(root, file) : relative;
}

/** The project `npx firebase use` made this folder's, where firebase-tools keeps it (its configstore). */
function activeProject(root: string): string | undefined {
  const { configstore } = createRequire(import.meta.url)('firebase-tools/lib/configstore.js') as {
    configstore: { get(key: string): Record<string, string> | undefined };
  };
  const active = configstore.get('activeProjects') ?? {};
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    if (active[dir]) return active[dir];
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The project id `--project` names, itself or through an alias of .firebaserc, as firebase-tools does. */
function projectIdOf(root: string, project: string): string {
  const rc = path.join(root, '.firebaserc');
  if (!existsSync(rc)) return project;
  const aliases = (JSON.parse(readFileSync(rc, 'utf8')) as { projects?: Record<string, string> }).projects;
  return aliases?.[project] ?? project;
}

/**
 * The settings files that exist for the project (--project, or the one `firebase use` chose):
 * functions/.env, .env.<project id>, .env.<alias>, merged as firebase-tools merges them;
 * functions.env.example with no project or no file; or `settingsFile` alone.
 */
export function readProductionSettings(
  root: string,
  options: { settingsFile?: string; project?: string },
): ProductionSettings {
  const project = options.project ?? activeProject(root);
  const projectId = project ? projectIdOf(root, project) : undefined;
  const projectFiles = [...new Set(['.env', `.env.${projectId}`, `.env.${project}`])]
    .map((name) => path.join(FUNCTIONS_FOLDER, name))
    .filter((file) => projectId && existsSync(path.join(root, file)));
  const files = options.settingsFile
    ? [shownPath(root, options.settingsFile)]
    : projectFiles.length > 0
      ? projectFiles
      : [EXAMPLE_FILE];
  let values: Record<string, string> = {};
  const unreadable: string[] = [];
  for (const file of files) {
    const { envs, errors } = firebaseToolsEnv.parse(readFileSync(path.resolve(root, file), 'utf8'));
    values = { ...values, ...envs };
    unreadable.push(...errors.map((line) => `${file}: ${line}`));
  }
  const missing =
    projectId && !options.settingsFile && projectFiles.length === 0
      ? path.join(FUNCTIONS_FOLDER, `.env.${projectId}`)
      : undefined;
  return { files, values, unreadable, projectId: projectId ?? EXAMPLE_PROJECT, missing };
}

/** What Cloud Functions adds to every function's settings: the project and its Firebase config. */
export function platformSettings(settings: ProductionSettings): Record<string, string> {
  const { projectId } = settings;
  const storageBucket = settings.values.STORAGE_BUCKET ?? `${projectId}.firebasestorage.app`;
  return { GCLOUD_PROJECT: projectId, FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket }) };
}

/** Stand-ins for the values Secret Manager gives a running function. */
export const secretStandIns = (): Record<string, string> =>
  Object.fromEntries(FUNCTION_SECRETS.map((name) => [name, `deploy-check-${name.toLowerCase()}`]));

/** Everything a running instance of a function reads: settings, secrets, and what the platform sets. */
export function runningInstanceSettings(settings: ProductionSettings): Record<string, string> {
  return {
    ...settings.values,
    ...secretStandIns(),
    ...platformSettings(settings),
    NODE_ENV: 'production',
    K_SERVICE: 'api',
    FUNCTION_TARGET: 'api',
  };
}
