// `npm run claim-references`, as an operator runs it after deploying: applications stored before
// references were claimed get their claim (references/{reference}), created and never overwritten;
// a reference two records carry, or one claimed for another record, is reported and left alone;
// a second run claims nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { newReference } from '#domain/reference';
import { expectUsageRefused, ownProject } from '../support/ownProject.ts';
import { runScript } from '../support/runScript.ts';

/** `npm run claim-references` against the test emulator, in a project of its own(). */
const claimScript = (projectId: string, ...args: string[]) =>
  runScript('claim-references.ts', args, { FIREBASE_PROJECT_ID: projectId });

// Each run starts a Node process with the Admin SDK: a few seconds on a busy machine.
describe('npm run claim-references', { timeout: 90_000 }, () => {
  const { projectId, own } = ownProject('claim-references', [
    ...APPLICATION_KINDS.map((kind) => APPLICATION_COLLECTIONS[kind]),
    COLLECTIONS.references,
  ]);
  const shared = newReference('visa');
  const claimedElsewhere = newReference('visa');
  /** Applications stored the way the earlier app stored them, by name. */
  const ids: Record<string, { kind: ApplicationKind; id: string; reference: string }> = {};

  const claimOf = async (reference: string) =>
    (await own().collection(COLLECTIONS.references).doc(reference).get()).data();

  beforeAll(async () => {
    const batch = own().batch();
    const add = (name: string, kind: ApplicationKind, reference = newReference(kind)) => {
      const ref = own().collection(APPLICATION_COLLECTIONS[kind]).doc();
      const record = { ...VALID_APPLICATIONS[kind](), ...newApplicationMeta(kind, { lang: 'en' }) };
      batch.create(ref, { ...record, reference });
      ids[name] = { kind, id: ref.id, reference };
      return ids[name]!;
    };
    for (const name of ['visa1', 'visa2', 'visa3']) add(name, 'visa');
    for (const name of ['tin1', 'tin2']) add(name, 'tin');
    const claimed = add('claimed', 'visa');
    batch.create(own().collection(COLLECTIONS.references).doc(claimed.reference), {
      kind: 'visa',
      applicationId: claimed.id,
    });
    add('malformed', 'visa', 'VIS-0');
    add('otherService', 'visa', newReference('tin'));
    add('twin1', 'visa', shared);
    add('twin2', 'visa', shared);
    // Claimed meanwhile for a record this run does not see: the claim must stay as it is.
    add('late', 'visa', claimedElsewhere);
    batch.create(own().collection(COLLECTIONS.references).doc(claimedElsewhere), {
      kind: 'visa',
      applicationId: 'claimedMeanwhile',
    });
    await batch.commit();
  });

  it('claims every valid reference without a claim, page by page, and reports the shared ones', async () => {
    const run = await claimScript(projectId, '--page-size', '2');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'visaApplications: 9 checked, 3 claimed, 1 already claimed, 2 without a reference, 3 sharing a reference, 0 errors',
    );
    expect(run.stdout).toContain('tinApplications: 2 checked, 2 claimed, 0 already claimed');
    expect(run.stdout).toContain(
      'Done: 11 checked, 5 claimed, 1 already claimed, 2 without a reference, 3 sharing a reference, 0 errors.',
    );
    // Each shared reference named once, with the records that carry it.
    const twins = [ids.twin1!.id, ids.twin2!.id].sort();
    const twinLine = run.stdout.split('\n').filter((line) => line.includes(shared));
    expect(twinLine).toHaveLength(1);
    for (const id of twins) expect(twinLine[0]).toContain(`visaApplications/${id}`);
    expect(run.stdout).toContain(
      `${claimedElsewhere} is claimed by visaApplications/claimedMeanwhile, yet visaApplications/${ids.late!.id} carries it`,
    );

    for (const name of ['visa1', 'visa2', 'visa3', 'tin1', 'tin2', 'claimed']) {
      const { kind, id, reference } = ids[name]!;
      expect(await claimOf(reference), name).toEqual({ kind, applicationId: id });
    }
    expect(await claimOf(shared)).toBeUndefined();
    expect(await claimOf(claimedElsewhere)).toEqual({ kind: 'visa', applicationId: 'claimedMeanwhile' });
    expect(await claimOf(ids.otherService!.reference)).toBeUndefined();
  });

  it('claims nothing and changes no claim when run again', async () => {
    const claims = async () =>
      (await own().collection(COLLECTIONS.references).get()).docs.map((doc) => [doc.id, doc.updateTime]);
    const before = await claims();
    const run = await claimScript(projectId);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'Done: 11 checked, 0 claimed, 6 already claimed, 2 without a reference, 3 sharing a reference, 0 errors.',
    );
    expect(await claims()).toEqual(before);
  });

  it('looks at one service when asked', async () => {
    const run = await claimScript(projectId, '--kind', 'tin');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('tinApplications: 2 checked, 0 claimed, 2 already claimed');
    expect(run.stdout).not.toContain('visaApplications');
  });

  it('refuses an unknown service or page size, and says how to run it', async () => {
    await expectUsageRefused((...args) => claimScript(projectId, ...args), 'Usage: npm run claim-references');
  });
});
