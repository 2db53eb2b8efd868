import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiError } from './api';

/**
 * What a screen reads, named: a string (a URL) or an array whose first item names the kind of
 * answer ('admin.list', 'payment'…) and whose other items say which one. null: nothing to read yet.
 */
export type FetchKey = string | readonly [string, ...unknown[]] | null;

/** The first automatic retry after a failure comes about this long after it; each next one twice as late. */
export const RETRY_FIRST_MS = 5_000;
/** …but never more than this long apart. */
export const RETRY_LONGEST_MS = 60_000;

/**
 * A refusal (signed out, no such order, not allowed) comes back the same on a retry; a fault (no
 * connection, a server error, too many requests) may not. Firestore names its refusals in `code`.
 */
export function worthRetrying(failure: unknown): boolean {
  if (failure instanceof ApiError)
    // A reference locked for the day (track.locked) stays locked however often it is asked.
    return (
      failure.status >= 500 ||
      failure.status === 408 ||
      (failure.status === 429 && failure.code !== 'track.locked')
    );
  const code = (failure as { code?: unknown } | null)?.code;
  return !['permission-denied', 'unauthenticated', 'not-found', 'invalid-argument'].includes(String(code));
}

/** How long to wait before automatic retry number `retryCount` (1, 2, …), with some jitter. */
export function retryDelayMs(retryCount: number): number {
  const wait = Math.min(RETRY_FIRST_MS * 2 ** (retryCount - 1), RETRY_LONGEST_MS);
  return wait * (1 + Math.random() / 2);
}

/**
 * How every screen reads data, the one place these facts live (SWR, https://swr.vercel.app):
 *
 * - read again when the tab comes back into view or the connection comes back (at most once per
 *   5 s however many focus and visibility events arrive);
 * - a screen that polls (`refreshInterval`) polls only while its tab is visible and online;
 * - after a failure, try again by itself while the tab is visible: after about RETRY_FIRST_MS,
 *   then twice as late each time up to RETRY_LONGEST_MS; a refusal is not retried;
 * - the same read asked twice within 2 s is made once;
 * - the last answer stays on screen while a new one is read, and after a read fails.
 */
export const FETCH_DEFAULTS = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  focusThrottleInterval: 5_000,
  dedupingInterval: 2_000,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  shouldRetryOnError: worthRetrying,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
} satisfies SWRConfiguration;

/**
 * For what stays as it is through a visit (a static file, the agents' or staff's names): read once,
 * then kept in the cache for every screen that asks again, never read again by itself.
 */
export const READ_ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} satisfies SWRConfiguration;

/**
 * Reads `key` with `fetcher` (given the key), cached under the key: every screen's data goes
 * through here, with FETCH_DEFAULTS and the screen's own `options` (a poll, no focus reads…).
 * A null fetcher only reads what the cache already holds.
 */
export function useFetch<T, K extends FetchKey = FetchKey>(
  key: K,
  fetcher: ((key: NonNullable<K>) => Promise<T>) | null,
  options?: SWRConfiguration<T, unknown>,
): SWRResponse<T, unknown> {
  return useSWR<T, unknown>(key, fetcher as ((key: unknown) => Promise<T>) | null, {
    ...FETCH_DEFAULTS,
    ...options,
  });
}
