// Matches applications sent before agents had accounts to their agents: an AAN stored as it was
// typed (lower case, spaces, the TIN form's old `tinaccess`) is stored as the API stores one now,
// so the agent's My clients finds it (server/agents/matchApplications.ts).
//   npm run match-agents [-- --kind tin] [--page-size 500]
// Safe to run again. Local emulators by default (see ops/lib/adminTarget.ts); run it against a
// real project once after deploying agents, and again after creating agents for old numbers.
import { matchApplicationsToAgents, type MatchTotals } from '#server/agents/matchApplications.ts';
import { perKindOptions, runPerKind } from './lib/perKind.ts';

const { kinds, pageSize, db, where } = perKindOptions('match-agents');
console.log(`Matching applications to agents in ${where}, ${pageSize} at a time.`);
const zero: MatchTotals = { checked: 0, written: 0, matched: 0, unmatched: 0, gone: 0, errors: 0 };
await runPerKind(
  kinds,
  zero,
  (kind, collection) =>
    matchApplicationsToAgents(db, kind, {
      pageSize,
      onError: (error, id) => console.error(`Could not match ${collection}/${id}:`, error),
    }),
  (totals) =>
    `${totals.checked} checked, ${totals.written} written, ${totals.matched} of an agent, ` +
    `${totals.unmatched} of no agent yet, ${totals.gone} deleted meanwhile, ${totals.errors} errors`,
);
