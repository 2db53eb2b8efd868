import { getFirebaseAuth } from '#lib/firebase/auth';

/** The signed-in staff member's Firebase ID token, for `Authorization: Bearer` on our API. */
export async function staffIdToken(): Promise<string> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user.getIdToken();
}
