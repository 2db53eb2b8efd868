import type { DeletionRequestAnswer, DeletionShown } from '#domain/dataRights';
import type { ApplicationProof } from '#domain/tracking';
import { apiFetch } from '#lib/api';
import { saveFile } from '#lib/saveFile';

/**
 * POST /api/my-data with the proof (reference and phone): saves the copy of everything held about
 * the application, as JSON or a PDF, named after its reference. Throws the ApiError of a refusal.
 */
export async function downloadMyData(proof: ApplicationProof, format: 'json' | 'pdf') {
  const blob = await apiFetch('/api/my-data', { method: 'POST', json: { proof, format }, as: 'blob' });
  saveFile(blob, `my-data-${proof.reference}.${format}`);
}

/** POST /api/my-data/deletion with the proof: files the request to delete, with the reason ('' for none). */
export async function askDeletion(proof: ApplicationProof, reason: string): Promise<DeletionShown> {
  const json = { proof, reason };
  return (await apiFetch<DeletionRequestAnswer>('/api/my-data/deletion', { method: 'POST', json })).request;
}
