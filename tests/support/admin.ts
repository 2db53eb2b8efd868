// The Admin SDK against the test emulators, for tests that read back what the app stored.
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export function adminServices() {
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!projectId || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Run through `npm test`: it starts the emulators and sets FIRESTORE_EMULATOR_HOST.');
  }
  // The default app: a test may hold another project's beside it (tests/api/seed.test.ts).
  const app = getApps().some((known) => known.name === '[DEFAULT]') ? getApp() : initializeApp({ projectId });
  return { db: getFirestore(app), auth: getAuth(app) };
}
