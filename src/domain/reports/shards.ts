// Firestore sustains about one write a second on one document, and a national campaign peaks at
// 50 changes a second, each counted in its day and its month. So a period's counts are spread over
// shards, `{scope}_{period}_{n}`, each change adding to one of them, and a reader adds up every
// document of the period (sumCounts.ts). Once a period is over its shards are folded into one
// document, `{scope}_{period}` (server/reports/fold.ts), so reports of past periods read one
// document each; a late change (an attempt's outcome, counted on the day it was started) opens a
// shard again, and the next fold takes it in.
import { ALL_SCOPE, countsDocumentId } from './counts.js';

/**
 * The agency's counts take every change: 64 shards take 50 changes a second at 0.8 writes a
 * second each, with room for a busier peak.
 */
export const AGENCY_SHARDS = 64;

/**
 * An agent's counts take only their clients' changes. 16 shards let one agent bring a third of
 * the agency's peak (16 changes a second) before any of their documents passes a write a second,
 * while a report of theirs reads 16 documents for the day and the month still open, not 64.
 */
export const AGENT_SHARDS = 16;

export const shardsOf = (scope: string) => (scope === ALL_SCOPE ? AGENCY_SHARDS : AGENT_SHARDS);

/** The shard of a scope's period a change takes its `turn` in: any whole number, taken round the shards. */
export const shardDocumentId = (scope: string, period: string, turn: number) =>
  `${countsDocumentId(scope, period)}_${turn % shardsOf(scope)}`;
