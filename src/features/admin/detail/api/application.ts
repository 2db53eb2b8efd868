import { doc, getDoc } from 'firebase/firestore/lite';
import { APPLICATIONS, readApplication } from '#domain/applications';
import { storedAssignee, storedVersion, type StaffMember } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
import { isTimestampLike, timestampToMillis } from '#domain/meta';
import { getFirebaseAuth } from '#lib/firebase/auth';
import { getLiteDb } from '#lib/firebase/lite';

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

/** Reads one application (staff may, by the rules); null when there is no such record. */
export async function fetchApplication(kind: ApplicationKind, id: string): Promise<LoadedApplication | null> {
  // The rules ask who is reading: wait until Auth has restored the session.
  await (await getFirebaseAuth()).authStateReady();
  const db = await getLiteDb();
  const snapshot = await getDoc(doc(db, APPLICATIONS[kind].collection, id));
  if (!snapshot.exists()) return null;
  const raw = snapshot.data();
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
