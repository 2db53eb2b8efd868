import type { ApplicationKind } from '#domain/kinds';
import type { ApplicationStatus } from '#domain/meta';
import type {
  ApplicationEventAnswer,
  ApplicationEventsAnswer,
  ApplicationEventView,
  StatusChangeAnswer,
} from '#domain/processing';
import { versionHeaders } from '#domain/assignment';
import { apiFetch } from '#lib/api';
import { staffIdToken } from '../../common/api/staffToken';

/** One entry of an application's history, as GET …/events answers it: the parts the page shows. */
export type ApplicationEvent = Pick<
  ApplicationEventView,
  | 'id'
  | 'type'
  | 'status'
  | 'note'
  | 'applicantMessage'
  | 'orderId'
  | 'outcome'
  | 'decision'
  | 'title'
  | 'replaces'
  | 'actorUid'
  | 'actorEmail'
  | 'at'
>;

/** What the page reads of an answer that carries one event. */
type WithEvent<Answer extends { event: ApplicationEventView }> = Omit<Answer, 'event'> & {
  event: ApplicationEvent;
};

/** The API's path of one application; its history, status and messages are under it. */
export const applicationPath = (kind: ApplicationKind, id: string) =>
  `/api/applications/${kind}/${encodeURIComponent(id)}`;

/**
 * The signed-in staff member's token, which every call under `applicationPath` needs; with the
 * application's `version` the page showed, for an action the API refuses on a page gone stale.
 */
export async function asStaff(version?: number): Promise<HeadersInit> {
  return { Authorization: `Bearer ${await staffIdToken()}`, ...versionHeaders(version) };
}

/** The history, newest first. */
export async function fetchEvents(kind: ApplicationKind, id: string): Promise<ApplicationEvent[]> {
  const answer = await apiFetch<ApplicationEventsAnswer>(`${applicationPath(kind, id)}/events`, {
    headers: await asStaff(),
  });
  return answer.events;
}

export async function changeStatus(
  kind: ApplicationKind,
  id: string,
  status: ApplicationStatus,
  texts: { note: string; applicantMessage: string },
  version?: number,
): Promise<WithEvent<StatusChangeAnswer>> {
  return apiFetch<StatusChangeAnswer>(`${applicationPath(kind, id)}/status`, {
    method: 'POST',
    headers: await asStaff(version),
    json: { status, ...texts },
  });
}

export async function recordPrint(
  kind: ApplicationKind,
  id: string,
): Promise<WithEvent<ApplicationEventAnswer>> {
  return apiFetch<ApplicationEventAnswer>(`${applicationPath(kind, id)}/events`, {
    method: 'POST',
    headers: await asStaff(),
    json: { type: 'print' },
  });
}
