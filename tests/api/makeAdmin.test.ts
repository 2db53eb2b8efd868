// `npm run make-admin` as an operator runs it, against the test emulators: nobody gets a role by
// surprise, and whoever runs it sees whose account they are about to give one.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { runScript } from '../support/runScript.ts';
import { signedInUser } from '../support/users.ts';

const makeAdmin = (...args: string[]) => runScript('make-admin.ts', args);

const roleOf = async (uid: string) =>
  (await adminServices().db.collection('users').doc(uid).get()).get('role') as unknown;

/** The account's creation and last sign-in times as the script shows them: to the minute, UTC. */
async function shownTimes(uid: string) {
  const { metadata } = await adminServices().auth.getUser(uid);
  const shown = (time: string | null | undefined) =>
    time ? `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never';
  return {
    created: new RegExp(`created:\\s+${shown(metadata.creationTime)}`),
    lastSignIn: new RegExp(`last sign-in:\\s+${shown(metadata.lastSignInTime)}`),
  };
}

const newEmail = () => `someone-${randomUUID().slice(0, 8)}@example.com`;

// Each run starts a Node process with the Admin SDK: a few seconds on a busy machine.
describe('make-admin --create', { timeout: 60_000 }, () => {
  it('refuses an account that already exists and leaves its role as it was', async () => {
    const staff = await signedInUser('staff');
    const run = await makeAdmin(staff.email, 'admin', '--create', '--password', 'another-password');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('already has an account');
    expect(run.stdout).toMatch(/role:\s+staff/);
    expect(await roleOf(staff.uid)).toBe('staff');
  });

  it('refuses an existing account without a role, which stays without one', async () => {
    const visitor = await signedInUser(undefined);
    const run = await makeAdmin(visitor.email, 'admin', '--create', '--password', 'another-password');
    expect(run.code).toBe(3);
    expect(await roleOf(visitor.uid)).toBeUndefined();
  });

  it('creates a new account with the role', async () => {
    const email = newEmail();
    const run = await makeAdmin(email, 'staff', '--create', '--password', 'a-new-password');
    expect(run.code, run.output).toBe(0);
    const user = await adminServices().auth.getUserByEmail(email);
    expect(await roleOf(user.uid)).toBe('staff');
  });
});

describe('make-admin on an existing account', { timeout: 60_000 }, () => {
  it('refuses an unverified email without --allow-unverified, and says so', async () => {
    const visitor = await signedInUser(undefined);
    const run = await makeAdmin(visitor.email, 'staff');
    expect(run.code).toBe(5);
    expect(run.stdout).toContain('not verified');
    expect(run.stderr).toContain('--allow-unverified');
    expect(await roleOf(visitor.uid)).toBeUndefined();
  });

  it('grants to an unverified email with --allow-unverified, naming when it was created', async () => {
    const visitor = await signedInUser(undefined);
    const run = await makeAdmin(visitor.email, 'staff', '--allow-unverified');
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain(visitor.uid);
    const times = await shownTimes(visitor.uid);
    expect(run.stdout).toMatch(times.created);
    expect(run.stdout).toMatch(times.lastSignIn);
    expect(run.stdout).toMatch(/email:\s+not verified/);
    expect(await roleOf(visitor.uid)).toBe('staff');
  });

  it('says whose a verified account is before granting', async () => {
    const { auth } = adminServices();
    const email = newEmail();
    const user = await auth.createUser({
      email,
      password: 'test-password-1',
      displayName: 'Neema Kimaro',
      emailVerified: true,
    });
    const run = await makeAdmin(email, 'admin');
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain(email);
    expect(run.stdout).toContain(user.uid);
    expect(run.stdout).toMatch(/name:\s+Neema Kimaro/);
    const times = await shownTimes(user.uid);
    expect(run.stdout).toMatch(times.created);
    expect(run.stdout).toMatch(times.lastSignIn);
    expect(run.stdout).toMatch(/email:\s+verified/);
    expect(run.stdout).toMatch(/role:\s+none/);
    expect(await roleOf(user.uid)).toBe('admin');
  });

  it('refuses an email nobody has registered, and creates nothing', async () => {
    const email = newEmail();
    const run = await makeAdmin(email, 'staff');
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(`No account uses ${email}`);
    await expect(adminServices().auth.getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });
});
