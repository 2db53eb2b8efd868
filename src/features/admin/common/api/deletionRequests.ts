import type {
  DeletionDecision,
  DeletionRequestAnswer,
  DeletionRequestsAnswer,
  DeletionRequestView,
} from '#domain/dataRights';
import { apiFetch } from '#lib/api';
import { staffIdToken } from './staffToken';

const asStaff = async () => ({ Authorization: `Bearer ${await staffIdToken()}` });

/** GET /api/deletion-requests: the applicants' requests to delete, open ones, the soonest due first. */
export async function fetchDeletionRequests(): Promise<DeletionRequestView[]> {
  return (await apiFetch<DeletionRequestsAnswer>('/api/deletion-requests', { headers: await asStaff() }))
    .requests;
}

/** POST /api/deletion-requests/:id/decision: grant (deletes at once) or refuse, with the reason. */
export async function decideDeletionRequest(id: string, decision: DeletionDecision) {
  await apiFetch<DeletionRequestAnswer>(`/api/deletion-requests/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    headers: await asStaff(),
    json: decision,
  });
}
