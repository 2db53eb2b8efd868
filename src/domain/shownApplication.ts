// One application as the staff detail page shows it, made by the API (server/access/) from the
// stored record, and sent as JSON: its times travel as `{"$time": millis}` and come back as Dates.
import { readApplication } from './applications.js';
import { storedAssignee, storedVersion, type StaffMember } from './assignment.js';
import type { ApplicationKind } from './kinds.js';
import { isTimestampLike, timestampToMillis } from './meta.js';

/** One application as the detail page shows it; times are milliseconds, no SDK types leak out. */
export type LoadedApplication = {
  /** The applicant's fields and ours, variant spellings mapped (tinaccess → AAN …). */
  data: Record<string, unknown>;
  /** false for a record that does not pass today's schema (written by the earlier app). */
  valid: boolean;
  createdAt: number | null;
  statusUpdatedAt: number | null;
  /** The version read (0 for one never changed): what the page's actions name (If-Match). */
  version: number;
  /** The staff member who has it; null for nobody. */
  assignee: StaffMember | null;
};

const millis = (value: unknown) => (isTimestampLike(value) ? timestampToMillis(value) : null);

/** The stored record (any SDK's timestamps) as the page shows it. */
export function shownApplication(kind: ApplicationKind, raw: Record<string, unknown>): LoadedApplication {
  const read = readApplication(kind, raw);
  return {
    // The schema keeps only the form's fields; the processing fields are ours to add back.
    data: { ...read.data, statusNote: raw.statusNote, applicantMessage: raw.applicantMessage },
    valid: read.ok,
    createdAt: millis(raw.createdAt),
    statusUpdatedAt: millis(raw.statusUpdatedAt),
    version: storedVersion(raw),
    assignee: storedAssignee(raw),
  };
}

const TIME_MARK = '$time';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A stored reference to another document (the Admin SDK's), which staff read as its path. */
const isDocumentReference = (value: object): value is { path: string } =>
  typeof (value as { path?: unknown }).path === 'string' && 'firestore' in value;

/**
 * Every timestamp in `value`, however deep, as `{"$time": millis}`, which JSON keeps; a reference
 * to a document as its path. A record no form wrote may hold anything: an object met again inside
 * itself (a reference's database holds the reference's own) is sent as null, not followed for ever.
 */
export function timesToWire(value: unknown, seen = new WeakSet<object>()): unknown {
  if (isTimestampLike(value)) return { [TIME_MARK]: timestampToMillis(value) };
  if (typeof value !== 'object' || value === null) return value;
  if (isDocumentReference(value)) return value.path;
  if (seen.has(value)) return null;
  seen.add(value);
  const wired = Array.isArray(value)
    ? value.map((inner) => timesToWire(inner, seen))
    : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, timesToWire(inner, seen)]));
  // Only what holds it is "inside itself": the same object met again beside it is sent again.
  seen.delete(value);
  return wired;
}

/** The reverse of timesToWire: each `{"$time": millis}` a Date again. */
export function timesFromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timesFromWire);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === TIME_MARK && typeof value[TIME_MARK] === 'number') {
    return new Date(value[TIME_MARK]);
  }
  return Object.fromEntries(keys.map((key) => [key, timesFromWire(value[key])]));
}
