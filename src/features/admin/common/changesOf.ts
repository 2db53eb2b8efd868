import type { ApplicationChange } from '#domain/assignment';
import { ApiError } from '#lib/api';

/**
 * The changes a 409 `application.changed` names (someone else changed the application since the
 * page showed it: docs/decisions/0019-application-versions.md); undefined for any other failure.
 */
export function changesOf(error: unknown): ApplicationChange[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'application.changed') return undefined;
  const { changes } = (error.body ?? {}) as { changes?: unknown };
  return Array.isArray(changes) ? (changes as ApplicationChange[]) : [];
}
