import type { ApplicationKind } from '#domain/kinds';
import type { NewRequestAnswer, RequestBody, RequestsAnswer, RequestView } from '#domain/requests';
import { apiFetch } from '#lib/api';
import { applicationPath, asStaff } from './processing';

/** What staff have asked the applicant, newest first. */
export async function fetchRequests(kind: ApplicationKind, id: string): Promise<RequestView[]> {
  const answer = await apiFetch<RequestsAnswer>(`${applicationPath(kind, id)}/requests`, {
    headers: await asStaff(),
  });
  return answer.requests;
}

/** Asks the applicant (the application moves to "action needed" with it). */
export async function sendRequest(kind: ApplicationKind, id: string, body: RequestBody, version?: number) {
  return apiFetch<NewRequestAnswer>(`${applicationPath(kind, id)}/requests`, {
    method: 'POST',
    headers: await asStaff(version),
    json: body,
  });
}

/** Takes the applicant's answer to an answered request. */
export async function acceptAnswer(kind: ApplicationKind, id: string, requestId: string, version?: number) {
  return apiFetch<{ state: 'accepted' }>(`${applicationPath(kind, id)}/requests/${requestId}/accept`, {
    method: 'POST',
    headers: await asStaff(version),
  });
}
