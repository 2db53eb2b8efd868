import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { NewApplicationAnswer, NewApplicationRequest } from '#domain/submissions';
import { apiFetch } from '#lib/api';
import { applicantAuthorization, ensureApplicant } from '#lib/firebase/applicant';
import { appCheckHeader } from '#lib/firebase/appCheck';
import { withTimeout } from '#lib/timeout';

const SAVE_TIMEOUT_MS = 15_000;

/**
 * Sends a validated application to the API as this device's user (signed in anonymously if nobody
 * is). The id is the draft's: a Submit whose answer was lost is sent again under it, and the API
 * answers with the application it made the first time, never a second one. Resolves with the id
 * and the reference the server gave it.
 */
export async function saveApplication(
  kind: ApplicationKind,
  answers: Record<string, unknown>,
  { id, lang }: { id: string; lang: AppLanguage },
): Promise<NewApplicationAnswer> {
  await ensureApplicant();
  const body: NewApplicationRequest = { id, lang, answers };
  return withTimeout(
    apiFetch<NewApplicationAnswer>(`/api/applications/${kind}`, {
      method: 'POST',
      headers: { ...(await applicantAuthorization()), ...(await appCheckHeader()) },
      json: body,
    }),
    SAVE_TIMEOUT_MS,
    'Saving the application',
  );
}
