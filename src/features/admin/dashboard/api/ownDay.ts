import type { OwnDayAnswer } from '#domain/assignment';
import { apiFetch } from '#lib/api';
import { staffIdToken } from '../../common/api/staffToken';

/** The signed-in staff member's own day: theirs waiting, answered by the applicant, overdue. */
export async function fetchOwnDay(): Promise<OwnDayAnswer> {
  return apiFetch<OwnDayAnswer>('/api/assignments/mine', {
    headers: { Authorization: `Bearer ${await staffIdToken()}` },
  });
}
