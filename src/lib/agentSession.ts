import type { AgentNameAnswer } from '#domain/aan';
import { apiFetch } from './api';
import { readSession } from './session';

/**
 * Why the agent this device signed in has no session any more, when it is their suspension: the
 * error a screen shows as "suspended" (apiFailure.ts suspendedAgent). Suspending an agent disables
 * their account, and Firebase Auth then ends the session of a reopened page without saying why;
 * the login cookie still names the agent, and the agent's public name is answered for an active
 * agent only. Undefined when nothing says so (nobody signed in here, or still active).
 */
export async function suspensionOfSignedInAgent(): Promise<Error | undefined> {
  const aan = readSession()?.aan;
  if (!aan) return undefined;
  const answer = await apiFetch<AgentNameAnswer>(`/api/agent-names/${encodeURIComponent(aan)}`).catch(
    () => undefined,
  );
  return answer?.name === null
    ? Object.assign(new Error('This agent account is suspended'), { code: 'agent.suspended' })
    : undefined;
}
