// Where the Admin SDK scripts (make-admin, seed) write: the local emulators unless credentials for a
// real project are given (GOOGLE_APPLICATION_CREDENTIALS with FIREBASE_PROJECT_ID).
import { LOCALHOST, startPorts } from '../../scripts/lib/ports.mjs';

export const LOCAL_PROJECT_ID = 'demo-apply-tz';

export function adminTarget() {
  const real = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!real) {
    const ports = startPorts();
    process.env.FIRESTORE_EMULATOR_HOST ??= `${LOCALHOST}:${ports.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${LOCALHOST}:${ports.auth}`;
  }
  const projectId =
    process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? (real ? undefined : LOCAL_PROJECT_ID);
  if (!projectId) throw new Error('Set FIREBASE_PROJECT_ID to the Firebase project to change.');
  const where = real
    ? `project ${projectId}`
    : `the local emulators (${process.env.FIRESTORE_EMULATOR_HOST})`;
  return { projectId, where };
}
