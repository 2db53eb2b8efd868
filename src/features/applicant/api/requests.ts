import type { ApplicantRequestView, OpenRequestAnswer, RequestAnswerBody } from '#domain/requests';
import type { ApplicationAccess } from '#domain/tracking';
import { apiFetch } from '#lib/api';
import { appCheckHeaderOnWrite } from '#lib/appCheckOnWrite';

/** POST /api/requests/open: what staff ask of this application, or null. */
export async function openRequest(access: ApplicationAccess): Promise<ApplicantRequestView | null> {
  const answer = await apiFetch<OpenRequestAnswer>('/api/requests/open', { method: 'POST', json: access });
  return answer.request;
}

/** POST /api/requests/answer: throws the ApiError of a refusal (`validation` names the items). */
export async function answerRequest(access: ApplicationAccess, answer: RequestAnswerBody): Promise<void> {
  await apiFetch('/api/requests/answer', {
    method: 'POST',
    headers: await appCheckHeaderOnWrite(),
    json: { ...access, ...answer },
  });
}
