import { NetworkError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { TimeoutError } from '#lib/timeout';

/**
 * Why My applications could not be loaded, as a translation key: no connection (Firestore says
 * `unavailable`, or it did not answer in time, or the API behind the app's settings could not be
 * reached), the API's own code, else that the list could not be loaded.
 */
export function loadFailureKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    code === 'unavailable' ||
    code === 'deadline-exceeded'
  ) {
    return 'errors.network';
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'errors.network';
  return apiFailureKey(error, 'myApplications.loadFailed');
}
