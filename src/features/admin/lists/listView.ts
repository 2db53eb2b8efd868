import { canonicalAan, isAan } from '#domain/aan';
import { LIMITS } from '#domain/common';
import type { ApplicationKind } from '#domain/kinds';
import type { ListView } from '#domain/listFilters';
import { applicationStatusOptions, paymentStatusOptions } from '#domain/meta';
import { optionOf } from '#domain/options';
import { ADMIN_LIST_PATHS } from '../common/routes';

export type { ListView } from '#domain/listFilters';

/**
 * What the address holds (?view=all&status=in_review&payment=paid&agent=AGT-7K3QX&assignee=…&q=asha):
 * the view, one agent's applications if asked, who has them if asked, and the search.
 */
export type Filters = ListView & { q: string };

export const ATTENTION: Filters = { view: 'attention', q: '' };

/** Longest search kept from an address, as long as the search box takes. */
export const MAX_SEARCH = LIMITS.search;

/** "Nobody's" in the address (?assignee=nobody); Mine and one person's are their uid. */
export const NOBODY = 'nobody';

/** A Firebase uid as the address may hold it; undefined for anything else. */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/** Who has them, as the address may hold it: a uid, null for nobody, undefined for anyone. */
function assigneeOf(param: string | null): string | null | undefined {
  if (param === NOBODY) return null;
  return param && UID.test(param) ? param : undefined;
}

/** An agent's AAN as the address may hold it, in capitals; undefined for anything else. */
function agentOf(param: string | null): string | undefined {
  const aan = canonicalAan(param ?? '');
  return isAan(aan) ? aan : undefined;
}

/**
 * The filters an address asks for. Anything unknown is left out, never an error. A status, a
 * payment or a search means all applications (a search looks through them all, so an application
 * is found whatever its state); with none of them and no view=all, the list is the work queue. An
 * agent, and who has them, narrow either.
 */
export function filtersFromParams(params: URLSearchParams): Filters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH);
  const status = optionOf(applicationStatusOptions, params.get('status'));
  const payment = optionOf(paymentStatusOptions, params.get('payment'));
  const agent = agentOf(params.get('agent'));
  const assignee = assigneeOf(params.get('assignee'));
  if (params.get('view') !== 'all' && !status && !payment && !q) return attentionOf(agent, assignee);
  return { view: 'all', status, payment, agent, q, ...(assignee === undefined ? {} : { assignee }) };
}

/** The work queue, of one agent and of whoever has them if given. */
export const attentionOf = (agent: string | undefined, assignee?: string | null): Filters => ({
  ...ATTENTION,
  ...(agent ? { agent } : {}),
  ...(assignee === undefined ? {} : { assignee }),
});

/** The address of these filters; the work queue, the default, has none. */
export function paramsFromFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view === 'all') {
    params.set('view', 'all');
    if (filters.status) params.set('status', filters.status);
    if (filters.payment) params.set('payment', filters.payment);
  }
  if (filters.agent) params.set('agent', filters.agent);
  if (filters.assignee !== undefined) params.set('assignee', filters.assignee ?? NOBODY);
  if (filters.q) params.set('q', filters.q);
  return params;
}

/** A link to a service's list showing these filters (from the dashboard, or another list). */
export function listPath(kind: ApplicationKind, filters: Filters): string {
  const search = paramsFromFilters(filters).toString();
  return search ? `${ADMIN_LIST_PATHS[kind]}?${search}` : ADMIN_LIST_PATHS[kind];
}
