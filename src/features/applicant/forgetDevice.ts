import { forgetAgentLink } from '#lib/agentLink';
import { forgetAgentPayingPhone } from '#lib/agentPayingPhone';
import { forgetCheckout } from '#lib/checkoutStorage';
import { clearAllDrafts } from '#lib/draft';

// Firebase Auth is loaded only when Forget is pressed.
const loadApplicant = () => import('#lib/firebase/applicant');

/** Whom this device is signed in as, so Forget can say what it will do. */
export async function sessionOfThisDevice() {
  return (await loadApplicant()).deviceSession();
}

/**
 * "Not your device?": forgets what this device keeps of its applicants (every draft, every
 * submission kept for a retry, the application being paid for, the agent a link chose, the number
 * an agent pays with) and ends its anonymous session, so what it sent is no longer listed. A
 * signed-in account stays signed in.
 */
export async function forgetThisDevice(): Promise<void> {
  clearAllDrafts();
  forgetCheckout();
  forgetAgentLink();
  forgetAgentPayingPhone();
  await (await loadApplicant()).endAnonymousSession();
}
