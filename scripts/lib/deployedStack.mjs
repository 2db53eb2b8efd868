// What an operator deploys, run here: the bundle `npm run build:functions` makes, with the packages
// its package.json names installed as Cloud Functions installs them, in firebase-tools' Functions
// emulator, behind its Hosting emulator serving dist/ with our firebase.json.
//
// firebase-tools starts its own Firestore emulator only on Java 21, so this stack runs the Cloud
// SDK's one (as the rest of the stack does) and joins the two by hand, as firebase-tools would:
// - the functions reach it through FIRESTORE_EMULATOR_HOST, which the Functions emulator passes on
//   from its own environment;
// - it delivers document events to the Functions emulator (`--functions_emulator`), once each
//   document trigger is registered with it (registerDocumentTriggers below).
// Scheduled functions need the Pub/Sub emulator (Java too), so none runs on a schedule here: tests
// call them as Cloud Scheduler does, with a POST to the trigger's address.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localUrl, LOCALHOST } from './ports.mjs';
import { startProcess, waitForHttp } from './processes.mjs';
import { PROJECT_ID, readJson, ROOT, startFirestore } from './stack.mjs';

const DEPENDENCY_CACHE = path.join(ROOT, '.data', 'functions-dependencies');

/** Builds the bundle into `dir` and gives it its dependencies (installed once per package.json). */
function buildFunctions(dir) {
  const built = spawnSync(process.execPath, ['scripts/build-functions.mjs', '--out', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`Building the functions failed:\n${built.stderr}`);
  const manifest = readFileSync(path.join(dir, 'package.json'), 'utf8');
  const cachedManifest = path.join(DEPENDENCY_CACHE, 'package.json');
  const installed =
    existsSync(path.join(DEPENDENCY_CACHE, 'node_modules')) &&
    existsSync(cachedManifest) &&
    readFileSync(cachedManifest, 'utf8') === manifest;
  if (!installed) {
    rmSync(DEPENDENCY_CACHE, { recursive: true, force: true });
    mkdirSync(DEPENDENCY_CACHE, { recursive: true });
    writeFileSync(cachedManifest, manifest);
    console.log("Installing the functions' own dependencies, as Cloud Functions does…");
    const install = spawnSync(
      'npm',
      ['install', '--omit=dev', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline'],
      { cwd: DEPENDENCY_CACHE, encoding: 'utf8' },
    );
    if (install.status !== 0) {
      rmSync(DEPENDENCY_CACHE, { recursive: true, force: true });
      throw new Error(`Installing the functions' dependencies failed:\n${install.stderr}`);
    }
  }
  symlinkSync(path.join(DEPENDENCY_CACHE, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** KEY=value lines; the Functions emulator reads them as Cloud Functions reads a deployed .env. */
const dotenv = (settings) =>
  Object.entries(settings)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');

/**
 * firebase.json as deployed, but for its emulators' ports, and a Content-Security-Policy that also
 * lets the browser reach the Auth and Firestore emulators, where production's points at Google.
 * dist/ is linked beside it: Hosting's emulator serves nothing from an absolute `public` path.
 */
function emulatorConfig({ dir, ports, emulatorOrigins }) {
  const deployed = readJson(path.join(ROOT, 'firebase.json'));
  const headers = deployed.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) => ({
      key,
      value:
        key.toLowerCase() === 'content-security-policy'
          ? value.replace(/connect-src ([^;]*)/, `connect-src $1 ${emulatorOrigins.join(' ')}`)
          : value,
    })),
  }));
  symlinkSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), 'dir');
  const at = (port) => ({ host: LOCALHOST, port });
  const config = {
    hosting: { ...deployed.hosting, public: 'dist', headers },
    functions: deployed.functions,
    emulators: {
      auth: at(ports.deployedAuth),
      functions: at(ports.deployedFunctions),
      hosting: at(ports.deployedHosting),
      hub: at(ports.deployedHub),
      logging: at(ports.deployedLogging),
      eventarc: at(ports.deployedEventarc),
      tasks: at(ports.deployedTasks),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
}

/** The functions firebase-tools found in the bundle, once it has read it. */
async function loadedFunctions(functionsUrl, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.name} exited:\n${child.tail.join('\n')}`);
    try {
      const { backends } = await (await fetch(`${functionsUrl}/backends`)).json();
      const triggers = backends.flatMap((backend) => backend.functionTriggers);
      if (triggers.length > 0) return triggers;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Functions emulator listed no functions at ${functionsUrl}/backends`);
}

/**
 * The value of each secret the functions name: the one given, or a stand-in for a gateway the
 * stack does not use. Without a value here the emulator asks Google's Secret Manager, which is not
 * reachable.
 */
function localSecrets(functionsDir, triggers, given) {
  const names = new Set(
    triggers.flatMap((trigger) => trigger.secretEnvironmentVariables.map(({ key }) => key)),
  );
  writeFileSync(
    path.join(functionsDir, '.secret.local'),
    [...names].map((name) => `${name}=${given[name] ?? 'unused-here'}`).join('\n'),
  );
}

/** The key the Functions emulator files an event trigger under: its id and the load's generation. */
const triggerKey = (trigger) => `${trigger.id}-0`;

/**
 * What firebase-tools does for its own Firestore emulator: registers each document trigger with
 * ours, which then posts each matching event to the Functions emulator.
 */
async function registerDocumentTriggers({ functions, firestoreUrl }) {
  const triggers = functions.filter((trigger) =>
    trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.'),
  );
  for (const trigger of triggers) {
    const { eventType, eventFilters, eventFilterPathPatterns } = trigger.eventTrigger;
    const exact = eventFilters.document;
    const response = await fetch(
      `${firestoreUrl}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${triggerKey(trigger)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          eventType,
          database: eventFilters.database,
          namespace: eventFilters.namespace,
          document: exact
            ? { value: exact, matchType: 'EXACT' }
            : { value: eventFilterPathPatterns.document, matchType: 'PATH_PATTERN' },
        }),
      },
    );
    if (!response.ok) throw new Error(`Registering ${trigger.name} failed: ${await response.text()}`);
  }
  return triggers.map((trigger) => trigger.name);
}

/**
 * Starts the deployed stack in `workDir` (emptied first). `settings` are the functions' .env,
 * `secrets` what they read from Secret Manager. Resolves with the addresses tests use, once the api
 * function answers through Hosting.
 */
export async function startDeployedStack({ ports, workDir, settings, secrets = {} }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const functionsDir = path.join(workDir, 'functions');
  buildFunctions(functionsDir);
  const hostingUrl = localUrl(ports.deployedHosting);
  const functionsUrl = localUrl(ports.deployedFunctions);
  const firestoreUrl = localUrl(ports.deployedFirestore);
  const firestoreHost = `${LOCALHOST}:${ports.deployedFirestore}`;
  const authHost = `${LOCALHOST}:${ports.deployedAuth}`;
  // .env.local: read by the emulator only, never deployed.
  writeFileSync(path.join(functionsDir, '.env.local'), dotenv({ ...settings, PUBLIC_URL: hostingUrl }));
  emulatorConfig({ dir: workDir, ports, emulatorOrigins: [`http://${firestoreHost}`, `http://${authHost}`] });

  await startFirestore({
    port: ports.deployedFirestore,
    rulesFile: path.join(ROOT, 'firestore.rules'),
    logFile: path.join(workDir, 'firestore.log'),
    functionsEmulator: `${LOCALHOST}:${ports.deployedFunctions}`,
  });
  const firebase = startProcess(
    'Functions and Hosting emulators',
    path.join(ROOT, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID],
    {
      cwd: workDir,
      logFile: path.join(workDir, 'emulators.log'),
      env: {
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: process.env.CI ?? 'true',
      },
    },
  );
  const functions = await loadedFunctions(functionsUrl, firebase);
  localSecrets(functionsDir, functions, secrets);
  // The first request starts the api's first instance, which loads the whole bundle.
  await waitForHttp(`${hostingUrl}/api/health`, {
    child: firebase,
    requestTimeoutMs: 60_000,
    accept: (response) => response.ok,
  });
  const documentTriggers = await registerDocumentTriggers({ functions, firestoreUrl });
  return {
    hostingUrl,
    functionsUrl,
    documentTriggers,
    env: {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      BLOB_DIR: settings.BLOB_DIR,
    },
  };
}
