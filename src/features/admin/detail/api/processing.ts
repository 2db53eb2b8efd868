import type { ApplicationKind } from '../../../../domain/kinds';
import type { ApplicationStatus } from '../../../../domain/meta';
import { apiFetch } from '../../../../lib/api';
import { staffIdToken } from '../../common/api/staffToken';

/** One entry of an application's history, as GET …/events answers it. */
export type ApplicationEvent = {
  id: string;
  type: 'status' | 'print' | 'delete';
  status?: ApplicationStatus;
  note?: string;
  actorUid: string;
  actorEmail: string | null;
  /** ISO 8601, the server's time. */
  at: string;
};

const base = (kind: ApplicationKind, id: string) => `/api/applications/${kind}/${encodeURIComponent(id)}`;

async function asStaff(): Promise<HeadersInit> {
  return { Authorization: `Bearer ${await staffIdToken()}` };
}

/** The history, newest first. */
export async function fetchEvents(kind: ApplicationKind, id: string): Promise<ApplicationEvent[]> {
  const answer = await apiFetch<{ events: ApplicationEvent[] }>(`${base(kind, id)}/events`, {
    headers: await asStaff(),
  });
  return answer.events;
}

export async function changeStatus(
  kind: ApplicationKind,
  id: string,
  status: ApplicationStatus,
  note: string,
) {
  return apiFetch<{ status: ApplicationStatus; statusNote: string; event: ApplicationEvent }>(
    `${base(kind, id)}/status`,
    { method: 'POST', headers: await asStaff(), json: { status, note } },
  );
}

export async function recordPrint(kind: ApplicationKind, id: string) {
  return apiFetch<{ event: ApplicationEvent }>(`${base(kind, id)}/events`, {
    method: 'POST',
    headers: await asStaff(),
    json: { type: 'print' },
  });
}
