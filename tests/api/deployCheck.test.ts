// `npm run deploy:check`, as an operator runs it before `firebase deploy`: it passes on the
// repository's own files, and on copies with one thing broken it fails, naming what is wrong: an
// index a query needs, a rewrite to a function that is not exported or not in its region, a
// production setting left out, a secret written in a settings file. It needs no emulator: the
// bundle runs in a process of its own with none.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_SECRETS } from '#server/functionSecrets.ts';
import { checkSecretsGiven, type BundleFindings } from '../../ops/deployCheck/bundleChecks.ts';
import { isServed, neededIndex, type DeclaredIndex } from '../../ops/deployCheck/queries/neededIndex.ts';
import { runScript } from '../support/runScript.ts';

const deployCheck = (...args: string[]) => runScript('deploy-check.ts', args);

/** The report's line for a check, by the start of its title. */
const lineOf = (output: string, title: string) =>
  output.split('\n').find((line) => line.includes(title)) ?? `(no line for "${title}")`;

const work = mkdtempSync(path.join(os.tmpdir(), 'deploy-check-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of one of the repository's files in the test's folder, changed by `change`. */
function brokenCopy(file: string, change: (text: string) => string) {
  const copy = path.join(work, path.basename(file));
  writeFileSync(copy, change(readFileSync(file, 'utf8')));
  return copy;
}

/**
 * The bundle as `npm run build:functions` builds it, once, for the runs that check broken copies of
 * other files against it (`--functions`): the first run builds its own, as an operator's does.
 */
const built = path.join(work, 'functions');

// Each run builds the bundle and starts it, and reads the code with the TypeScript compiler: tens
// of seconds on a busy machine.
describe('npm run deploy:check', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-functions.mjs', '--out', built]);
  }, 120_000);

  it("passes on the repository's files, naming what it looked at", async () => {
    // The secrets check waits on server/function.ts naming them; it is tested on its own below.
    const run = await deployCheck(
      '--only',
      'settings,names,bundle,start,hosting,indexes',
      // Whatever project `firebase use` chose on this machine.
      '--settings',
      'functions.env.example',
    );
    expect(run.output).not.toContain('failed  ');
    expect(run.code, run.output).toBe(0);
    expect(lineOf(run.stdout, 'accepted by')).toMatch(/passed .*functions\.env\.example.*PUBLIC_URL/);
    expect(lineOf(run.stdout, 'finds the functions')).toMatch(/passed .*api \(https\).*europe-west1/);
    expect(lineOf(run.stdout, 'answers GET /api/health')).toMatch(/passed .*"status":"ok"/);
    expect(lineOf(run.stdout, 'composite index')).toMatch(/passed .*queries read from the code/);
    expect(lineOf(run.stdout, "Hosting's rewrites")).toMatch(/passed .*\/api\/\*\* → api/);
    expect(run.stdout).toMatch(/6 passed, 0 failed/);
  });

  it('reports where the data lives, and fails while firebase.json leaves the Firestore location to chance', async () => {
    const run = await deployCheck(
      '--only',
      'locations',
      '--settings',
      'functions.env.example',
      '--functions',
      built,
    );
    expect(run.code, run.output).toBe(0);
    expect(lineOf(run.stdout, 'where the data lives')).toMatch(
      /passed .*Firestore africa-south1; Storage bucket applytz\.firebasestorage\.app .*; functions in europe-west1/,
    );

    const unnamed = brokenCopy('firebase.json', (text) => {
      const config = JSON.parse(text) as { firestore: { location?: string } };
      delete config.firestore.location;
      return JSON.stringify(config);
    });
    const failed = await deployCheck(
      '--only',
      'locations',
      '--settings',
      'functions.env.example',
      '--firebase-json',
      unnamed,
      '--functions',
      built,
    );
    expect(failed.code).toBe(1);
    expect(lineOf(failed.stdout, 'where the data lives')).toMatch(
      /failed .*no "location".*nam5 \(United States\)/,
    );
  });

  it('fails on a missing index, a wrong rewrite or source, and a missing setting, naming each', async () => {
    const indexes = brokenCopy('firestore.indexes.json', (text) => {
      const file = JSON.parse(text) as { indexes: DeclaredIndex[] };
      // One a query of the API's needs, and three of a staff list: a search with a status filter,
      // one agent's applications, and a search among them; gone from the applications and from
      // the rows the staff lists read.
      const listIndexes = [
        'searchPrefixes,status,createdAt',
        'AAN,createdAt',
        'AAN,searchPrefixes,createdAt',
      ];
      const gone = (index: DeclaredIndex) =>
        index.collectionGroup === 'applicationEvents' ||
        (['tinApplications', 'tinApplicationsRows'].includes(index.collectionGroup) &&
          listIndexes.includes(index.fields.map(({ fieldPath }) => fieldPath).join()));
      return JSON.stringify({ ...file, indexes: file.indexes.filter((index) => !gone(index)) });
    });
    const firebaseJson = brokenCopy('firebase.json', (text) => {
      const config = JSON.parse(text) as { hosting: { rewrites: object[] }; functions: { source: string }[] };
      config.functions[0]!.source = 'server';
      config.hosting.rewrites.unshift(
        { source: '/v2/**', function: { functionId: 'apiV2', region: 'europe-west1' } },
        { source: '/us/**', function: { functionId: 'api', region: 'us-central1' } },
      );
      return JSON.stringify(config);
    });
    const settings = brokenCopy(
      'functions.env.example',
      (text) => `${text.replace(/^PUBLIC_URL=.*\n/m, '')}\nSELCOM_API_SECRET=written-here\n`,
    );

    const files = await deployCheck(
      '--only',
      'hosting,indexes',
      '--indexes',
      indexes,
      '--firebase-json',
      firebaseJson,
      '--functions',
      built,
    );
    expect(files.code, files.output).toBe(1);
    expect(files.stdout).toMatch(/0 passed, 2 failed/);
    expect(files.stdout).toMatch(
      /the rewrite of \/v2\/\*\* goes to apiV2, which the bundle does not export \(it exports [^)]*\bapi,/,
    );
    expect(files.stdout).toContain(
      'the rewrite of /us/** goes to api in us-central1, but api is deployed to europe-west1',
    );
    expect(files.stdout).toContain(
      'deploys functions from server, not from functions/, where npm run build:functions writes',
    );
    expect(files.stdout).toMatch(
      /server\/applications\/events\.ts:\d+ \(listEvents\)( and \d+ more)? needs applicationEvents \(applicationId ==, at desc\), which is not declared/,
    );
    expect(files.stdout).toMatch(
      /applicationsQuery\.ts#pageQuery and \d+ more needs tinApplicationsRows \(status ==, searchPrefixes array-contains, createdAt desc\)/,
    );
    // Named by whichever query needs it first, a staff list's or another.
    expect(files.stdout).toContain('needs tinApplications (AAN ==, createdAt desc), which is not declared');
    expect(files.stdout).toContain(
      'needs tinApplicationsRows (AAN ==, createdAt desc), which is not declared',
    );
    // A staff list narrowed to an agent and searched, and an agent's My clients searched.
    expect(files.stdout).toMatch(
      /(#pageQuery|#agentClients).* needs tinApplications \(AAN ==, searchPrefixes array-contains, createdAt desc\)/,
    );
    expect(files.stdout).toMatch(
      /#pageQuery.* needs tinApplicationsRows \(AAN ==, searchPrefixes array-contains, createdAt desc\)/,
    );

    const withSettings = await deployCheck(
      '--only',
      'settings,start',
      '--settings',
      settings,
      '--functions',
      built,
    );
    expect(withSettings.code, withSettings.output).toBe(1);
    expect(withSettings.stdout).toMatch(/0 passed, 2 failed/);
    expect(withSettings.stdout).toMatch(/failed .*accepted by.*SELCOM_API_SECRET is a secret/);
    expect(withSettings.stdout).toContain('PUBLIC_URL: is required in production');
    // Refused as an instance reads its settings: at its first request, or as the module loads.
    expect(lineOf(withSettings.stdout, 'answers GET /api/health')).toMatch(
      /failed .*(answered 500|did not load).*PUBLIC_URL/,
    );
  });
});

describe('npm run deploy:check for a project', { timeout: 60_000 }, () => {
  it('fails when the project has no settings file, which firebase deploy would need', async () => {
    const run = await deployCheck('--only', 'settings', '--project', 'apply-tz-nowhere');
    expect(run.code, run.output).toBe(1);
    expect(run.stdout).toContain('Checking the deployment of project apply-tz-nowhere');
    expect(run.stdout).toContain(
      'there is no functions/.env.apply-tz-nowhere: firebase deploy would deploy the functions without their settings',
    );
  });
});

describe('what a query needs of the indexes', () => {
  const index = (collectionGroup: string, ...fields: DeclaredIndex['fields']): DeclaredIndex => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields,
  });
  const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
  const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });

  it('asks nothing of equalities alone, nor of one field', () => {
    const shape = (filters: { field: string; op: string }[], orders = [] as never[]) => ({
      collection: 'payments',
      filters,
      orders,
    });
    expect(
      neededIndex(
        shape([
          { field: 'applicationId', op: '==' },
          { field: 'status', op: '==' },
        ]),
      ),
    ).toBeUndefined();
    expect(neededIndex(shape([{ field: 'createdAt', op: '>=' }]))).toBeUndefined();
    expect(
      neededIndex({ collection: 'payments', filters: [], orders: [{ field: 'at', direction: 'desc' }] }),
    ).toBeUndefined();
  });

  it('orders by a range filtered field, and needs its direction', () => {
    const need = neededIndex({
      collection: 'payments',
      filters: [
        { field: 'status', op: '==' },
        { field: 'createdAt', op: '<=' },
      ],
      orders: [],
    })!;
    expect(isServed(need, [index('payments', asc('status'), asc('createdAt'))])).toBe(true);
    expect(isServed(need, [index('payments', asc('status'), desc('createdAt'))])).toBe(false);
    expect(isServed(need, [index('uploads', asc('status'), asc('createdAt'))])).toBe(false);
  });

  it('takes merged indexes for equalities with an order, and never with a range or an array', () => {
    const equalities = neededIndex({
      collection: 'tinApplications',
      filters: [
        { field: 'paymentStatus', op: '==' },
        { field: 'status', op: '==' },
      ],
      orders: [{ field: 'createdAt', direction: 'desc' }],
    })!;
    const halves = [
      index('tinApplications', asc('paymentStatus'), desc('createdAt')),
      index('tinApplications', asc('status'), desc('createdAt')),
    ];
    expect(isServed(equalities, halves)).toBe(true);
    expect(isServed(equalities, halves.slice(1))).toBe(false);

    const search = neededIndex({
      collection: 'tinApplications',
      filters: [
        { field: 'searchPrefixes', op: 'array-contains' },
        { field: 'status', op: '==' },
      ],
      orders: [{ field: 'createdAt', direction: 'desc' }],
    })!;
    const contains = { fieldPath: 'searchPrefixes', arrayConfig: 'CONTAINS' };
    expect(isServed(search, [index('tinApplications', contains, desc('createdAt')), halves[1]!])).toBe(false);
    expect(isServed(search, [index('tinApplications', contains, asc('status'), desc('createdAt'))])).toBe(
      true,
    );
  });
});

describe("the functions' secrets", () => {
  const findings = (secrets: string[]): BundleFindings => ({
    origin: 'a test',
    packageJson: {},
    manifest: ['api', 'uploadSweep'].map((name) => ({
      name,
      regions: ['europe-west1'],
      trigger: name === 'api' ? 'https' : 'schedule',
      secrets: name === 'api' ? [...FUNCTION_SECRETS] : secrets,
    })),
    started: new Error('not started'),
  });

  it('passes when every function names every secret in its options', () => {
    expect(checkSecretsGiven(findings([...FUNCTION_SECRETS])).problems).toEqual([]);
  });

  it('names each function that is not given one', () => {
    const { problems } = checkSecretsGiven(findings(['SELCOM_API_KEY', 'SELCOM_API_SECRET']));
    expect(problems).toEqual([
      expect.stringMatching(/^uploadSweep is not given BEEM_API_KEY, BEEM_SECRET_KEY:/),
    ]);
  });
});
