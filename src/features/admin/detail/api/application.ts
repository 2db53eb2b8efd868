import { timesFromWire, type LoadedApplication } from '#domain/shownApplication';
import type { ApplicationKind } from '#domain/kinds';
import { ApiError, apiFetch } from '#lib/api';
import { applicationPath, asStaff } from './processing';

export type { LoadedApplication } from '#domain/shownApplication';

/**
 * Reads one application through the API, which puts the look on record before it answers (a 503
 * when it cannot, which the page offers to try again); null when there is no such record.
 */
export async function fetchApplication(kind: ApplicationKind, id: string): Promise<LoadedApplication | null> {
  try {
    const answer = await apiFetch<LoadedApplication>(applicationPath(kind, id), { headers: await asStaff() });
    return { ...answer, data: timesFromWire(answer.data) as Record<string, unknown> };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return null;
    throw failure;
  }
}
