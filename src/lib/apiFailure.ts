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
 * Whether the agent's session was refused because their account is suspended: the API says so of
 * the agent, or of the account (suspending an agent disables their account, and Auth then refuses
 * even a token issued before), or Auth itself refuses to renew the token of the disabled account.
 */
export function suspendedAgent(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'agent.suspended' || code === 'auth.disabled' || code === 'auth/user-disabled';
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
