import type { ExportEventAnswer, ExportEventsAnswer, ExportEventView, NewExportEvent } from '#domain/exports';
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
