import { apiErrorTranslationKey } from '#domain/apiErrors';
import { ApiError, NetworkError } from './api';

/**
 * The translation key that says why a call to our API failed: the API's own code when it gave one,
 * "no connection" when it could not be reached, else `fallback`. Screens show this, never the
 * server's English `message`.
 */
export function apiFailureKey(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code) return apiErrorTranslationKey(error.code);
  if (error instanceof NetworkError) return 'errors.network';
  return fallback;
}

/**
 * The API's own reason when it refused what was sent (a field, a limit), else `fallback`: the
 * screen's own words for "it did not work, try again", whether the network or the server failed.
 */
export function refusalKey(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && error.status < 500)
    return apiErrorTranslationKey(error.code);
  return fallback;
}
