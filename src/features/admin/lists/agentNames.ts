import { textOf } from '#domain/identity';

/** An agent as staff screens name them: agents/{AAN}'s id and the agent's name. */
export type AgentName = { aan: string; name: string };

/** Agents' names by their AAN, for looking up the agent of many applications at once. */
export type AgentNames = ReadonlyMap<string, string>;

/**
 * agents/* as read (any SDK), named and in the order of their names, so that a list of them reads
 * alphabetically; a record without a name (none the API writes) goes by its AAN.
 */
export function agentNamesOf(records: ReadonlyArray<{ id: string; name: unknown }>): AgentName[] {
  return records
    .map(({ id, name }) => ({ aan: id, name: textOf(name) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.aan.localeCompare(b.aan));
}

export const agentNameMap = (agents: readonly AgentName[]): AgentNames =>
  new Map(agents.map(({ aan, name }) => [aan, name]));
