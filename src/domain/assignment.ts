// Several staff on one queue: who has each application, which version of it a page showed, and
// what the API answers when the page was stale. Written only by the API
// (server/applications/version.ts, server/assignment/); the lists read `assignee` from Firestore.
import * as z from 'zod/mini';
import { LIMITS } from './common.js';

/** The application's field counting its changes: each write of the API adds one (0 before any). */
export const VERSION_FIELD = 'version';

/** The application's field naming the staff member who has it; null for nobody. */
export const ASSIGNEE_FIELD = 'assignee';
/** Its uid, which the lists filter on with an equality (Mine, one person's). */
export const ASSIGNEE_UID_FIELD = `${ASSIGNEE_FIELD}.uid`;
/** When the current staff member took it: the start of "taken to completed" in the owner's figures. */
export const ASSIGNED_AT_FIELD = 'assignedAt';

/** A staff member as the lists and the history name them. */
export const staffMemberSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(LIMITS.uid)),
  name: z.string().check(z.maxLength(LIMITS.name * 2)),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/**
 * The header a staff action carries with the version its page showed (`If-Match: 7`, or the
 * quoted `If-Match: "7"` of an ETag). See docs/decisions/0019-application-versions.md.
 */
export const VERSION_HEADER = 'If-Match';

/** The headers of an action whose page showed `version` (none when it showed none). */
export function versionHeaders(version?: number): Record<string, string> {
  return version === undefined ? {} : { [VERSION_HEADER]: `"${version}"` };
}

/** The version an If-Match header names, undefined when there is none, null when it is malformed. */
export function versionFromHeader(value: string | undefined): number | undefined | null {
  if (value === undefined || value.trim() === '') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** One change made since the version a page showed, as a 409 `application.changed` lists it. */
export type ApplicationChange = {
  /** The event's type (status, requestDecided, take, handover …) and the version it produced. */
  type: string;
  version: number;
  /** status events: the status it moved to. */
  status?: string;
  /** Who made it: a staff member's name, or the applicant or the system (uid 'applicant'/'system'). */
  who: { uid: string; name: string | null };
  /** The server's time, ISO 8601. */
  at: string;
};

/**
 * What a 409 tells beside {message, code}: for `application.changed` the stored version and the
 * changes since; for `application.assigned` who has the application.
 */
export type StaleVersionDetails = { version?: number; changes?: ApplicationChange[]; assignee?: StaffMember };

/** POST …/take, …/give → 200: who has it now, and the version the page now shows. */
export type AssignmentAnswer = { assignee: StaffMember | null; version: number };

/** Body of POST …/take: `confirm` takes it from the staff member who has it (a handover). */
export const takeBodySchema = z.object({ confirm: z._default(z.boolean(), false) });

/** Body of POST …/give (admins): the staff member it goes to. */
export const giveBodySchema = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(LIMITS.uid)) });

/**
 * Body of POST /api/assignments/take-all (admins): every application a staff member who left has,
 * to `to` (a staff member) or, without one, back to nobody.
 */
export const takeAllBodySchema = z.object({
  from: z.string().check(z.minLength(1), z.maxLength(LIMITS.uid)),
  to: z.optional(z.string().check(z.minLength(1), z.maxLength(LIMITS.uid))),
});

/**
 * POST /api/assignments/take-all → 200: how many moved in this batch (at most a batch), and
 * whether the person still has some: the caller asks again while `more`.
 */
export type TakeAllAnswer = { moved: number; more: boolean };

/**
 * GET /api/assignments/mine → 200: the signed-in staff member's own day, of the work queue (paid,
 * unfinished): how many of theirs wait, how many their applicant has answered, how many have a
 * request past its reply-by date.
 */
export type OwnDayAnswer = { waiting: number; answered: number; overdue: number };

/** The version of an application as a client reads its document: 0 when it has none yet. */
export function storedVersion(data: Record<string, unknown>): number {
  const version = data[VERSION_FIELD];
  return typeof version === 'number' ? version : 0;
}

/** Who has the application, as a client reads its document: null for nobody (or a field absent). */
export function storedAssignee(data: Record<string, unknown>): StaffMember | null {
  const assignee = data[ASSIGNEE_FIELD] as Partial<StaffMember> | null | undefined;
  return assignee && typeof assignee.uid === 'string'
    ? { uid: assignee.uid, name: typeof assignee.name === 'string' ? assignee.name : assignee.uid }
    : null;
}

/** The roles whose accounts are staff members: who may take an application, or be given one. */
export const STAFF_ROLES = ['staff', 'admin'] as const;

/** Staff members as the lists and the give-to choice name them, alphabetically. */
export function staffMembersOf(records: { uid: string; name?: unknown; email?: unknown }[]): StaffMember[] {
  return records
    .map(({ uid, name, email }) => ({
      uid,
      name: typeof name === 'string' && name ? name : typeof email === 'string' && email ? email : uid,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
