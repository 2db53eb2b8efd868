import { signInAnonymously, signOut, type Auth, type User } from 'firebase/auth';
import { getFirebaseAuth } from './auth';

/** The user this device is signed in as once Auth has read its saved session; null for nobody. */
async function restoredUser(auth: Auth): Promise<User | null> {
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * Who submits an application: whoever is signed in on this device, or else a Firebase anonymous
 * user, made once and kept by Auth's persistence, so the applications this device sent stay its
 * own (`submittedBy`) across reloads. Loaded at submit, never on first paint.
 */
export async function ensureApplicant(): Promise<User> {
  const auth = await getFirebaseAuth();
  return (await restoredUser(auth)) ?? (await signInAnonymously(auth)).user;
}

/** The user this device submitted as, without signing anyone in: null when it never submitted. */
export async function currentApplicant(): Promise<User | null> {
  return restoredUser(await getFirebaseAuth());
}

/** `Authorization` for the API on behalf of this device's applicant, when there is one. */
export async function applicantAuthorization(): Promise<Record<string, string>> {
  const user = await currentApplicant();
  return user ? { Authorization: `Bearer ${await user.getIdToken()}` } : {};
}

/** Whom this device is signed in as: nobody, its anonymous applicant, or someone's account. */
export type DeviceSession = 'none' | 'anonymous' | 'account';

export async function deviceSession(): Promise<DeviceSession> {
  const user = await currentApplicant();
  if (!user) return 'none';
  return user.isAnonymous ? 'anonymous' : 'account';
}

/**
 * Ends this device's anonymous applicant, so what it sent is no longer this device's; the next
 * Submit makes a new one. An account (a staff member's) is never signed out by this.
 */
export async function endAnonymousSession(): Promise<void> {
  const auth = await getFirebaseAuth();
  const user = await restoredUser(auth);
  if (user?.isAnonymous) await signOut(auth);
}
