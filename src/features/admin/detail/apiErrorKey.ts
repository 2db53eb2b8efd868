import { ApiError } from '../../../lib/api';

/** The translated message for a refused staff request; `fallback` for anything else (offline…). */
export function apiErrorKey(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  switch (error.status) {
    case 400:
      return 'admin.detail.errors.invalid';
    case 401:
      return 'admin.detail.errors.session';
    case 403:
      return 'admin.detail.errors.forbidden';
    case 404:
      return 'admin.detail.errors.gone';
    default:
      return fallback;
  }
}
