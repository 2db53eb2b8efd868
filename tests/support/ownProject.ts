// The operator scripts' tests each run against a Firestore project of their own on the emulator,
// so that a script's counts are exactly what the test wrote.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminServices } from './admin.ts';
import type { ScriptRun } from './runScript.ts';

/**
 * A project named after `prefix`, its app made before the tests and deleted after them, with
 * `collections` emptied then. `own` is its database once the tests run.
 */
export function ownProject(prefix: string, collections: readonly string[]) {
  const projectId = `${prefix}-${randomUUID().slice(0, 8)}`;
  let app: App | undefined;
  let db: Firestore | undefined;
  beforeAll(() => {
    // The test project's app first: adminServices() takes whichever app came first.
    adminServices();
    app = initializeApp({ projectId }, projectId);
    db = getFirestore(app);
  });
  afterAll(async () => {
    if (db)
      await Promise.all(collections.map((collection) => db!.recursiveDelete(db!.collection(collection))));
    if (app) await deleteApp(app);
  });
  return { projectId, own: () => db! };
}

/** The script refuses an unknown service and a page size it cannot take, and says how to run it. */
export async function expectUsageRefused(run: (...args: string[]) => Promise<ScriptRun>, usage: string) {
  for (const args of [
    ['--kind', 'passport'],
    ['--page-size', '501'],
    ['--page-size', 'many'],
  ]) {
    const answer = await run(...args);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain(usage);
  }
}
