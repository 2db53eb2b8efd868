import type {
  ExportEventAnswer,
  ExportEventsAnswer,
  ExportEventView,
  ExportExtrasAnswer,
  ExportExtrasRequest,
  NewExportEvent,
} from '#domain/exports';
import { apiFetch } from '#lib/api';
import { staffIdToken } from './staffToken';

const asStaff = async () => ({ Authorization: `Bearer ${await staffIdToken()}` });

/** POST /api/exports: records a list download (who and when are the API's) before it is offered. */
export async function recordExport(exported: NewExportEvent): Promise<ExportEventView> {
  const answer = await apiFetch<ExportEventAnswer>('/api/exports', {
    method: 'POST',
    headers: await asStaff(),
    json: exported,
  });
  return answer.event;
}

/** GET /api/exports (admins only): the latest exports, newest first. */
export async function fetchExportLog(): Promise<ExportEventView[]> {
  return (await apiFetch<ExportEventsAnswer>('/api/exports', { headers: await asStaff() })).events;
}

/**
 * POST /api/exports/extras: for up to a hundred applications of `kind`, their results' codes, and
 * the staff notes when `notes` (admins only).
 */
export async function fetchExportExtras(request: ExportExtrasRequest): Promise<ExportExtrasAnswer> {
  return apiFetch<ExportExtrasAnswer>('/api/exports/extras', {
    method: 'POST',
    headers: await asStaff(),
    json: request,
  });
}
