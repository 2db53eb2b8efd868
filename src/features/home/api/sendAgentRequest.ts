import type { NewAgentRequest } from '#domain/agentAdmin';
import { newDocumentId } from '#domain/reference';
import { apiFetch } from '#lib/api';
import { refusalKey } from '#lib/apiFailure';
import { clearSubmission, draftSubmission } from '#lib/draft';
import { applicantAuthorization, ensureApplicant } from '#lib/firebase/applicant';
import { appCheckHeader } from '#lib/firebase/appCheck';
import { withTimeout } from '#lib/timeout';

export type AgentRequestInput = NewAgentRequest['request'];

const SEND_TIMEOUT_MS = 15_000;
const DRAFT = 'agentRequest';

/**
 * Sends a request to become an agent as this device's user (signed in anonymously if nobody is),
 * as feedback is sent: under an id kept until it is answered, so a resend after a lost answer is
 * the same request, not a second.
 */
export async function sendAgentRequest(request: AgentRequestInput) {
  await ensureApplicant();
  const { id } = draftSubmission(DRAFT, () => ({ id: newDocumentId() }));
  const body: NewAgentRequest = { id, request };
  await withTimeout(
    apiFetch('/api/agent-requests', {
      method: 'POST',
      headers: { ...(await applicantAuthorization()), ...(await appCheckHeader()) },
      json: body,
    }),
    SEND_TIMEOUT_MS,
    'Sending a request to become an agent',
  );
  clearSubmission(DRAFT);
}

/** What to tell the sender when it failed: the API's reason (a field, too many), else the page's. */
export const agentRequestFailureKey = (error: unknown) => refusalKey(error, 'becomeAgent.failed');
