import { applicationAan } from '#domain/aan';
import { useFetch } from '#lib/fetching';
import { fetchAgentName } from './api/agent';
import { useWaitedLong } from './useWaitedLong';

/**
 * The agent an application names, as the page shows them: none; their AAN and name; an AAN no
 * agent has; or an AAN alone while their name is read, or when it could not be.
 */
export type ApplicationAgent =
  | { type: 'none' }
  | { type: 'named'; aan: string; name: string }
  | { type: 'unknown'; aan: string }
  | { type: 'unread'; aan: string };

/** Read when the page opens, not on every return to the tab. */
const ONCE = { revalidateOnFocus: false };

/**
 * The application's agent, once its answers (`data`) are read: one read of agents/{AAN}, made
 * beside the duplicate check. `settled` as useDuplicates says it, so the name moves no painted page.
 */
export function useAgent(data: Record<string, unknown> | undefined) {
  const aan = data === undefined ? undefined : applicationAan(data.AAN);
  const { data: name, error } = useFetch(
    aan === undefined ? null : (['admin.detail.agent', aan] as const),
    () => fetchAgentName(aan!),
    ONCE,
  );
  const waitedLong = useWaitedLong(aan !== undefined);
  const agent: ApplicationAgent =
    aan === undefined
      ? { type: 'none' }
      : name === undefined
        ? { type: 'unread', aan }
        : name === null
          ? { type: 'unknown', aan }
          : { type: 'named', aan, name };
  return { agent, settled: aan === undefined || name !== undefined || error !== undefined || waitedLong };
}
