import {
  createUserWithEmailAndPassword,
  deleteUser,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '#domain/kinds';
import { canManageApplications, type UserRole } from '#domain/user';
import { getFirebaseAuth } from '#lib/firebase/auth';
import { getLiteDb } from '#lib/firebase/lite';
import { clearSession, saveSession } from '#lib/session';
import { forgetAgentPayingPhone } from '#lib/agentPayingPhone';
import { withTimeout } from '#lib/timeout';
import { AccountError } from '../errors';

const WRITE_TIMEOUT_MS = 12_000;

export type StaffUser = { uid: string; email: string; role: UserRole };

async function readUserRecord(uid: string): Promise<Record<string, unknown> | undefined> {
  const db = await getLiteDb();
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid));
  return snapshot.exists() ? snapshot.data() : undefined;
}

/** users/{uid}.role when it is a staff one; an agent's, or anything else, is no staff role at all. */
export async function readRole(uid: string): Promise<UserRole | null> {
  const role = (await readUserRecord(uid))?.role;
  return canManageApplications(role) ? (role as UserRole) : null;
}

/**
 * Admin sign-in: sign in, then read the role from the user record. A user without a role is
 * signed out again at once, so no half-admitted session stays behind.
 */
export async function signInStaff(email: string, password: string): Promise<StaffUser> {
  const auth = await getFirebaseAuth();
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const user = credential?.user;
  if (!user) throw new AccountError('loginFailed');
  const role = await readRole(user.uid).catch(async (error: unknown) => {
    await signOut(auth);
    throw error;
  });
  if (!role) {
    await signOut(auth);
    clearSession();
    throw new AccountError('roleNotFound');
  }
  const signedIn = { uid: user.uid, email: user.email ?? email };
  saveSession(signedIn);
  return { ...signedIn, role };
}

/**
 * Visitor sign-in: refused unless a user record holds this email. The spec queried
 * users by email before signing in; our rules let a signed-in user read only their own record and
 * nobody list users, so we sign in first and then check that users/{uid} exists with the email
 * Auth signed in: the same question, asked of the one record that can answer it.
 */
export async function signInVisitor(email: string, password: string) {
  const auth = await getFirebaseAuth();
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const signedInEmail = (user.email ?? email).toLowerCase();
  const record = await readUserRecord(user.uid).catch(async (error: unknown) => {
    await signOut(auth);
    throw error;
  });
  const recordEmail = typeof record?.email === 'string' ? record.email.toLowerCase() : undefined;
  if (recordEmail !== signedInEmail) {
    await signOut(auth);
    clearSession();
    const refusal = new AccountError('userNotFound');
    console.warn(refusal.message); // the spec's sentence; the screen shows a plain one
    throw refusal;
  }
  // An agent's number is remembered with the session: every form then carries it, locked.
  const aan = record?.role === 'agent' && typeof record.aan === 'string' ? record.aan : undefined;
  saveSession({ uid: user.uid, email: user.email ?? email, ...(aan ? { aan } : {}) });
  return { aan };
}

/**
 * Registration: the Auth account, then users/{uid} as the rules accept it (no role: only the
 * Admin SDK gives one). If the record cannot be written the account is removed again, so the
 * visitor can simply try once more with the same email.
 */
export async function registerVisitor(input: { name: string; email: string; password: string }) {
  const auth = await getFirebaseAuth();
  const db = await getLiteDb();
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  // The rules compare with the email in the ID token, which Auth keeps in lower case.
  const email = user.email ?? input.email.toLowerCase();
  try {
    await withTimeout(
      setDoc(doc(db, COLLECTIONS.users, user.uid), {
        uid: user.uid,
        name: input.name,
        email,
        createdAt: serverTimestamp(),
      }),
      WRITE_TIMEOUT_MS,
      'Saving the account',
    );
  } catch (error) {
    await deleteUser(user).catch(() => signOut(auth));
    throw error;
  }
  saveSession({ uid: user.uid, email });
}

/** Sign out everywhere this app remembers someone: Firebase and the spec's cookie. */
export async function signOutUser() {
  clearSession();
  forgetAgentPayingPhone();
  const auth = await getFirebaseAuth();
  await signOut(auth);
}

/** Who is signed in, as far as the staff area needs to know. */
export type SignedInUser = { uid: string; email: string };

/**
 * Starts Firebase Auth restoring the saved session (the API's settings, then the session itself),
 * for a staff screen opened from its address: watchUser then finds it under way. Nothing is read
 * or shown here, and a failure is left to watchUser, which tries again.
 */
export function startRestoringSession() {
  getFirebaseAuth().catch(() => undefined);
}

/** Follows who is signed in: null for nobody, once Firebase Auth has restored its session. */
export async function watchUser(onChange: (user: SignedInUser | null) => void): Promise<() => void> {
  const auth = await getFirebaseAuth();
  return onAuthStateChanged(auth, (user) => onChange(user && { uid: user.uid, email: user.email ?? '' }));
}

/**
 * Emails a link to set a new password (agents get their first one this way too). An unknown email
 * is not an error the visitor sees: saying so would tell a stranger who has an account.
 */
export async function sendPasswordReset(email: string) {
  const auth = await getFirebaseAuth();
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
