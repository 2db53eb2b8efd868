// The agent's number (AAN) on its own, without a schema: the forms and the first page load it.

/** The field of an application that names its agent, by their AAN. */
export const AGENT_FIELD = 'AAN';

/** An AAN as stored and as agents/{AAN}'s id: capitals, digits and inner hyphens, 3 to 20 long. */
export const AAN_PATTERN = '^[A-Z0-9][A-Z0-9-]{1,18}[A-Z0-9]$';
const AAN_REGEX = new RegExp(AAN_PATTERN);

/** The AAN as typed (" agt-7k3q "), made canonical ("AGT-7K3Q"); '' when nothing was typed. */
export function canonicalAan(typed: string): string {
  return typed.trim().toUpperCase();
}

export function isAan(value: unknown): value is string {
  return typeof value === 'string' && AAN_REGEX.test(value);
}

/**
 * The AAN an application's AGENT_FIELD holds, as agents/{AAN} is keyed (an earlier record may have
 * it in small letters); undefined for no agent.
 */
export function applicationAan(value: unknown): string | undefined {
  const aan = typeof value === 'string' ? canonicalAan(value) : '';
  return aan === '' ? undefined : aan;
}

/** Letters and digits that no one misreads for another (no 0/O, 1/I/L). */
const AAN_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A fresh AAN the app proposes: AGT- and five characters (about 28 million of them). */
export function proposedAan(random: () => number = Math.random): string {
  let tail = '';
  for (let i = 0; i < 5; i += 1) tail += AAN_ALPHABET[Math.floor(random() * AAN_ALPHABET.length)];
  return `AGT-${tail}`;
}

/**
 * GET /api/agent-names/:aan → 200: the name a client is shown for the agent a link filled in, first
 * name and initial ("Rehema M."); null alike for a number nobody has and a suspended agent's.
 */
export type AgentNameAnswer = { aan: string; name: string | null };
