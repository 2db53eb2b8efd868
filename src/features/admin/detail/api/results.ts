import type { ApplicationKind } from '#domain/kinds';
import type { HandBackAnswer, ResultsAnswer, ResultView } from '#domain/results';
import { apiFetch } from '#lib/api';
import { applicationPath, asStaff } from './processing';

const resultsPath = (kind: ApplicationKind, id: string) => `${applicationPath(kind, id)}/results`;

/** Every document handed back, replaced ones too, oldest first. */
export async function fetchResults(kind: ApplicationKind, id: string): Promise<ResultView[]> {
  return (await apiFetch<ResultsAnswer>(resultsPath(kind, id), { headers: await asStaff() })).results;
}

/** A document to hand back: the PDF chosen, and the title the applicant will see. */
export type ResultUpload = { title: string; file: File };

/**
 * Hands documents back (the application is completed and the applicant told once), or with
 * `replaces` one corrected document in place of that one. Throws the ApiError of a refusal.
 */
export async function handBackResults(
  kind: ApplicationKind,
  id: string,
  documents: ResultUpload[],
  replaces?: string,
  version?: number,
): Promise<ResultView[]> {
  const body = new FormData();
  for (const { title, file } of documents) {
    body.append('file', file, file.name);
    body.append('title', title);
  }
  if (replaces) body.append('replaces', replaces);
  const answer = await apiFetch<HandBackAnswer>(resultsPath(kind, id), {
    method: 'POST',
    headers: await asStaff(version),
    body,
  });
  return answer.results;
}

/** A handed-back PDF, as staff open it (not counted as the applicant's download). */
export async function fetchResultFile(kind: ApplicationKind, id: string, resultId: string): Promise<Blob> {
  return apiFetch(`${resultsPath(kind, id)}/${encodeURIComponent(resultId)}/file`, {
    headers: await asStaff(),
    as: 'blob',
  });
}
