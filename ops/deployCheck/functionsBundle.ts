// The functions bundle read as `firebase deploy` reads it, and started as a Cloud Functions instance
// starts it: each in a process of its own, with the production settings, nothing of this
// machine's environment, and so no emulator.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FUNCTIONS_FOLDER,
  platformSettings,
  runningInstanceSettings,
  type ProductionSettings,
} from './productionSettings.ts';

export type Bundle = { dir: string; origin: string; remove(): void };

/** A function as firebase-tools' manifest describes it. */
export type Endpoint = {
  name: string;
  regions: string[];
  trigger: 'https' | 'event' | 'schedule' | 'other';
  secrets: string[];
};

type Run = { code: number | null; stdout: string; stderr: string };

const run = (args: string[], env: Record<string, string>, cwd: string): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

/** Only what a program needs to run: nothing of this machine's Firebase settings or emulators. */
const bareEnvironment = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir() });

/** What a failed program said, without its stack frames, on one line. */
const lastWords = (text: string, count = 6) =>
  text
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(-count)
    .map((line) => line.trim())
    .join(' ');

/**
 * A copy of the bundle, which a rebuild meanwhile leaves alone: of functions/ as
 * `npm run build:functions` builds it now, or of an existing build. It runs with the repository's
 * packages.
 */
export async function prepareBundle(root: string, existing?: string): Promise<Bundle> {
  if (!existing) {
    const build = await run(['scripts/build-functions.mjs'], process.env as Record<string, string>, root);
    if (build.code !== 0)
      throw new Error(`npm run build:functions failed:\n${lastWords(build.stderr || build.stdout)}`);
  }
  const source = path.resolve(root, existing ?? FUNCTIONS_FOLDER);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-check-functions-'));
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => path.basename(file) !== 'node_modules' && !path.basename(file).startsWith('.env'),
  });
  // The bundle imports firebase-admin, firebase-functions, pdfkit and fontkit by name, and Cloud
  // Functions installs them from its package.json, whose ranges are this repository's. A copy
  // outside the repository finds no node_modules by walking up, and ESM imports ignore NODE_PATH, so
  // the copy gets a link to the repository's.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    origin: existing ? `the build in ${existing}` : 'npm run build:functions',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The functions `firebase deploy` would find: firebase-functions' own loader, run as firebase-tools
 * runs it, with the settings files' values and no secret (a deploy has none).
 */
export async function readManifest(bundle: Bundle, settings: ProductionSettings): Promise<Endpoint[]> {
  const output = path.join(bundle.dir, '..', `${path.basename(bundle.dir)}.manifest.json`);
  const loader = path.join(
    bundle.dir,
    'node_modules',
    'firebase-functions',
    'lib',
    'bin',
    'firebase-functions.js',
  );
  try {
    const result = await run(
      [loader, bundle.dir],
      {
        ...settings.values,
        ...platformSettings(settings),
        ...bareEnvironment(),
        GOOGLE_CLOUD_QUOTA_PROJECT: settings.projectId,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
      },
      bundle.dir,
    );
    if (result.code !== 0) throw new Error(lastWords(result.stderr || result.stdout));
    const manifest = JSON.parse(readFileSync(output, 'utf8')) as { endpoints: Record<string, WireEndpoint> };
    return Object.entries(manifest.endpoints).map(([name, endpoint]) => endpointOf(name, endpoint));
  } finally {
    rmSync(output, { force: true });
  }
}

type WireEndpoint = {
  region?: string[];
  httpsTrigger?: object;
  eventTrigger?: object;
  scheduleTrigger?: object;
  secretEnvironmentVariables?: { key: string }[];
};

function endpointOf(name: string, wire: WireEndpoint): Endpoint {
  const trigger = wire.httpsTrigger
    ? 'https'
    : wire.eventTrigger
      ? 'event'
      : wire.scheduleTrigger
        ? 'schedule'
        : 'other';
  return {
    name,
    // firebase-tools deploys a function without a region to us-central1.
    regions: wire.region ?? ['us-central1'],
    trigger,
    secrets: (wire.secretEnvironmentVariables ?? []).map(({ key }) => key),
  };
}

export type Started = {
  /** The functions the module exports, as the instance sees them. */
  functions: Endpoint[];
  health?: { status: number; body: string; failure?: string };
};

/** The bundle started as an instance of `api` is, asked for GET /api/health (startBundle.mjs). */
export async function startBundle(
  root: string,
  bundle: Bundle,
  settings: ProductionSettings,
): Promise<Started> {
  const result = await run(
    [path.join(root, 'ops', 'deployCheck', 'startBundle.mjs'), bundle.dir],
    { ...runningInstanceSettings(settings), ...bareEnvironment() },
    bundle.dir,
  );
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.code !== 0 || !last.startsWith('{')) throw new Error(lastWords(result.stderr || result.stdout));
  const { functions, health } = JSON.parse(last) as {
    functions: Record<string, WireEndpoint>;
    health?: Started['health'];
  };
  return { functions: Object.entries(functions).map(([name, wire]) => endpointOf(name, wire)), health };
}
