import { useCallback, useState } from 'react';
import { useFetch } from '#lib/fetching';

export type Loadable<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** Names one read of the detail page: what it is ('admin.events'…), of which kind and application. */
export type DetailKey = readonly [string, string, string];

/**
 * Reads `key` with `load` (lib/fetching: read again when the tab comes back into view, retried
 * after a fault), and again on `reload()`. While a reload runs, or after it failed, the last answer
 * stays on screen, so saving a status does not blank the page; another application (another key)
 * starts from 'loading'.
 *
 * `pollMs`, when given, says from the last answer how long to wait before reading again by itself
 * (while the tab is visible), 0 for not at all: polling starts when an answer asks for it, even one
 * that came from a `reload()`, and stops with the first answer that does not.
 */
export function useLoad<T>(
  key: DetailKey,
  load: () => Promise<T>,
  pollMs?: (value: T) => number,
): [Loadable<T>, () => void] {
  // SWR reads a function's interval only after each poll, so once it is 0 nothing would restart
  // it: the interval is kept here, as a number, and follows the answer on screen.
  const [refreshInterval, setRefreshInterval] = useState(0);
  const { data, error, mutate } = useFetch<T, DetailKey>(key, load, { refreshInterval });
  const wanted = pollMs && data !== undefined ? pollMs(data) : 0;
  if (wanted !== refreshInterval) setRefreshInterval(wanted);
  const reload = useCallback(() => void mutate(), [mutate]);
  if (data !== undefined) return [{ status: 'done', value: data }, reload];
  if (error !== undefined) return [{ status: 'failed', error }, reload];
  return [{ status: 'loading' }, reload];
}
