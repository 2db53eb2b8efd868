// A staff member shut out by an admin (account disabled, or every session ended) loses the API at
// once, with the token they already hold, not when it expires an hour later.
import { describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { request } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** The second (Unix time) at which the ID token's user signed in: its `auth_time` claim. */
function signInSecond(idToken: string) {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    auth_time: number;
  };
  return payload.auth_time;
}

/** A staff route that only reads: the application's history. */
async function openHistory(user: User) {
  const { id } = await storedApplication('visa');
  return request(`/api/applications/visa/${id}/events`, {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
}

describe('a staff member whose access is withdrawn', () => {
  it('is refused with 401 as soon as the account is disabled, and let in again once enabled', async () => {
    const staff = await signedInUser('staff');
    expect((await openHistory(staff)).status).toBe(200);

    const { auth } = adminServices();
    await auth.updateUser(staff.uid, { disabled: true });
    const refused = await openHistory(staff);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: expect.any(String), code: 'auth.disabled' });

    await auth.updateUser(staff.uid, { disabled: false });
    expect((await openHistory(staff)).status).toBe(200);
  });

  it('is refused with 401 once their sessions are ended', async () => {
    const staff = await signedInUser('staff');
    expect((await openHistory(staff)).status).toBe(200);

    // Revocation counts in whole seconds: a token signed in during the same second as the
    // revocation would still pass, so the revocation waits for a later one than the sign-in's.
    const signedInAt = signInSecond(staff.idToken);
    await expect
      .poll(() => Math.floor(Date.now() / 1000), { interval: 50, timeout: 3_000 })
      .toBeGreaterThan(signedInAt);
    await adminServices().auth.revokeRefreshTokens(staff.uid);
    const refused = await openHistory(staff);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: expect.any(String), code: 'auth.revoked' });
  });
});
