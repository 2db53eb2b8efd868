import type { PossibleDuplicate } from '#domain/duplicates';
import type { ApplicationKind } from '#domain/kinds';
import { useFetch } from '#lib/fetching';
import { fetchDuplicates } from './api/duplicates';
import type { Loadable } from './useLoad';
import { useWaitedLong } from './useWaitedLong';

/** Checked when the page opens, not on every return to the tab. */
const ONCE = { revalidateOnFocus: false };

/**
 * The other unfinished applications sharing a number with this one, once its answers (`data`) are
 * read. `settled` says whether the page should wait no longer: the check answered or failed, or
 * took more than DETAIL_WAIT_MS (the check still lands). Waiting for it keeps the flag from moving
 * a painted page.
 */
export function useDuplicates(kind: ApplicationKind, id: string, data: Record<string, unknown> | undefined) {
  const { data: found, error } = useFetch(
    data ? (['admin.duplicates', kind, id] as const) : null,
    () => fetchDuplicates(kind, { id, data: data! }),
    ONCE,
  );
  const waitedLong = useWaitedLong(data !== undefined);

  const duplicates: Loadable<PossibleDuplicate[]> =
    found !== undefined
      ? { status: 'done', value: found }
      : error !== undefined
        ? { status: 'failed', error }
        : { status: 'loading' };
  return { duplicates, settled: duplicates.status !== 'loading' || waitedLong };
}
