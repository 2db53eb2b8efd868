import Cookies from 'js-cookie';
import { canonicalAan, isAan } from '#domain/aan';

/**
 * The AAN of the link an agent shares with clients (`/?agent=AAN`): kept on this device for 30
 * days and filled in on every form, where the client can still change or clear it. Only a hint:
 * the API accepts an AAN only when it names an active agent.
 */
export const AGENT_LINK_COOKIE = 'agent';
export const AGENT_LINK_DAYS = 30;

/** Remembers the agent a page's address names (`?agent=…`), if it names one the right shape. */
export function rememberAgentLink(search: string) {
  const typed = new URLSearchParams(search).get('agent');
  if (!typed) return;
  const aan = canonicalAan(typed);
  if (!isAan(aan)) return;
  Cookies.set(AGENT_LINK_COOKIE, aan, {
    expires: AGENT_LINK_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

/** The AAN of the agent whose link brought this device here in the last 30 days, if any. */
export function agentOfLink(): string | undefined {
  const aan = Cookies.get(AGENT_LINK_COOKIE);
  return isAan(aan) ? aan : undefined;
}

/**
 * Forgets the agent's link on this device: removed from a form by the client, or with "Forget
 * these applications", so the next person at a shared computer is not sent to that agent.
 */
export function forgetAgentLink() {
  Cookies.remove(AGENT_LINK_COOKIE, { path: '/' });
}
