// Every look staff take at an application or its documents, on record (issue 48): one document a
// look in `accessLog`, auto ids, written by the API with the Admin SDK before it serves what was
// looked at (server/access/). The rules let no client read or write it.
import type { ExportFilter, ExportFormat } from './exports.js';
import type { ApplicationKind } from './kinds.js';

export const ACCESS_LOOKS = ['detail', 'document', 'print', 'export'] as const;
/** What was looked at: a detail page, a document, a printout, a list's export. */
export type AccessLook = (typeof ACCESS_LOOKS)[number];

/** What a look names beside who and when; the application where there is one. */
export type LookedAt =
  | { look: 'detail' | 'print'; kind: ApplicationKind; applicationId: string }
  | { look: 'document'; path: string; kind: ApplicationKind | null; applicationId: string | null }
  | { look: 'export'; kind: ApplicationKind; filter: ExportFilter; format: ExportFormat; rows: number };

/** Who looked, from the verified token: the uid, and the email and name it carries (null if none). */
export type Looker = { actorUid: string; actorEmail: string | null; actorName: string | null };

/** A look as the API answers it: its id, and its time (the server's) as an ISO 8601 string. */
export type AccessRecordView = LookedAt & Looker & { id: string; at: string };

/** "Who looked at this application": the latest this many, newest first. */
export const LOOKS_SHOWN = 50;
/** One download of the log holds at most this many looks, oldest first; `more` says some were left. */
export const ACCESS_LOG_MAX_ROWS = 5_000;

/** GET /api/applications/:kind/:id/looks (admins) → 200. */
export type ApplicationLooksAnswer = { looks: AccessRecordView[] };
/** GET /api/access-log?from=&to= (admins) → 200. */
export type AccessLogAnswer = { looks: AccessRecordView[]; more: boolean };
