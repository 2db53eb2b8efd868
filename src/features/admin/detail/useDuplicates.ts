import { useEffect, useState } from 'react';
import type { PossibleDuplicate } from '#domain/duplicates';
import type { ApplicationKind } from '#domain/kinds';
import { useFetch } from '#lib/fetching';
import { fetchDuplicates } from './api/duplicates';
import type { Loadable } from './useLoad';

/** Checked when the page opens, not on every return to the tab. */
const ONCE = { revalidateOnFocus: false };

/** The longest the page waits for the check before it shows without it (the check still lands). */
export const DUPLICATES_WAIT_MS = 2_000;

/**
 * The other unfinished applications sharing a number with this one, once its answers (`data`) are
 * read. `settled` says whether the page should wait no longer: the check answered or failed, or
 * took more than DUPLICATES_WAIT_MS. Waiting for it keeps the flag from moving a painted page.
 */
export function useDuplicates(kind: ApplicationKind, id: string, data: Record<string, unknown> | undefined) {
  const { data: found, error } = useFetch(
    data ? (['admin.duplicates', kind, id] as const) : null,
    () => fetchDuplicates(kind, { id, data: data! }),
    ONCE,
  );
  const [waitedLong, setWaitedLong] = useState(false);
  const asked = data !== undefined;
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => setWaitedLong(true), DUPLICATES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [asked]);

  const duplicates: Loadable<PossibleDuplicate[]> =
    found !== undefined
      ? { status: 'done', value: found }
      : error !== undefined
        ? { status: 'failed', error }
        : { status: 'loading' };
  return { duplicates, settled: duplicates.status !== 'loading' || waitedLong };
}
