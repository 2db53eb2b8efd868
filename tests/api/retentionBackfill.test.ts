// `npm run retention:backfill`, as an operator runs it once after the release that brought
// retention: applications finished before it get the time of their last status change as when they
// finished, so the retention run finds them when they are due; the run after it writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta, type ApplicationStatus } from '#domain/meta';
import { FINISHED_AT_FIELD, RETENTION_FIELD, RETENTION_STAGES } from '#domain/retention';
import { expectUsageRefused, ownProject } from '../support/ownProject.ts';
import { runScript } from '../support/runScript.ts';

const DAY_MS = 86_400_000;
const backfill = (projectId: string, ...args: string[]) =>
  runScript('retention-backfill.ts', args, { FIREBASE_PROJECT_ID: projectId });

// Each run starts a Node process with the Admin SDK: a few seconds on a busy machine.
describe('npm run retention:backfill', { timeout: 90_000 }, () => {
  const { projectId, own } = ownProject('retention-backfill', [APPLICATION_COLLECTIONS.visa]);
  const changedAt = Timestamp.fromMillis(Date.now() - 400 * DAY_MS);
  const alreadyAt = Timestamp.fromMillis(Date.now() - 10 * DAY_MS);
  const visas = () => own().collection(APPLICATION_COLLECTIONS.visa);

  /** A visa application of the earlier app in `status`, last changed 400 days ago. */
  const stored = (id: string, status: ApplicationStatus, extra: Record<string, unknown> = {}) =>
    visas()
      .doc(id)
      .create({
        ...VALID_APPLICATIONS.visa(),
        ...newApplicationMeta('visa', { lang: 'en' }),
        status,
        createdAt: Timestamp.fromMillis(changedAt.toMillis() - 30 * DAY_MS),
        statusUpdatedAt: changedAt,
        ...extra,
      });

  beforeAll(async () => {
    await Promise.all([
      stored('completed-before', 'completed'),
      stored('rejected-before', 'rejected'),
      stored('still-open', 'in_review'),
      stored('on-the-clock', 'approved', {
        [FINISHED_AT_FIELD]: alreadyAt,
        [RETENTION_FIELD]: { documents: null, results: null, personal: null },
      }),
    ]);
  });

  it('starts the clock of each application finished before, at its last status change, and of nothing else', async () => {
    const run = await backfill(projectId, '--kind', 'visa', '--page-size', '3');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'visaApplications: 4 checked, 2 clocks started, 1 already on one, 1 not finished, 0 deleted meanwhile, 0 errors',
    );
    for (const id of ['completed-before', 'rejected-before']) {
      const record = (await visas().doc(id).get()).data()!;
      expect(record[FINISHED_AT_FIELD]).toEqual(changedAt);
      expect(record[RETENTION_FIELD]).toEqual(
        Object.fromEntries(RETENTION_STAGES.map((stage) => [stage, null])),
      );
    }
    expect((await visas().doc('still-open').get()).get(FINISHED_AT_FIELD)).toBeUndefined();
    expect((await visas().doc('on-the-clock').get()).get(FINISHED_AT_FIELD)).toEqual(alreadyAt);
  });

  it('writes nothing when run again', async () => {
    const run = await backfill(projectId, '--kind', 'visa');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('4 checked, 0 clocks started, 3 already on one, 1 not finished');
  });

  it('refuses an unknown service or page size, and says how to run it', async () => {
    await expectUsageRefused((...args) => backfill(projectId, ...args), 'Usage: npm run retention:backfill');
  });
});
