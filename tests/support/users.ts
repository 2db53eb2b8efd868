// Real users in the Auth emulator, signed in over its REST API, with a role set the Admin SDK way.
import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from './admin.ts';

export type Role = 'staff' | 'admin' | undefined;

export async function signedInUser(role: Role) {
  const { auth, db } = adminServices();
  const email = `${role ?? 'visitor'}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'test-password-1';
  const user = await auth.createUser({ email, password });
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .set({ uid: user.uid, name: email, email, ...(role ? { role } : {}) });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return { uid: user.uid, email, password, idToken };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** Whom the staff routes are tried as: a staff member, an admin, and a visitor without a role. */
export async function staffAdminAndVisitor() {
  const [staff, admin, visitor] = await Promise.all([
    signedInUser('staff'),
    signedInUser('admin'),
    signedInUser(undefined),
  ]);
  return { staff, admin, visitor };
}

/** A device's anonymous applicant, signed up over the Auth emulator's REST API as the app does. */
export async function anonymousApplicant() {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  return { uid: localId, idToken };
}
