import type { Firestore } from 'firebase-admin/firestore';
import { canonicalAan, isAan } from '#domain/aan';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { rewritePages } from '../applications/rewritePages.ts';
import { agentRecords } from './records.ts';

export type MatchTotals = {
  checked: number;
  /** Whose AAN was stored otherwise (lower case, spaces, the TIN form's old field) and is now canonical. */
  written: number;
  /** Carrying an AAN that an agent has, as stored or now. */
  matched: number;
  /** Carrying an AAN no agent has (yet): kept as it is, shown to staff, found once such an agent exists. */
  unmatched: number;
  gone: number;
  errors: number;
};

/** The AAN as the API would store it now, from the record's AAN or the TIN form's old `tinaccess`. */
function canonicalOf(record: Record<string, unknown>): string | undefined {
  const typed = typeof record.AAN === 'string' && record.AAN.trim() ? record.AAN : record.tinaccess;
  if (typeof typed !== 'string') return undefined;
  const aan = canonicalAan(typed);
  return isAan(aan) ? aan : undefined;
}

/**
 * Matches the applications of a kind sent before agents had accounts to their agents: an AAN
 * stored as typed ("agt-0042 ", or in the TIN form's old `tinaccess`) is written as the API
 * stores one now, so the agent's list (where AAN == theirs) finds it. Nothing else changes, and
 * an AAN that is not an AAN's shape is left alone. Pages through in document id order; a second
 * run writes nothing.
 */
export async function matchApplicationsToAgents(
  db: Firestore,
  kind: ApplicationKind,
  { pageSize = 500, onError = (_error: unknown, _id: string) => {} } = {},
): Promise<MatchTotals> {
  const totals: MatchTotals = { checked: 0, written: 0, matched: 0, unmatched: 0, gone: 0, errors: 0 };
  const agents = new Set((await agentRecords(db).select().get()).docs.map((agent) => agent.id));
  return rewritePages(db, {
    query: db.collection(APPLICATION_COLLECTIONS[kind]).select('AAN', 'tinaccess'),
    pageSize,
    totals,
    update: (application) => {
      const aan = canonicalOf(application.data());
      if (!aan) return undefined;
      if (agents.has(aan)) totals.matched += 1;
      else totals.unmatched += 1;
      return application.get('AAN') === aan ? undefined : { AAN: aan };
    },
    onError,
  });
}
