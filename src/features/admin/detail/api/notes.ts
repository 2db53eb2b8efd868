import type { ApplicationKind } from '#domain/kinds';
import type { StaffNoteAnswer, StaffNotesAnswer, StaffNoteView } from '#domain/staffNotes';
import { apiFetch } from '#lib/api';
import { applicationPath, asStaff } from './processing';

const notesPath = (kind: ApplicationKind, id: string) => `${applicationPath(kind, id)}/notes`;

/** The notes staff left each other on the application, oldest first. */
export async function fetchNotes(kind: ApplicationKind, id: string): Promise<StaffNoteView[]> {
  return (await apiFetch<StaffNotesAnswer>(notesPath(kind, id), { headers: await asStaff() })).notes;
}

/** Adds a note for staff (the applicant never sees it); answers it as stored, with who and when. */
export async function addNote(kind: ApplicationKind, id: string, text: string): Promise<StaffNoteView> {
  const answer = await apiFetch<StaffNoteAnswer>(notesPath(kind, id), {
    method: 'POST',
    headers: await asStaff(),
    json: { text },
  });
  return answer.note;
}
