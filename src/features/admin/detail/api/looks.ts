import type { AccessRecordView, ApplicationLooksAnswer } from '#domain/accessLog';
import type { ApplicationKind } from '#domain/kinds';
import { apiFetch } from '#lib/api';
import { applicationPath, asStaff } from './processing';

/** Who looked at the application (admins only): the latest looks, newest first. */
export async function fetchLooks(kind: ApplicationKind, id: string): Promise<AccessRecordView[]> {
  const answer = await apiFetch<ApplicationLooksAnswer>(`${applicationPath(kind, id)}/looks`, {
    headers: await asStaff(),
  });
  return answer.looks;
}
