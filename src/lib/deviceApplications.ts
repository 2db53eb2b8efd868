import type { MyApplicationSummary, MyApplicationsAnswer } from '#domain/tracking';
import { apiFetch } from './api';
import { withTimeout } from './timeout';

const LOAD_TIMEOUT_MS = 15_000;

/**
 * GET /api/my-applications: what this device submitted (`submittedBy` is its Firebase user), of
 * every service, newest first, as the server summarises it; null when this device has no user, so
 * it never submitted one. Signs nobody in. Throws the ApiError of a refusal or a NetworkError.
 */
export async function fetchDeviceApplications(): Promise<MyApplicationSummary[] | null> {
  // Firebase Auth loads only now: a screen that has what it needs never asks.
  const { currentApplicant } = await import('./firebase/applicant');
  const user = await currentApplicant();
  if (!user) return null;
  const answer = await withTimeout(
    apiFetch<MyApplicationsAnswer>('/api/my-applications', {
      headers: { Authorization: `Bearer ${await user.getIdToken()}` },
    }),
    LOAD_TIMEOUT_MS,
    'Loading my applications',
  );
  return answer.applications;
}
