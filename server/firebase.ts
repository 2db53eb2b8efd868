import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export type FirebaseServices = {
  db: Firestore;
  auth: Auth;
  /** Verifies an App Check token (server/http/appCheck.ts). */
  verifyAppCheck: (token: string) => Promise<{ appId: string }>;
};

/**
 * The Admin SDK reads FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST by itself; against a
 * real project it uses the application default credentials of the machine or function.
 */
export function initFirebaseAdmin(projectId: string): FirebaseServices {
  const app = getApps()[0] ?? initializeApp({ projectId });
  const db = getFirestore(app);
  const appCheck = getAppCheck(app);
  return {
    db,
    auth: getAuth(app),
    verifyAppCheck: async (token) => ({ appId: (await appCheck.verifyToken(token)).appId }),
  };
}
