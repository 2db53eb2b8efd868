// Notes between staff on an application: who, when, what. Stored apart from the application
// (staffNotes/{id}, Admin SDK only) and answered only by staff routes, so that nothing that reads an
// application for its applicant, its agent, a message or a public page can carry one; exports hold
// them only for an admin who asks (server/routes/exports.ts).
import * as z from 'zod/mini';
import { LIMITS, MSG } from './common.js';

/** Body of POST /api/applications/:kind/:id/notes. */
export const newNoteSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, MSG.required), z.maxLength(LIMITS.text, MSG.tooLong)),
});
export type NewNote = z.output<typeof newNoteSchema>;

/** A note as staff read it: who wrote it (name and uid), when (ISO 8601), what. */
export type StaffNoteView = { id: string; text: string; by: { uid: string; name: string }; at: string };

/** GET …/notes → 200, oldest first; POST …/notes → 201 {note}. */
export type StaffNotesAnswer = { notes: StaffNoteView[] };
export type StaffNoteAnswer = { note: StaffNoteView };
