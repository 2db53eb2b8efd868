// Files uploaded but never attached to an application go after 24 hours: the sweep that
// `npm run reconcile` and the scheduled function run, against the emulator and the test API's
// blob folder. Records are backdated rather than waited for.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDiskStore } from '#server/blobs/localDisk.ts';
import { sweepUploads } from '#server/uploads/sweep.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { request } from '../support/http.ts';
import { uploadPdf } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';

const HOUR = 60 * 60 * 1000;
let staffToken: string;

beforeAll(async () => {
  staffToken = (await signedInUser('staff')).idToken;
});

const recordOf = (path: string) =>
  adminServices()
    .db.collection('uploads')
    .doc(path.slice(path.indexOf('/') + 1, -'.pdf'.length));

const backdate = (path: string, hours: number) =>
  recordOf(path).update({ createdAt: Timestamp.fromMillis(Date.now() - hours * HOUR) });

const fileStatus = async (path: string) =>
  (await request(`/api/files/${path}`, { headers: { authorization: `Bearer ${staffToken}` } })).status;

const sweep = () => sweepUploads(adminServices().db, localDiskStore(process.env.BLOB_DIR!));

describe('the upload sweep', () => {
  it('removes files unattached for over 24 h, keeps attached and recent ones, and skips attached ones after', async () => {
    const [abandoned, attached, recent] = await Promise.all([
      uploadPdf('tin'),
      uploadPdf('business'),
      uploadPdf('tin'),
    ]);
    const { ref } = await storedApplication('business');
    await ref.update({ lordAttach: attached });
    await Promise.all([backdate(abandoned, 25), backdate(attached, 25), backdate(recent, 23)]);

    expect(await sweep()).toEqual({ checked: 2, attached: 1, removed: 1, errors: 0 });
    expect(await fileStatus(abandoned)).toBe(404);
    expect((await recordOf(abandoned).get()).exists).toBe(false);
    expect(await fileStatus(attached)).toBe(200);
    expect((await recordOf(attached).get()).get('attached')).toBe(true);
    expect(await fileStatus(recent)).toBe(200);
    expect((await recordOf(recent).get()).get('attached')).toBe(false);

    // The attached file is not looked at again.
    expect(await sweep()).toEqual({ checked: 0, attached: 0, removed: 0, errors: 0 });
  });

  it('runs in `npm run reconcile`, which prints what it removed', async () => {
    const abandoned = await uploadPdf('business');
    await backdate(abandoned, 48);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // Payments are left alone here: only those pending for longer than the emulator has run.
      ['--import', 'tsx', 'ops/reconcile.ts', '--older-than-minutes', '100000'],
    );
    expect(stdout).toMatch(/Swept uploads unattached for over 24 h .*: 1 checked, 1 removed, 0 attached/);
    expect(await fileStatus(abandoned)).toBe(404);
  }, 30_000);
});
