import type { TinDuplicatesAnswer, TinDuplicatesRequest } from '#domain/http';
import { apiFetch } from '#lib/api';
import { withTimeout } from '#lib/timeout';

const CHECK_TIMEOUT_MS = 8_000;

/**
 * Asks the API whether an application under these first and last names exists already. The
 * browser may not read other people's records, so it gets a yes or no and nothing else.
 */
export async function hasDuplicateName(names: TinDuplicatesRequest): Promise<boolean> {
  const answer = await withTimeout(
    apiFetch<TinDuplicatesAnswer>('/api/tin/duplicates', { method: 'POST', json: names }),
    CHECK_TIMEOUT_MS,
    'The duplicate check',
  );
  return answer.duplicate === true;
}
