import { useSyncExternalStore } from 'react';
import { canonicalAan } from '#domain/aan';

// The agents' names this page has read (AgentLinkNotice asks the API for the one a link filled
// in), so that what else the form says of the agent names them too, without asking again.

const names = new Map<string, string>();
const listeners = new Set<() => void>();

export function rememberAgentName(aan: string, name: string) {
  names.set(canonicalAan(aan), name);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The name of the agent `aan` numbers, when this page has read it; undefined otherwise. */
export function useKnownAgentName(aan: string | undefined): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (aan ? names.get(canonicalAan(aan)) : undefined),
    () => undefined,
  );
}
