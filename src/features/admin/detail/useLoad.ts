import { useCallback } from 'react';
import { useFetch } from '../../../lib/fetching';

export type Loadable<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** Names one read of the detail page: what it is ('admin.events'…), of which kind and application. */
export type DetailKey = readonly [string, string, string];

/**
 * Reads `key` with `load` (lib/fetching: read again when the tab comes back into view, retried
 * after a fault), and again on `reload()`. While a reload runs, or after it failed, the last answer
 * stays on screen, so saving a status does not blank the page; another application (another key)
 * starts from 'loading'.
 */
export function useLoad<T>(key: DetailKey, load: () => Promise<T>): [Loadable<T>, () => void] {
  const { data, error, mutate } = useFetch<T, DetailKey>(key, load);
  const reload = useCallback(() => void mutate(), [mutate]);
  if (data !== undefined) return [{ status: 'done', value: data }, reload];
  if (error !== undefined) return [{ status: 'failed', error }, reload];
  return [{ status: 'loading' }, reload];
}
