import type { NewFeedbackRequest } from '#domain/submissions';
import { newDocumentId } from '#domain/reference';
import { apiFetch } from '#lib/api';
import { refusalKey } from '#lib/apiFailure';
import { clearSubmission, draftSubmission } from '#lib/draft';
import { applicantAuthorization, ensureApplicant } from '#lib/firebase/applicant';
import { appCheckHeader } from '#lib/firebase/appCheck';
import { withTimeout } from '#lib/timeout';

export type FeedbackInput = NewFeedbackRequest['feedback'];

const SEND_TIMEOUT_MS = 15_000;
const DRAFT = 'feedback';

/**
 * Sends feedback to the API as this device's user (signed in anonymously if nobody is), under an
 * id kept until it is answered: a resend after a lost answer is the same feedback, not a second.
 */
export async function sendFeedback(feedback: FeedbackInput) {
  await ensureApplicant();
  const { id } = draftSubmission(DRAFT, () => ({ id: newDocumentId() }));
  const body: NewFeedbackRequest = { id, feedback };
  await withTimeout(
    apiFetch('/api/feedback', {
      method: 'POST',
      headers: { ...(await applicantAuthorization()), ...(await appCheckHeader()) },
      json: body,
    }),
    SEND_TIMEOUT_MS,
    'Sending feedback',
  );
  clearSubmission(DRAFT);
}

/** What to tell the sender when it failed: the API's reason (a field, too many), else the spec's. */
export const feedbackFailureKey = (error: unknown) => refusalKey(error, 'home.feedback.failed');
