import type { ApplicationProof, TrackAnswer, TrackedApplication } from '#domain/tracking';
import { apiFetch } from '#lib/api';

/**
 * POST /api/track: the state of the application this reference and phone number prove, from any
 * device. Throws the ApiError of a refusal (`track.notFound` for a wrong reference or phone alike,
 * `validation` with its fields, `rateLimited`) or a NetworkError.
 */
export async function trackApplication(proof: ApplicationProof): Promise<TrackedApplication> {
  const answer = await apiFetch<TrackAnswer>('/api/track', { method: 'POST', json: proof });
  return answer.application;
}
