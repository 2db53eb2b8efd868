import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { ASSIGNED_AT_FIELD, ASSIGNEE_FIELD, type StaffMember } from '#domain/assignment';

/** Who has the application now: null for nobody (a field absent, as before assignment, too). */
export function assigneeOf(application: DocumentSnapshot): StaffMember | null {
  const assignee = application.get(ASSIGNEE_FIELD) as StaffMember | null | undefined;
  return assignee && typeof assignee.uid === 'string' ? { uid: assignee.uid, name: assignee.name } : null;
}

/** When the staff member who has it took it (ms), if anyone has it. */
export function takenAtOf(application: DocumentSnapshot): number | undefined {
  return (application.get(ASSIGNED_AT_FIELD) as Timestamp | null | undefined)?.toMillis();
}
