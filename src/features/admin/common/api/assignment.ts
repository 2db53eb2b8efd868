import { versionHeaders, type AssignmentAnswer } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
import { apiFetch } from '#lib/api';

/** Loaded with the first action: a list needs no Auth code until someone acts on a row. */
const staffHeaders = async (version: number) => ({
  Authorization: `Bearer ${await (await import('./staffToken')).staffIdToken()}`,
  ...versionHeaders(version),
});

const path = (kind: ApplicationKind, id: string, action: 'take' | 'give') =>
  `/api/applications/${kind}/${encodeURIComponent(id)}/${action}`;

/**
 * The signed-in staff member takes the application, from the page that showed `version`; `confirm`
 * takes it from whoever has it (a 409 `application.assigned` without it).
 */
export async function takeApplication(
  kind: ApplicationKind,
  id: string,
  version: number,
  confirm = false,
): Promise<AssignmentAnswer> {
  return apiFetch<AssignmentAnswer>(path(kind, id, 'take'), {
    method: 'POST',
    headers: await staffHeaders(version),
    json: { confirm },
  });
}

/** An admin gives the application to staff member `uid`, from the page that showed `version`. */
export async function giveApplication(
  kind: ApplicationKind,
  id: string,
  uid: string,
  version: number,
): Promise<AssignmentAnswer> {
  return apiFetch<AssignmentAnswer>(path(kind, id, 'give'), {
    method: 'POST',
    headers: await staffHeaders(version),
    json: { uid },
  });
}
