import type { ApplicationKind } from '#domain/kinds';
import { resultFileName, type OfferedResultsAnswer } from '#domain/results';
import type { ApplicationProof, OfferedResult } from '#domain/tracking';
import { apiFetch } from '#lib/api';
import { saveFile } from '#lib/saveFile';

/**
 * How the caller shows the documents are theirs: the proof (reference and phone), or the
 * application this device's account sent (its ID token goes with it; a device's anonymous session
 * is refused with `access.proofRequired`, as for the receipt).
 */
export type ResultAccess = { proof: ApplicationProof } | { kind: ApplicationKind; id: string };

const loadApplicant = () => import('#lib/firebase/applicant');

async function requestFor(access: ResultAccess) {
  // Firebase Auth is loaded only here: the proof needs none.
  if ('proof' in access) return { json: { proof: access.proof }, headers: {} };
  return { json: access, headers: await (await loadApplicant()).applicantAuthorization() };
}

/** POST /api/results: the documents offered for download. Throws the ApiError of a refusal. */
export async function fetchOfferedResults(access: ResultAccess): Promise<OfferedResult[]> {
  const { json, headers } = await requestFor(access);
  return (await apiFetch<OfferedResultsAnswer>('/api/results', { method: 'POST', json, headers })).results;
}

/**
 * POST /api/results/download: saves the PDF under its title and the reference. The API records the
 * download first. Throws the ApiError of a refusal (`result.notFound` for one replaced meanwhile).
 */
export async function downloadResult(access: ResultAccess, result: OfferedResult, reference: string) {
  const { json, headers } = await requestFor(access);
  const blob = await apiFetch('/api/results/download', {
    method: 'POST',
    json: { ...json, resultId: result.id },
    headers: { Accept: 'application/pdf', ...headers },
    as: 'blob',
  });
  saveFile(blob, resultFileName(result.title, reference));
}
