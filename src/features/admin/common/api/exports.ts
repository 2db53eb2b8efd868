import type { ExportEventAnswer, ExportEventsAnswer, ExportEventView, NewExportEvent } from '#domain/exports';
import type { ApplicationKind } from '#domain/kinds';
import type { ExportNotesAnswer, ExportNotesRequest } from '#domain/staffNotes';
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

/** POST /api/exports/notes (admins only): the staff notes of up to a hundred applications of `kind`. */
export async function fetchExportNotes(
  kind: ApplicationKind,
  ids: string[],
): Promise<ExportNotesAnswer['notes']> {
  const answer = await apiFetch<ExportNotesAnswer>('/api/exports/notes', {
    method: 'POST',
    headers: await asStaff(),
    json: { kind, ids } satisfies ExportNotesRequest,
  });
  return answer.notes;
}
