// The staff account `npm start` seeds on every start, through make-admin --create: a second start
// finds it already there and carries on; an account of the same email made by someone else gets
// no role, and the start says so.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { signedInUser } from '../support/users.ts';

type Seed = (options: {
  env: Record<string, string>;
  email: string;
  password: string;
  role: 'admin';
}) => void;

// Plain Node without type declarations: loaded by URL, as measure/projectScripts.ts does.
const stackModule = new URL('../../scripts/lib/stack.mjs', import.meta.url).href;
const { seedStaffAccount } = (await import(stackModule)) as { seedStaffAccount: Seed };

const roleOf = async (uid: string) =>
  (await adminServices().db.collection('users').doc(uid).get()).get('role') as unknown;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('seeding the local staff account', { timeout: 60_000 }, () => {
  it('creates it once and finds it on the next start, silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const email = `seeded-${randomUUID().slice(0, 8)}@applytz.local`;
    const account = { env: {}, email, password: 'admin-password', role: 'admin' as const };
    seedStaffAccount(account);
    seedStaffAccount(account);
    const user = await adminServices().auth.getUserByEmail(email);
    expect(await roleOf(user.uid)).toBe('admin');
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives no role to an account someone else registered with that email, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const visitor = await signedInUser(undefined);
    seedStaffAccount({ env: {}, email: visitor.email, password: 'admin-password', role: 'admin' });
    expect(await roleOf(visitor.uid)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${visitor.email} already exists without`));
  });
});
